"""A script with an answer the action never asked for is refused, naming the decision that
answer belongs to and that decision's own rule (not 616.1 for everything)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.game.play import apply
from engine.testing.scenario import board

DAMAGE = {"type": "deal_damage", "source": "exc", "target": "B", "amount": 2}


def _refusal(state: object, choices: list[str]) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        apply(state, DAMAGE, choices)  # type: ignore[arg-type]
    return refused.value


def test_an_unneeded_replacement_order_cites_616_1() -> None:
    """Only Furnace of Rath applies to the damage: nothing is ordered, so the effect's id was an
    answer to a question never asked."""
    state = board(
        {"id": "A", "battlefield": [{"id": "exc", "card": "Excruciator"}]},
        {"id": "B", "battlefield": [{"id": "furnace", "card": "Furnace of Rath"}]},
    )
    refused = _refusal(state, ["furnace.0"])
    assert refused.rule == "616.1"
    assert "which replacement or prevention effect applies first" in refused.message


def test_an_unneeded_legend_rule_answer_cites_704_5j() -> None:
    grenzo = {"id": "grenzo", "card": "Grenzo, Dungeon Warden", "counters": {"+1/+1": 1}}
    state = board(
        {"id": "A", "battlefield": [{"id": "exc", "card": "Excruciator"}, grenzo]}, {"id": "B"}
    )
    refused = _refusal(state, ["grenzo"])
    assert refused.rule == "704.5j" and "legendary permanent stays" in refused.message


def test_an_unneeded_you_may_answer_cites_603_5() -> None:
    state = board({"id": "A", "battlefield": [{"id": "exc", "card": "Excruciator"}]}, {"id": "B"})
    refused = _refusal(state, ["yes", "no"])
    assert refused.rule == "603.5"
    assert "scripted choice 1 ('yes') (and 1 more after it)" in refused.message


def test_an_answer_to_no_known_decision_cites_no_rule() -> None:
    state = board({"id": "A", "battlefield": [{"id": "exc", "card": "Excruciator"}]}, {"id": "B"})
    refused = _refusal(state, ["banana"])
    assert refused.rule == "" and "no decision" in refused.message
