"""Unearth (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It gains
haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it
instead of putting it anywhere else. Activate only as a sorcery." Dregscape Zombie (a 2/1 with
unearth {B}) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

DREGSCAPE_ZOMBIE = {
    "name": "Dregscape Zombie",
    "type_line": "Creature — Zombie",
    "mana_cost": "{1}{B}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Unearth {B} ({B}: Return this card from your graveyard to the battlefield. "
    "It gains haste. Exile it at the beginning of the next end step or if it would leave the "
    "battlefield. Unearth only as a sorcery.)",
}
UNEARTH = {"type": "activate", "object": "zombie", "ability": 0, "free": True}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _zombie_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Dregscape Zombie": DREGSCAPE_ZOMBIE})


def _unearthed() -> GameState:
    state = board(
        {
            "id": "A",
            "graveyard": [{"id": "zombie", "card": "Dregscape Zombie"}],
            "hand": [{"id": "murder", "card": "Murder"}],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Swamp"} for i in range(3)]},
    )
    activated = play(state, UNEARTH)
    done = play(activated.state, RESOLVE)
    assert cites(done.log, "702.84a")
    return done.state


def test_dregscape_zombie_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(DREGSCAPE_ZOMBIE)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Unearth {B}"


def test_it_returns_with_haste_and_can_attack_at_once_702_84a() -> None:
    state = _unearthed()
    zombie = state.object("zombie")
    assert zombie.zone is Zone.BATTLEFIELD
    assert chars(state, zombie).has("haste")
    combat = play(state, {"type": "advance", "to": "declare_attackers"}).state
    attacked = play(combat, {"type": "attack", "attackers": {"zombie": "B"}})
    assert attacked.state.combat is not None and attacked.state.combat.is_attacking("zombie")


def test_it_is_exiled_at_the_beginning_of_the_end_step_603_7() -> None:
    state = play(_unearthed(), {"type": "advance", "to": "end"})
    assert cites(state.log, "603.7")
    done = resolve_all(state.state)
    assert done.object("zombie").zone is Zone.EXILE


def test_destroyed_it_is_exiled_instead_of_going_to_the_graveyard_614_1a() -> None:
    state = _unearthed()
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["zombie"], "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.object("zombie").zone is Zone.EXILE
    assert cites(done.log, "702.84a")
