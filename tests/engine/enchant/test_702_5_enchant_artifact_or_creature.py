"""Enchant artifact or creature (702.5a, 303.4a): the Aura targets an artifact or a creature as
it's cast and is attached to it as it resolves; a land is no legal target. Gift of Wrath, compiled
from its 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

CARDS = ("Gift of Wrath", "Ornithopter")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS)


def _gift_in_hand() -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "gift", "card": "Gift of Wrath"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "thopter", "card": "Ornithopter"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "forest", "card": "Forest"},
            ],
        },
    )


def test_the_enchant_line_is_applied_702_5a() -> None:
    compiled = compile_record(records("Gift of Wrath")["Gift of Wrath"])
    assert "Enchant artifact or creature" not in compiled.not_applied


@pytest.mark.parametrize("target", ["thopter", "bears"])
def test_it_enchants_an_artifact_or_a_creature_303_4a(target: str) -> None:
    cast = play(
        _gift_in_hand(),
        {"type": "cast", "object": "gift", "targets": [target], "free": True},
    )
    done = play(cast.state, {"type": "resolve"}).state
    gift = done.object("gift")
    assert gift.zone is Zone.BATTLEFIELD and gift.attached_to == target


def test_a_land_is_no_legal_target_702_5a() -> None:
    with pytest.raises(IllegalAction):
        play(
            _gift_in_hand(),
            {"type": "cast", "object": "gift", "targets": ["forest"], "free": True},
        )
