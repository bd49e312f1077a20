"""Web-slinging (702.188a): "You may cast this spell by paying [cost] and returning a tapped
creature you control to its owner's hand rather than paying its mana cost." Spider-Man,
Web-Slinger (a {2}{W} 3/3, web-slinging {W}) of the 2026 card file is compiled from its Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SPIDER = "Spider-Man, Web-Slinger"
SLING = {"type": "cast", "object": "spider", "web_slinging": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SPIDER)


def test_702_188a_web_slinging_compiles_and_prints_back() -> None:
    compiled = compile_record(records(SPIDER)[SPIDER])
    assert compiled.label == AUTOMATED
    assert compiled.definition.web_slinging == "{W}"
    assert compiled.printed == "Web-slinging {W}"


def _board(*creatures: dict[str, Any]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spider", "card": SPIDER}],
            "battlefield": list(creatures),
            "mana_pool": {"W": 1},
        },
        {"id": "B"},
    )


def test_702_188a_cast_for_its_cost_returning_a_tapped_creature() -> None:
    state = _board(
        {"id": "bears", "card": "Grizzly Bears", "tapped": True},
        {"id": "fresh", "card": "Grizzly Bears"},
    )
    cast = play(state, SLING)  # the untapped Bears can't be returned: only one choice
    assert cites(cast.log, "702.188a") and cites(cast.log, "118.9")
    assert cast.state.object("bears").zone is Zone.HAND
    assert cast.state.object("fresh").zone is Zone.BATTLEFIELD
    assert cast.state.player("A").mana_pool.to_json() == {}  # {W}, rather than {2}{W}
    done = play(cast.state, {"type": "resolve"})
    spider = done.state.object("spider")
    assert spider.zone is Zone.BATTLEFIELD and spider.cast_for == "web-slinging"


def test_702_188a_no_tapped_creature_to_return_no_web_slinging() -> None:
    state = _board({"id": "fresh", "card": "Grizzly Bears"})
    with pytest.raises(IllegalAction) as refused:
        apply(state, SLING)
    assert refused.value.rule == "118.3"
