"""Escalate costs of more than mana (702.120a: paid once for each mode beyond the first, 601.2f-h),
with Collective Brutality of the 2026 card file compiled from its Oracle text ({1}{B} sorcery,
"Escalate—Discard a card.", "Choose one or more —" target opponent reveals ... discards; target
creature gets -2/-2 until end of turn; target opponent loses 2 life and you gain 2 life)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BRUTALITY = "Collective Brutality"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BRUTALITY)


def _alice(hand: int) -> GameState:
    cards = [{"id": "brut", "card": BRUTALITY}]
    cards += [{"id": f"h{i}", "card": "Island"} for i in range(hand)]
    return board(
        {"id": "A", "hand": cards, "mana_pool": {"B": 1, "C": 1}},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def _cast(modes: list[int], targets: list[str]) -> dict[str, Any]:
    return {"type": "cast", "object": "brut", "modes": modes, "targets": targets}


def test_702_120a_brutality_compiles_and_prints_back() -> None:
    compiled = compile_record(records(BRUTALITY)[BRUTALITY])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Escalate—Discard a card."


def test_702_120a_two_modes_discard_one_card() -> None:
    cast = play(_alice(1), _cast([1, 2], ["bears", "B"]))
    assert cast.state.object("h0").zone is Zone.GRAVEYARD
    assert cites(cast.log, "702.120a") and cites(cast.log, "701.9a")
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("bears").zone is Zone.GRAVEYARD  # 2/2 with -2/-2 (704.5f)
    assert (done.state.player("A").life, done.state.player("B").life) == (22, 18)


def test_702_120a_one_mode_discards_nothing() -> None:
    cast = play(_alice(1), _cast([2], ["B"]))
    assert cast.state.object("h0").zone is Zone.HAND


def test_118_3_three_modes_need_two_cards_to_discard() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_alice(1), _cast([0, 1, 2], ["B", "bears", "B"]))
    assert refused.value.rule == "118.3"
