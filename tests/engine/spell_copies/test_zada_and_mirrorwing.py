"""Zada, Hedron Grinder and Mirrorwing Dragon (compiled from their Oracle text): a spell that
targets only the creature is copied for each other creature they could target (707.10d).
Zada's controller copies her own spell for her creatures; Mirrorwing's copier is the spell's
caster, for the caster's own creatures ("they control": that player's)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

ZADA = {
    "name": "Zada, Hedron Grinder",
    "type_line": "Legendary Creature — Goblin Ally",
    "mana_cost": "{3}{R}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Whenever you cast an instant or sorcery spell that targets only Zada, Hedron "
    "Grinder, copy that spell for each other creature you control that the spell could target. "
    "Each copy targets a different one of those creatures.",
}
MIRRORWING_DRAGON = {
    "name": "Mirrorwing Dragon",
    "type_line": "Creature — Dragon",
    "mana_cost": "{3}{R}{R}",
    "power": "4",
    "toughness": "5",
    "layout": "normal",
    "oracle_text": "Flying\nWhenever a player casts an instant or sorcery spell that targets only "
    "Mirrorwing Dragon, that player copies that spell for each other creature they control that "
    "the spell could target. Each copy targets a different one of those creatures.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Zada, Hedron Grinder": ZADA, "Mirrorwing Dragon": MIRRORWING_DRAGON})


@pytest.mark.parametrize("record", [ZADA, MIRRORWING_DRAGON], ids=lambda r: r["name"])
def test_compiles_automated(record: dict[str, Any]) -> None:
    assert compile_record(record).label == AUTOMATED


def _cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def _zada_board() -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "growth", "card": "Giant Growth"}],
            "battlefield": [
                {"id": "zada", "card": "Zada, Hedron Grinder"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "lions", "card": "Savannah Lions"},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "hand": [{"id": "shock", "card": "Shock"}],
            "battlefield": [{"id": "wurm", "card": "Craw Wurm"}],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _power(state: GameState, object_id: str) -> int | None:
    return chars(state, state.object(object_id)).power


def test_zadas_giant_growth_is_copied_for_each_other_creature_she_controls() -> None:
    cast = play(_zada_board(), _cast("growth", "zada"))
    done = resolve_all(cast.state)
    assert (_power(done, "zada"), _power(done, "bears"), _power(done, "lions")) == (6, 5, 5)
    assert _power(done, "wurm") == 6  # Bob's creature isn't hers: no copy for it
    assert not [o for o in done.objects if o.spell_copy]


def test_an_opponents_spell_on_zada_isnt_copied() -> None:
    state = _zada_board()
    cast = play(state, {"type": "cast", "object": "shock", "targets": ["zada"], "free": True})
    assert not cast.state.pending_triggers
    assert not [o for o in cast.state.zone(Zone.STACK) if o.stack and o.stack.kind != "spell"]


def test_bobs_shock_on_mirrorwing_is_copied_for_bobs_creatures() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "dragon", "card": "Mirrorwing Dragon"},
                {"id": "lions", "card": "Savannah Lions"},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "hand": [{"id": "shock", "card": "Shock"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, _cast("shock", "dragon"))
    done = resolve_all(cast.state)
    # 707.10: Bob copies his Shock for his own Bears; Alice's Lions get no copy.
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("lions").zone is Zone.BATTLEFIELD
    assert done.object("dragon").damage == 2


def test_a_copy_isnt_made_for_a_creature_the_spell_couldnt_target_707_10d() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "growth", "card": "Giant Growth"}],
            "battlefield": [
                {"id": "zada", "card": "Zada, Hedron Grinder"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "hidden", "card": "Grizzly Bears", "phased_out": True},
            ],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, _cast("growth", "zada"))
    copied = play(cast.state, {"type": "resolve"})
    assert cites(copied.log, "707.10d")
    copies = [o for o in copied.state.zone(Zone.STACK) if o.spell_copy]
    assert [c.stack.targets for c in copies if c.stack] == [("bears",)]
