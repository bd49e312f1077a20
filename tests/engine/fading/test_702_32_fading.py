"""Fading (702.32a): "Fading N" means "This permanent enters with N fade counters on it" and "At
the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice
the permanent." Blastoderm: a 5/5 Beast with shroud and fading 3.
"""

from __future__ import annotations

from typing import Any

from engine.cards import REGISTRY
from engine.cards.keyword_abilities import WITH_NUMBER
from engine.core.state import GameState, Zone
from engine.game.automation import unmodeled
from engine.rules.keywords import IMPLEMENTED
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


def blastoderm(**extra: Any) -> dict[str, Any]:
    return {"id": "bd", "card": "Blastoderm", **extra}


def before_alices_turn(fade: int) -> GameState:
    """Bob's end step; Alice controls Blastoderm with `fade` fade counters."""
    counters = {"fade": fade} if fade else {}
    return board(
        {"id": "A", "battlefield": [blastoderm(counters=counters)], "library": _library("a")},
        {"id": "B", "library": _library("b")},
        turn={"number": 1, "active_player": "B", "step": "end"},
    )


def _library(prefix: str) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": "Swamp"} for i in range(3)]


def test_fading_is_listed_by_the_definition_with_its_number() -> None:
    card = REGISTRY.get("Blastoderm")
    assert card is not None
    assert "fading" in WITH_NUMBER and "fading" not in IMPLEMENTED  # no number without a definition
    assert unmodeled(card) == []
    assert [getattr(a, "keyword", "") for a in card.abilities] == ["", "Fading"]


def test_blastoderm_enters_with_three_fade_counters() -> None:
    state = board(
        {"id": "A", "hand": [blastoderm()]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bd", "free": True})
    entered = play(cast.state, RESOLVE)
    assert entered.state.object("bd").zone is Zone.BATTLEFIELD
    assert entered.state.object("bd").counter("fade") == 3
    assert cites(entered.log, "614.1c")


def test_a_fade_counter_is_removed_at_the_beginning_of_its_controllers_upkeep() -> None:
    upkeep = play(before_alices_turn(2), NEXT_UPKEEP)
    assert cites(upkeep.log, "702.32a") and cites(upkeep.log, "603.2")
    (trigger,) = upkeep.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.source == "bd"
    resolved = play(upkeep.state, RESOLVE)
    assert resolved.state.object("bd").counter("fade") == 1
    assert resolved.state.object("bd").zone is Zone.BATTLEFIELD


def test_it_doesnt_trigger_in_an_opponents_upkeep() -> None:
    state = board(
        {"id": "A", "battlefield": [blastoderm(counters={"fade": 1})], "library": _library("a")},
        {"id": "B", "library": _library("b")},
        turn={"number": 1, "active_player": "A", "step": "end"},
    )
    upkeep = play(state, NEXT_UPKEEP)
    assert upkeep.state.turn.active_player == "B"
    assert upkeep.state.zone(Zone.STACK) == ()


def test_with_no_fade_counter_left_it_is_sacrificed() -> None:
    upkeep = play(before_alices_turn(0), NEXT_UPKEEP)
    resolved = play(upkeep.state, RESOLVE)
    assert resolved.state.object("bd").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "701.21a")


def test_fading_3_gives_three_more_upkeeps_then_the_sacrifice() -> None:
    """Counters 1 and 0: the last counter goes in one upkeep, the creature in the next."""
    state = play(play(before_alices_turn(1), NEXT_UPKEEP).state, RESOLVE).state
    assert state.object("bd").counter("fade") == 0 and state.object("bd").zone is Zone.BATTLEFIELD
    bobs = play(state, NEXT_UPKEEP).state
    assert bobs.zone(Zone.STACK) == ()
    alices = play(play(bobs, NEXT_UPKEEP).state, RESOLVE).state
    assert alices.object("bd").zone is Zone.GRAVEYARD
