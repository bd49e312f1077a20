""" "If this is the third time this ability has resolved this turn, ..." (608.2, 608.2c): the
resolutions of one ability of one object are counted this turn, the one in progress included
(engine.mechanics.resolution_counts; the record is the turn history's, 514.2). Activations that
haven't resolved don't count, and a permanent that left the battlefield and came back is a new
object whose ability counts afresh (400.7). Ashling the Pilgrim and Inner-Flame Igniter are
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Ashling the Pilgrim": {
        "name": "Ashling the Pilgrim",
        "mana_cost": "{1}{R}",
        "type_line": "Legendary Creature — Elemental Shaman",
        "colors": ["R"],
        "power": "1",
        "toughness": "1",
        "layout": "normal",
        "oracle_text": "{1}{R}: Put a +1/+1 counter on Ashling the Pilgrim. If this is the third "
        "time this ability has resolved this turn, remove all +1/+1 counters from Ashling the "
        "Pilgrim, and it deals that much damage to each creature and each player.",
    },
    "Inner-Flame Igniter": {
        "name": "Inner-Flame Igniter",
        "mana_cost": "{2}{R}",
        "type_line": "Creature — Elemental Warrior",
        "colors": ["R"],
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the "
        "third time this ability has resolved this turn, creatures you control gain first strike "
        "until end of turn.",
    },
}
RESOLVE = {"type": "resolve"}
ACTIVATE = {"type": "activate", "object": "ashling", "ability": 0}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"].replace(name, "~")


def _board(activations: int) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": {"R": 2 * activations},
            "battlefield": [
                {"id": "ashling", "card": "Ashling the Pilgrim"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "angel", "card": "Serra Angel"}]},
    )


def _activate_and_resolve(state: GameState) -> tuple[GameState, list[str]]:
    activated = play(state, ACTIVATE)
    done = play(activated.state, RESOLVE)
    return done.state, [r for entry in done.log for r in entry.rules]


def test_the_third_resolution_removes_the_counters_and_deals_that_much_damage() -> None:
    state = _board(3)
    for _ in range(2):
        state, _ = _activate_and_resolve(state)
    assert state.object("ashling").counter("+1/+1") == 2
    assert (state.player("A").life, state.player("B").life) == (20, 20)
    state, rules = _activate_and_resolve(state)
    # Three counters removed: 3 damage to each creature and each player at once (120.4).
    assert (state.player("A").life, state.player("B").life) == (17, 17)
    assert state.object("ashling").zone is Zone.GRAVEYARD  # a 1/1 again, dealt 3 (704.5g)
    assert state.object("bears").zone is Zone.GRAVEYARD
    assert (state.object("angel").zone, state.object("angel").damage) == (Zone.BATTLEFIELD, 3)
    assert "608.2c" in rules


def test_resolutions_are_counted_not_activations() -> None:
    """Three activations on the stack at once: the third to resolve (the first activated) is
    the third time."""
    state = _board(3)
    for _ in range(3):
        state = play(state, ACTIVATE).state
    assert len(state.zone(Zone.STACK)) == 3
    state = play(state, RESOLVE).state
    state = play(state, RESOLVE).state
    assert state.object("ashling").counter("+1/+1") == 2
    assert state.player("B").life == 20
    done = play(state, RESOLVE)
    assert (done.state.player("A").life, done.state.player("B").life) == (17, 17)
    assert cites(done.log, "608.2c")


def test_a_new_object_counts_its_resolutions_afresh_400_7() -> None:
    state = _board(3)
    for _ in range(2):
        state, _ = _activate_and_resolve(state)
    for zone in ("hand", "battlefield"):
        state = play(state, {"type": "move_object", "object": "ashling", "to": zone}).state
    state, _ = _activate_and_resolve(state)
    # Its first resolution for the Ashling now on the battlefield: just a counter.
    assert state.object("ashling").counter("+1/+1") == 1
    assert (state.player("A").life, state.player("B").life) == (20, 20)


def test_the_third_resolution_after_ashling_left_removes_nothing_and_deals_nothing() -> None:
    state = _board(3)
    for _ in range(2):
        state, _ = _activate_and_resolve(state)
    state = play(state, ACTIVATE).state
    state = play(state, {"type": "move_object", "object": "ashling", "to": "graveyard"}).state
    done = play(state, RESOLVE)
    assert (done.state.player("A").life, done.state.player("B").life) == (20, 20)
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert cites(done.log, "400.7")


def test_inner_flame_igniter_grants_first_strike_on_the_third_resolution_only() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 9},
            "battlefield": [{"id": "igniter", "card": "Inner-Flame Igniter"}],
        },
        {"id": "B"},
    )
    for resolved in range(1, 4):
        state = play(state, {"type": "activate", "object": "igniter", "ability": 0}).state
        state = play(state, RESOLVE).state
        shown = chars(state, state.object("igniter"))
        assert shown.power == 2 + resolved
        assert shown.has("first strike") is (resolved == 3)
