"""Echo (702.30a): "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]"; the cost may be no
mana. Rakdos Headliner of the 2026 card file ("Haste" / "Echo—Discard a card.", a 3/3), compiled
from its Oracle text: its controller keeps it by discarding a card of their choice (701.9b), or
sacrifices it (701.21a); with an empty hand there is nothing to pay with (118.3)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

HEADLINER = "Rakdos Headliner"
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HEADLINER)


def _alices_upkeep(hand: list[dict[str, Any]]) -> GameState:
    """Alice cast Rakdos Headliner last turn; her upkeep begins and echo triggers."""
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "devil", "card": HEADLINER, "summoning_sick": True}],
            "hand": hand,
            "library": [{"id": f"a{i}", "card": "Swamp"} for i in range(3)],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Swamp"} for i in range(3)]},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )
    upkeep = play(state, NEXT_UPKEEP)
    assert cites(upkeep.log, "702.30a")
    (trigger,) = upkeep.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.source == "devil"
    return upkeep.state


def test_702_30a_echo_with_a_discard_cost_compiles_and_prints_back() -> None:
    compiled = compile_record(records(HEADLINER)[HEADLINER])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Haste\nEcho—Discard a card."


def test_702_30a_discarding_a_card_of_your_choice_keeps_it() -> None:
    state = _alices_upkeep(
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "bolt", "card": "Lightning Bolt"}]
    )
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    paid = play(state, RESOLVE, ["pay", "bears"])
    assert paid.state.object("devil").zone is Zone.BATTLEFIELD
    assert paid.state.object("bears").zone is Zone.GRAVEYARD
    assert paid.state.object("bolt").zone is Zone.HAND
    assert cites(paid.log, "701.9a") and cites(paid.log, "702.30a")


def test_702_30a_declining_sacrifices_it() -> None:
    state = _alices_upkeep([{"id": "bears", "card": "Grizzly Bears"}])
    done = play(state, RESOLVE, ["decline"])
    assert done.state.object("devil").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.HAND
    assert cites(done.log, "701.21a")


def test_702_30a_with_no_card_in_hand_it_is_sacrificed_without_a_question() -> None:
    done = play(_alices_upkeep([]), RESOLVE)
    assert done.state.object("devil").zone is Zone.GRAVEYARD
    assert cites(done.log, "118.3") and cites(done.log, "701.21a")
