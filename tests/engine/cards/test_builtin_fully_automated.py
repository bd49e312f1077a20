"""Built-in cards that were partially automated and now are fully: Banefire's "if X is 5 or
more" (can't be countered, damage can't be prevented: 615.12), Curse of the Pierced Heart's
"that player or a planeswalker that player controls" (608.2d) and Sorin Markov's −7 (723)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState, Zone
from engine.game.automation import unmodeled
from engine.testing.scenario import board, cites, pending, play

SHIELD = {
    "id": "salve",
    "kind": "prevent_next_damage",
    "controller": "B",
    "params": {"recipient": "B", "amount": 10},
    "duration": "end_of_turn",
}


@pytest.mark.parametrize("name", ["Banefire", "Curse of the Pierced Heart", "Sorin Markov"])
def test_fully_automated(name: str) -> None:
    assert unmodeled(engine.REGISTRY.get(name)) == []


def _banefire(x: int) -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "fire", "card": "Banefire"}]},
        {"id": "B", "hand": [{"id": "cs", "card": "Counterspell"}]},
        effects=[SHIELD],
    )
    return play(
        state, {"type": "cast", "object": "fire", "targets": ["B"], "x": x, "free": True}
    ).state


def test_banefire_x5_damage_isnt_prevented_by_a_shield_on_the_table() -> None:
    result = play(_banefire(5), {"type": "resolve"})
    assert result.state.player("B").life == 15
    assert cites(result.log, "615.12")
    assert result.state.effect("salve") is not None  # not used up (615.12)


def test_banefire_x4_damage_is_prevented() -> None:
    result = play(_banefire(4), {"type": "resolve"})
    assert result.state.player("B").life == 20


def test_banefire_x5_cant_be_countered_but_x4_can() -> None:
    counter = {"type": "cast", "object": "cs", "targets": ["fire"], "free": True}
    five = play(play(_banefire(5), counter).state, {"type": "resolve"})
    assert five.state.object("fire").zone is Zone.STACK  # Counterspell resolved, did nothing
    four = play(play(_banefire(4), counter).state, {"type": "resolve"})
    assert four.state.object("fire").zone is Zone.GRAVEYARD


def _curse_upkeep(bob_battlefield: list[dict[str, Any]]) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "curse", "card": "Curse of the Pierced Heart", "attached_to": "B"}
            ],
        },
        {"id": "B", "battlefield": bob_battlefield},
        turn={"number": 2, "active_player": "B", "step": "untap"},
    )
    return play(state, {"type": "advance"}).state


def test_curse_of_the_pierced_heart_may_hit_a_planeswalker_that_player_controls() -> None:
    walker = {"id": "jace", "card": "Sorin Markov", "counters": {"loyalty": 4}}
    state = _curse_upkeep([walker])
    asked = pending(state, {"type": "resolve"}).pending
    assert asked is not None and [o.id for o in asked.options] == ["B", "jace"]
    assert asked.rule == "608.2d" and asked.decider == "A"
    hit = play(state, {"type": "resolve"}, ["jace"])
    assert hit.state.object("jace").counter("loyalty") == 3
    assert hit.state.player("B").life == 20


def test_curse_of_the_pierced_heart_without_planeswalkers_hits_the_player() -> None:
    hit = play(_curse_upkeep([]), {"type": "resolve"})
    assert hit.state.player("B").life == 19


def test_sorin_markov_minus_7_alice_decides_for_bob_during_his_next_turn_723_5() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "sorin", "card": "Sorin Markov", "counters": {"loyalty": 7}}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "g1", "card": "Grenzo, Dungeon Warden", "counters": {"+1/+1": 1}},
            ],
            "library": [{"id": "g2", "card": "Grenzo, Dungeon Warden"}],
        },
    )
    state = play(
        state, {"type": "activate", "object": "sorin", "ability": 2, "targets": ["B"]}
    ).state
    state = play(state, {"type": "resolve"}).state
    (effect,) = [e for e in state.effects if e.kind == "controls_player"]
    assert "A controls B during B's next turn" in engine.text_rendering(state)
    # Bob's turn: Bob draws, then a decision of his (a judge puts the second Grenzo into play:
    # the legend rule asks its controller) goes to Alice.
    bobs = play(state, {"type": "advance", "to": "precombat_main", "turn": "next"}).state
    assert bobs.turn.active_player == "B"
    legend = {"type": "set_life", "player": "B", "value": 20}
    two = engine.load(
        {
            **engine.dump(bobs),
            "players": [
                engine.dump(bobs)["players"][0],
                {
                    **engine.dump(bobs)["players"][1],
                    "battlefield": [
                        {"id": "g1", "card": "Grenzo, Dungeon Warden", "counters": {"+1/+1": 1}},
                        {"id": "g3", "card": "Grenzo, Dungeon Warden", "counters": {"+1/+1": 1}},
                    ],
                },
            ],
        }
    )
    asked = pending(two, legend).pending
    assert asked is not None and asked.decider == "A" and "723.5" in asked.prompt
    # The effect ends as the next turn begins (723.1).
    after = play(two, legend, ["g1"]).state
    later = play(after, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert not [e for e in later.effects if e.kind == "controls_player"]
