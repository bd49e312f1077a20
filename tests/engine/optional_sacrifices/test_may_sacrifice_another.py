"""An optional sacrifice of another permanent as a triggered ability resolves (603.5, 701.21a,
608.2c): Dire Fleet Warmonger, compiled from its Oracle text: "At the beginning of combat on your
turn, you may sacrifice another creature. If you do, Dire Fleet Warmonger gets +2/+2 and gains
trample until end of turn." The controller picks the creature or declines; with no other
creature there is nothing to sacrifice and no bonus."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

WARMONGER = {
    "name": "Dire Fleet Warmonger",
    "layout": "normal",
    "type_line": "Creature — Orc Pirate",
    "mana_cost": "{1}{B}{R}",
    "colors": ["B", "R"],
    "power": "3",
    "toughness": "3",
    "oracle_text": "At the beginning of combat on your turn, you may sacrifice another creature. "
    "If you do, Dire Fleet Warmonger gets +2/+2 and gains trample until end of turn. (It can deal "
    "excess combat damage to the player or planeswalker it's attacking.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _from_its_text(compiled_from: Any) -> None:
    compiled_from({"Dire Fleet Warmonger": WARMONGER})


def test_it_compiles_automated() -> None:
    compiled = compile_record(WARMONGER)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def _at_combat(*others: str) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "warmonger", "card": "Dire Fleet Warmonger"},
                *({"id": f"c{i}", "card": c} for i, c in enumerate(others)),
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    return play(state, {"type": "advance"}).state  # beginning of combat: the trigger waits


def test_sacrificing_the_bears_gives_plus_2_plus_2_and_trample() -> None:
    state = _at_combat("Grizzly Bears")
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["decline", "c0"]
    done = play(state, RESOLVE, ["c0"])
    assert done.state.object("c0").zone is Zone.GRAVEYARD
    warmonger = chars(done.state, done.state.object("warmonger"))
    assert (warmonger.power, warmonger.toughness) == (5, 5)
    assert "trample" in warmonger.keywords
    assert cites(done.log, "701.21a")


def test_declining_keeps_the_bears_and_no_bonus() -> None:
    done = play(_at_combat("Grizzly Bears"), RESOLVE, ["decline"]).state
    assert done.object("c0").zone is Zone.BATTLEFIELD
    assert chars(done, done.object("warmonger")).power == 3


def test_alone_it_cant_sacrifice_itself_or_an_opponents_creature() -> None:
    done = play(_at_combat(), RESOLVE)
    assert done.pending is None
    assert done.state.object("warmonger").zone is Zone.BATTLEFIELD
    assert done.state.object("theirs").zone is Zone.BATTLEFIELD
    assert chars(done.state, done.state.object("warmonger")).power == 3
