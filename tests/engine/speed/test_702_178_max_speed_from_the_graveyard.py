"""A max speed ability granting an ability that works from the graveyard (702.178a-b): Goblin
Surveyor's "Max speed — {3}, Exile ~ from your graveyard: Draw a card." The card has the
ability in its owner's graveyard only while they have max speed (speed 4). Compiled from its
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SURVEYOR = "Goblin Surveyor"
RESOLVE = {"type": "resolve"}
ACTIVATE = {"type": "activate", "object": "surveyor", "ability": 1, "free": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SURVEYOR)


def test_702_178b_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(SURVEYOR)[SURVEYOR])
    assert compiled.label == AUTOMATED
    assert "Max speed — {3}, Exile ~ from your graveyard: Draw a card." in (
        compiled.printed.splitlines()
    )


def _board(speed: int) -> GameState:
    return board(
        {
            "id": "A",
            "speed": speed,
            "graveyard": [{"id": "surveyor", "card": SURVEYOR}],
            "library": [{"id": f"lib{i}", "card": "Forest"} for i in range(3)],
        },
        {"id": "B"},
    )


def _ability_index(state: GameState) -> int:
    abilities = chars(state, state.object("surveyor")).abilities
    return next(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))


def test_702_178b_at_max_speed_it_is_activated_from_the_graveyard() -> None:
    state = _board(4)
    activate = {**ACTIVATE, "ability": _ability_index(state)}
    activated = play(state, activate)
    assert activated.state.object("surveyor").zone is Zone.EXILE
    assert cites(activated.log, "602.2")
    done = play(activated.state, RESOLVE)
    assert len(done.state.zone(Zone.HAND, "A")) == 1


def test_702_178a_below_max_speed_the_card_doesnt_have_the_ability() -> None:
    state = _board(3)
    with pytest.raises(IllegalAction) as refused:
        play(state, {**ACTIVATE, "ability": _ability_index(state)})
    assert refused.value.rule == "702.178a"
    assert state.object("surveyor").zone is Zone.GRAVEYARD
