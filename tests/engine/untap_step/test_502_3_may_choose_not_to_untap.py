"""502.3: the active player determines which permanents they control untap. "You may choose
not to untap ~ during your untap step." asks its controller in the untap step; leaving it
tapped is logged with the rule. Endoskeleton, compiled from its 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

CARD = "Endoskeleton"
LINE = "You may choose not to untap ~ during your untap step."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CARD)


def _before_alices_untap_step(tapped: bool = True) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "skeleton", "card": CARD, "tapped": tapped},
                {"id": "bears", "card": "Grizzly Bears", "tapped": True},
            ],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "B", "step": "cleanup"},
    )


NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


def test_the_line_is_applied() -> None:
    assert LINE not in compile_record(records(CARD)[CARD]).not_applied


def test_its_controller_is_asked_in_the_untap_step_502_3() -> None:
    asked = pending(_before_alices_untap_step(), NEXT_UPKEEP)
    assert asked.pending is not None
    assert asked.pending.decider == "A" and asked.pending.rule == "502.3"
    assert set(asked.pending.option_ids()) == {"untap", "keep_tapped"}


def test_leaving_it_tapped_502_3() -> None:
    result = play(_before_alices_untap_step(), NEXT_UPKEEP, ["keep_tapped"])
    assert result.state.object("skeleton").tapped
    assert not result.state.object("bears").tapped
    assert any("chooses not to untap" in e.text and "502.3" in e.rules for e in result.log)


def test_untapping_it_as_usual_502_3() -> None:
    result = play(_before_alices_untap_step(), NEXT_UPKEEP, ["untap"])
    assert not result.state.object("skeleton").tapped
    assert cites(result.log, "502.3")


def test_no_question_when_it_is_untapped() -> None:
    result = play(_before_alices_untap_step(tapped=False), NEXT_UPKEEP)
    assert not result.state.object("skeleton").tapped
