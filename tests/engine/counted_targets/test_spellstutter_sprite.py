"""Spellstutter Sprite: "Flash / Flying / When ~ enters, counter target spell with mana value X
or less, where X is the number of Faeries you control." (compiled from its Oracle text). X is
counted from its controller's board when the target is chosen (601.2c, the Sprite itself is a
Faerie by then) and again as the ability resolves: a spell whose mana value is now greater is an
illegal target and isn't countered (608.2b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SPELLSTUTTER_SPRITE = {
    "name": "Spellstutter Sprite",
    "type_line": "Creature — Faerie Wizard",
    "mana_cost": "{1}{U}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Flash\nFlying\nWhen Spellstutter Sprite enters, counter target spell with "
    "mana value X or less, where X is the number of Faeries you control.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Spellstutter Sprite": SPELLSTUTTER_SPRITE})


def test_spellstutter_sprite_compiles_automated() -> None:
    assert compile_record(SPELLSTUTTER_SPRITE).label == AUTOMATED


def _board(bobs_spell: str, faeries: int = 1) -> GameState:
    """Bob's spell is on the stack; Alice holds the Sprite with {1}{U} floating."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "sprite", "card": "Spellstutter Sprite"}],
            "battlefield": [
                {"id": f"fae{i}", "card": "Spellstutter Sprite"} for i in range(faeries)
            ],
            "mana_pool": {"U": 2},
        },
        {
            "id": "B",
            "name": "Bob",
            "hand": [{"id": "shock", "card": "Shock"}],
            "mana_pool": {"R": 1},
        },
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
        stack=[
            {
                "id": "spell",
                "card": bobs_spell,
                "owner": "B",
                "stack_info": {"kind": "spell", "source": "spell"},
            }
        ],
    )


def _flash_in(state: GameState) -> Any:
    """Alice flashes the Sprite in; it resolves and its ability triggers, aimed at Bob's spell
    (the only spell left on the stack: the target needs no choice)."""
    cast = play(state, {"type": "cast", "object": "sprite"})
    entered = play(cast.state, RESOLVE)
    (trigger,) = [o for o in entered.state.zone(Zone.STACK) if o.stack and o.stack.kind != "spell"]
    assert trigger.stack is not None and trigger.stack.targets == ("spell",)
    return entered


def test_two_faeries_counter_a_two_mana_spell() -> None:
    entered = _flash_in(_board("Grizzly Bears"))
    assert entered.state.object("sprite").zone is Zone.BATTLEFIELD
    done = play(entered.state, RESOLVE)
    assert done.state.object("spell").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.6a")


def test_a_spell_with_greater_mana_value_cant_be_targeted() -> None:
    """Two Faeries: Hill Giant (mana value 4) isn't a legal target, so the ability has none and
    is removed (603.3d); the Giant stays on the stack."""
    entered = play(play(_board("Hill Giant"), {"type": "cast", "object": "sprite"}).state, RESOLVE)
    assert entered.state.object("spell").zone is Zone.STACK
    assert not any(
        o.stack is not None and o.stack.kind != "spell" for o in entered.state.zone(Zone.STACK)
    )


def test_x_is_counted_again_on_resolution_608_2b() -> None:
    """Bob shocks the other Faerie in response: X is 1 as the ability resolves, the Bears'
    mana value 2 is too high, the target is illegal and the ability does nothing."""
    entered = _flash_in(_board("Grizzly Bears"))
    shocked = play(entered.state, {"type": "cast", "object": "shock", "targets": ["fae0"]})
    killed = play(shocked.state, RESOLVE)
    assert killed.state.object("fae0").zone is Zone.GRAVEYARD
    done = play(killed.state, RESOLVE)
    assert done.state.object("spell").zone is Zone.STACK
    assert cites(done.log, "608.2b")
