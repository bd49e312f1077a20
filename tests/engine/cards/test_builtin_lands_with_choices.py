"""Lands whose controller chooses: revealing a card as a snarl enters (614.12a, 701.20a), the land
a bounce land returns (608.2d), the basic land Evolving Wilds finds (701.23)."""

from __future__ import annotations

from typing import Any

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, pending, play

PLAY = {"type": "play_land", "object": "new"}


def alice(
    hand: list[dict[str, Any]], battlefield: list[dict[str, Any]] | None = None, **more: Any
) -> GameState:
    return board(
        {"id": "A", "name": "Alice", "hand": hand, "battlefield": battlefield or [], **more},
        {"id": "B", "name": "Bob"},
    )


SNARL = {"id": "new", "card": "Vineglimmer Snarl"}


def test_a_snarl_asks_whether_to_reveal_a_matching_card() -> None:
    state = alice([SNARL, {"id": "forest", "card": "Forest"}, {"id": "bolt", "card": "Shock"}])
    asked = pending(state, PLAY)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.MAY and asked.pending.rule == "614.12a"
    assert asked.pending.option_ids() == ("forest", "decline")


def test_revealing_a_forest_lets_the_snarl_enter_untapped() -> None:
    state = alice([SNARL, {"id": "forest", "card": "Forest"}])
    result = play(state, PLAY, ["forest"])
    assert not result.state.object("new").tapped
    assert result.state.object("forest").zone is Zone.HAND  # revealing doesn't move it (701.20b)
    assert cites(result.log, "701.20a")


def test_declining_to_reveal_makes_the_snarl_enter_tapped() -> None:
    state = alice([SNARL, {"id": "island", "card": "Island"}])
    assert play(state, PLAY, ["decline"]).state.object("new").tapped


def test_without_a_matching_card_the_snarl_enters_tapped_without_asking() -> None:
    state = alice([SNARL, {"id": "mountain", "card": "Mountain"}])
    assert play(state, PLAY).state.object("new").tapped


def test_a_bounce_land_returns_a_chosen_land_you_control() -> None:
    state = alice(
        [{"id": "new", "card": "Simic Growth Chamber"}],
        [{"id": "forest", "card": "Forest"}, {"id": "island", "card": "Island"}],
    )
    played = play(state, PLAY)
    assert played.state.object("new").tapped
    asked = pending(played.state, {"type": "resolve"})
    assert asked.pending is not None
    assert asked.pending.option_ids() == ("forest", "island", "new")
    result = play(played.state, {"type": "resolve"}, ["forest"])
    assert result.state.object("forest").zone is Zone.HAND
    assert result.state.object("new").zone is Zone.BATTLEFIELD


def test_a_bounce_land_alone_returns_itself() -> None:
    played = play(alice([{"id": "new", "card": "Boros Garrison"}]), PLAY)
    result = play(played.state, {"type": "resolve"})
    assert result.state.object("new").zone is Zone.HAND


def test_a_bounce_land_taps_for_two_mana() -> None:
    state = alice([], [{"id": "chamber", "card": "Simic Growth Chamber"}])
    result = play(state, {"type": "activate", "object": "chamber", "ability": 2})
    assert dict(result.state.player("A").mana_pool) == {"G": 1, "U": 1}


def test_evolving_wilds_finds_a_basic_land_that_enters_tapped() -> None:
    """701.23: "Search your library" isn't optional (no "decline"), though finding is."""
    state = alice(
        [],
        [{"id": "wilds", "card": "Evolving Wilds"}],
        library=[{"id": "shock", "card": "Shock"}, {"id": "forest", "card": "Forest"}],
    )
    cracked = play(state, {"type": "activate", "object": "wilds", "ability": 0})
    assert cracked.state.object("wilds").zone is Zone.GRAVEYARD
    asked = pending(cracked.state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.option_ids() == ("nothing", "forest")
    result = play(cracked.state, {"type": "resolve"}, ["forest"])
    forest = result.state.object("forest")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped
    assert cites(result.log, "701.24a")
