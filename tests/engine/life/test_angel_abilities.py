"""Angel of Grace's own abilities: the enters trigger makes the effect AOG-1 uses, and the
graveyard ability sets the life total (AOG-4, AOG-6 through the real ability)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import LifeGained
from engine.core.state import Zone
from engine.testing.scenario import board, cites, play


def test_enters_trigger_creates_the_life_floor_until_end_of_turn() -> None:
    state = board(
        {"id": "A", "life": 5, "hand": [{"id": "angel", "card": "Angel of Grace"}]},
        {"id": "B", "battlefield": [{"id": "exc", "card": "Excruciator"}]},
    )
    state = play(state, {"type": "cast", "object": "angel", "free": True}).state
    entered = play(state, {"type": "resolve"})  # the Angel enters; its trigger goes on the stack
    assert entered.state.object("angel").zone is Zone.BATTLEFIELD
    assert [o.stack.kind for o in entered.state.zone(Zone.STACK) if o.stack] == ["triggered"]
    assert cites(entered.log, "603.2") and cites(entered.log, "603.3")
    resolved = play(entered.state, {"type": "resolve"})
    floor = [e for e in resolved.state.effects if e.kind == "damage_life_floor"]
    assert (
        len(floor) == 1
        and floor[0].params["player"] == "A"
        and floor[0].duration.value == "end_of_turn"
    )
    hit = play(
        resolved.state,
        {"type": "deal_damage", "source": "exc", "target": "A", "amount": 7, "combat": True},
    )
    assert hit.state.player("A").life == 1


def test_graveyard_ability_sets_life_to_ten_and_exiles_the_angel() -> None:
    state = board(
        {
            "id": "A",
            "life": 2,
            "graveyard": [{"id": "angel", "card": "Angel of Grace"}],
            "mana_pool": {"W": 2, "C": 4},
        },
        {"id": "B"},
    )
    activated = play(state, {"type": "activate", "object": "angel", "ability": 1})
    assert activated.state.object("angel").zone is Zone.EXILE  # exiling it is part of the cost
    assert not activated.state.player("A").mana_pool
    result = play(activated.state, {"type": "resolve"})
    assert result.state.player("A").life == 10
    assert LifeGained("A", 8) in result.events
    assert cites(result.log, "119.5")


def test_aog_6_graveyard_ability_in_two_headed_giant_sets_the_team_to_ten() -> None:
    state = board(
        {
            "id": "A",
            "life": 4,
            "team": "AC",
            "graveyard": [{"id": "angel", "card": "Angel of Grace"}],
        },
        {"id": "B", "life": 30, "team": "BD"},
        {"id": "C", "life": 4, "team": "AC"},
        {"id": "D", "life": 30, "team": "BD"},
        format="two_headed_giant",
    )
    state = play(state, {"type": "activate", "object": "angel", "ability": 1, "free": True}).state
    result = play(state, {"type": "resolve"})
    assert [result.state.player(p).life for p in "ACBD"] == [10, 10, 30, 30]


def test_the_graveyard_ability_does_nothing_from_the_battlefield() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "angel", "card": "Angel of Grace"}]}, {"id": "B"}
    )
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "activate", "object": "angel", "ability": 1, "free": True})
    assert err.value.rule == "113.6"
