"""Evoke costs of more than mana (702.74a: an alternative cost, 118.9), with Grief of the 2026
card file compiled from its Oracle text ({2}{B}{B} 3/2 menace, "When ~ enters, target opponent
reveals their hand. You choose a nonland card from it. That player discards that card.",
"Evoke—Exile a black card from your hand.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

GRIEF = "Grief"
EVOKED = {"type": "cast", "object": "grief", "evoke": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GRIEF)


def _alice(*hand: tuple[str, str]) -> GameState:
    cards = [{"id": "grief", "card": GRIEF}, *({"id": i, "card": c} for i, c in hand)]
    return board({"id": "A", "hand": cards}, {"id": "B"})


def test_702_74a_grief_compiles_with_its_evoke_cost_and_prints_back() -> None:
    compiled = compile_record(records(GRIEF)[GRIEF])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[-1] == "Evoke—Exile a black card from your hand."
    assert "Evoke" in compiled.definition.keywords  # its sacrifice trigger (702.74a)


def test_702_74a_grief_evoked_exiles_a_black_card_for_no_mana_and_is_sacrificed() -> None:
    cast = play(_alice(("bears", "Grizzly Bears"), ("rats", "Vampire Nighthawk")), EVOKED)
    assert cast.state.object("rats").zone is Zone.EXILE  # the only black card (105.2)
    assert cast.state.object("bears").zone is Zone.HAND
    assert cites(cast.log, "702.74a") and cites(cast.log, "118.9") and cites(cast.log, "406.1")
    assert cast.state.object("grief").zone is Zone.STACK
    entered = pending(cast.state, {"type": "resolve"})  # its two triggers: A orders them
    assert entered.pending is not None and entered.pending.rule == "603.3b"


def test_702_74a_the_black_card_is_chosen_among_several() -> None:
    asked = pending(_alice(("n1", "Vampire Nighthawk"), ("n2", "Vampire Nighthawk")), EVOKED)
    assert {o.id for o in asked.pending.options} == {"n1", "n2"}


def test_118_3_grief_cant_be_evoked_without_another_black_card() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_alice(("bears", "Grizzly Bears")), EVOKED)
    assert refused.value.rule == "118.3"
