"""Fight (701.14a: each creature deals damage equal to its power to the other) in a sentence of
its own opening with "Then", after the counters the spell put first (608.2c): Troll
Negotiations ("... Then it fights target creature an opponent controls.") and Hunt the Weak
("... Then that creature fights target creature you don't control."). The counters count for
the fight; the damage is no combat damage (701.14d). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

TROLL_NEGOTIATIONS = {
    "name": "Troll Negotiations",
    "type_line": "Sorcery",
    "mana_cost": "{3}{G}",
    "layout": "normal",
    "oracle_text": "Put two +1/+1 counters on target creature you control. Then it fights "
    "target creature an opponent controls.",
}
HUNT_THE_WEAK = {
    "name": "Hunt the Weak",
    "type_line": "Sorcery",
    "mana_cost": "{3}{G}",
    "layout": "normal",
    "oracle_text": "Put a +1/+1 counter on target creature you control. Then that creature "
    "fights target creature you don't control. (Each deals damage equal to its power to the "
    "other.)",
}
RECORDS = {r["name"]: r for r in (TROLL_NEGOTIATIONS, HUNT_THE_WEAK)}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated_and_prints_back(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert " Then " in compiled.printed


def _board(card: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )


def _cast(card: str) -> Any:
    action = {"type": "cast", "object": "spell", "targets": ["bears", "giant"], "free": True}
    cast = play(_board(card), action)
    return play(cast.state, {"type": "resolve"})


def test_troll_negotiations_counters_first_then_the_fight_701_14a() -> None:
    done = _cast("Troll Negotiations")
    state = done.state
    # the Bears, 4/4 with two counters, deal 4 to the 3/3 Hill Giant and take 3
    assert state.object("giant").zone is Zone.GRAVEYARD
    assert state.object("bears").zone is Zone.BATTLEFIELD
    assert state.object("bears").counter("+1/+1") == 2 and state.object("bears").damage == 3
    assert cites(done.log, "701.14a")


def test_hunt_the_weak_that_creature_is_the_first_target() -> None:
    done = _cast("Hunt the Weak")
    state = done.state
    # 3/3 Bears and the 3/3 Giant deal 3 to each other: both die
    assert state.object("giant").zone is Zone.GRAVEYARD
    assert state.object("bears").zone is Zone.GRAVEYARD
    assert state.player("B").life == 20 and state.player("A").life == 20
