"""Spectacle (702.137a): "Spectacle [cost]" means "You may pay [cost] rather than pay this
spell's mana cost as you cast this spell if an opponent lost life this turn." Skewer the Critics
("Spectacle {R} / ~ deals 3 damage to any target.", mana cost {2}{R}), a real card of the 2026
card file compiled from its Oracle text. Life lost this turn is the turn history's
(engine.mechanics.turn_history: life_lost)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Skewer the Critics",)
SPECTACLE = {"type": "cast", "object": "skewer", "targets": ["B"], "alternative": True}


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def alice(life_of_bob: int = 20) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "skewer", "card": "Skewer the Critics"},
                {"id": "shock", "card": "Shock"},
            ],
            "mana_pool": {"R": 1},
        },
        {"id": "B", "life": life_of_bob},
    )


def test_skewer_the_critics_compiles_automated() -> None:
    compiled = compile_record(_records()["Skewer the Critics"])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("Spectacle {R}\n")


def test_before_an_opponent_lost_life_the_spectacle_cost_is_refused() -> None:
    with pytest.raises(IllegalAction) as refused:
        engine.apply(alice(), SPECTACLE)
    assert refused.value.rule == "702.137a"


def test_after_an_opponent_lost_life_it_is_cast_for_its_spectacle_cost() -> None:
    shocked = resolve_all(
        play(alice(), {"type": "cast", "object": "shock", "targets": ["B"], "free": True}).state
    )
    assert shocked.player("B").life == 18
    cast = play(shocked, SPECTACLE)  # {R} from the pool, rather than {2}{R}
    assert cites(cast.log, "702.137a") and cites(cast.log, "118.9")
    done = resolve_all(cast.state)
    assert done.player("B").life == 15
