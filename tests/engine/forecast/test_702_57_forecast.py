"""Forecast (702.57a-b): "Forecast — [cost], Reveal ~ from your hand: [effect]" is activated
only from its owner's hand, only during their upkeep and only once each turn; the card stays in
the hand. Steeling Stance (a sorcery: "Creatures you control get +1/+1 until end of turn." and
"Forecast — {W}, Reveal ~ from your hand: Target creature gets +1/+1 until end of turn.") of the
2026 card file is compiled from its Oracle text (engine.oracle.grammar.forecast)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

STANCE = "Steeling Stance"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, STANCE, "Grizzly Bears")


def test_702_57a_forecast_compiles_and_prints_back() -> None:
    compiled = compile_record(records(STANCE)[STANCE])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed.splitlines()[1] == (
        "Forecast — {W}, Reveal ~ from your hand: Target creature gets +1/+1 until end of turn."
    )


def _board(step: str, active: str = "A") -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"W": 2},
            "hand": [{"id": "stance", "card": STANCE}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": active, "step": step},
    )


def _forecast(state: GameState) -> Any:
    index = next(
        i
        for i, a in enumerate(chars(state, state.object("stance")).abilities)
        if getattr(a, "keyword", "") == "Forecast"
    )
    return {"type": "activate", "object": "stance", "ability": index, "targets": ["bears"]}


def test_702_57a_activated_from_the_hand_during_your_upkeep() -> None:
    state = _board("upkeep")
    activated = play(state, _forecast(state))
    assert activated.state.object("stance").zone is Zone.HAND  # revealed, not discarded
    done = play(activated.state, {"type": "resolve"})
    bears = chars(done.state, done.state.object("bears"))
    assert (bears.power, bears.toughness) == (3, 3)
    assert done.state.object("stance").zone is Zone.HAND
    assert cites(activated.log, "702.57a")


def test_702_57b_only_once_each_turn() -> None:
    state = _board("upkeep")
    once = play(play(state, _forecast(state)).state, {"type": "resolve"}).state
    with pytest.raises(IllegalAction):
        play(once, _forecast(once))


@pytest.mark.parametrize(("step", "active"), [("precombat_main", "A"), ("upkeep", "B")])
def test_702_57b_only_during_your_upkeep(step: str, active: str) -> None:
    state = _board(step, active)
    with pytest.raises(IllegalAction) as refused:
        play(state, _forecast(state))
    assert "upkeep" in str(refused.value)
