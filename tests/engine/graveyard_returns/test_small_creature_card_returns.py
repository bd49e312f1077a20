"""The card Unearth ("Return target creature card with mana value 3 or less from your graveyard
to the battlefield."), compiled from its Oracle text: the target's mana value is read in the
graveyard (115.1, 202.3), and only a card of your own graveyard fits (404.1)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

UNEARTH = {
    "name": "Unearth",
    "mana_cost": "{B}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Return target creature card with mana value 3 or less from your graveyard "
    "to the battlefield.\nCycling {2} ({2}, Discard this card: Draw a card.)",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Unearth": UNEARTH})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "unearth", "card": "Unearth"}],
            "graveyard": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {"id": "B", "graveyard": [{"id": "their_bears", "card": "Grizzly Bears"}]},
    )


def _cast(target: str) -> dict[str, Any]:
    return {"type": "cast", "object": "unearth", "targets": [target], "free": True}


def test_unearth_compiles_automated() -> None:
    compiled = compile_record(UNEARTH)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_a_creature_card_with_mana_value_2_returns() -> None:
    done = play(play(_board(), _cast("bears")).state, {"type": "resolve"})
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert done.state.object("bears").controller == "A"


@pytest.mark.parametrize("target", ["giant", "their_bears"])
def test_mana_value_4_or_an_opponents_card_is_refused_115_1(target: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board(), _cast(target), [])
    assert refused.value.rule == "115.1"
