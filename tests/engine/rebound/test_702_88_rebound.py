"""Rebound (702.88a): "If you cast this spell from your hand, exile it as it resolves. At the
beginning of your next upkeep, you may cast this card from exile without paying its mana cost."
Staggershock ("~ deals 2 damage to any target. / Rebound"), a real card of the 2026 card file
compiled from its Oracle text.

Exiled as it resolves only when cast from the hand; the delayed trigger (603.7a) waits for its
controller's next upkeep, not the opponent's; cast then as it resolves (608.2g, 118.9), its
target chosen then, and from exile it doesn't rebound again."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Step, Turn, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Staggershock",)
CAST_AT_BOB = {"type": "cast", "object": "shock", "targets": ["B"], "free": True}


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def alice(zone: str = "hand") -> GameState:
    return board(
        {
            "id": "A",
            zone: [{"id": "shock", "card": "Staggershock"}],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(3)],
        },
    )


def to_upkeep(state: GameState, player: str) -> GameState:
    """The state just before `player`'s upkeep begins: their untap step of the next turn."""
    return replace(state, turn=Turn(state.turn.number + 1, player, Step.UNTAP))


def test_staggershock_compiles_automated_with_rebound() -> None:
    compiled = compile_record(_records()["Staggershock"])
    assert compiled.label == AUTOMATED
    assert "Rebound" in compiled.definition.keywords


def test_cast_from_the_hand_it_is_exiled_as_it_resolves() -> None:
    resolved = resolve_all(play(alice(), CAST_AT_BOB).state)
    assert resolved.player("B").life == 18
    assert resolved.object("shock").zone is Zone.EXILE
    assert any(e.kind == "delayed_trigger" for e in resolved.effects)


def test_at_its_controller_s_next_upkeep_it_may_be_cast_again_without_paying() -> None:
    exiled = resolve_all(play(alice(), CAST_AT_BOB).state)
    upkeep = play(to_upkeep(exiled, "A"), {"type": "advance"})
    assert cites(upkeep.log, "603.7")
    asked = pending(upkeep.state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.kind is DecisionKind.MAY
    assert asked.pending.rule == "702.88a"
    # Cast it, at Grizzly Bears this time (its target chosen now, 601.2c).
    cast = play(upkeep.state, {"type": "resolve"}, ["cast", "bears"])
    assert cites(cast.log, "608.2g")
    assert cast.state.object("shock").zone is Zone.STACK
    done = resolve_all(cast.state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    # Cast from exile, not the hand: it goes to the graveyard, no second rebound.
    assert done.object("shock").zone is Zone.GRAVEYARD
    assert not any(e.kind == "delayed_trigger" for e in done.effects)


def test_the_opponent_s_upkeep_doesn_t_trigger_it() -> None:
    exiled = resolve_all(play(alice(), CAST_AT_BOB).state)
    upkeep = play(to_upkeep(exiled, "B"), {"type": "advance"})
    assert not upkeep.state.pending_triggers and not upkeep.state.zone(Zone.STACK)
    assert any(e.kind == "delayed_trigger" for e in upkeep.state.effects)


def test_declining_leaves_it_in_exile() -> None:
    exiled = resolve_all(play(alice(), CAST_AT_BOB).state)
    upkeep = play(to_upkeep(exiled, "A"), {"type": "advance"})
    done = play(upkeep.state, {"type": "resolve"}, ["dont"])
    assert done.state.object("shock").zone is Zone.EXILE
    assert done.state.player("B").life == 18
