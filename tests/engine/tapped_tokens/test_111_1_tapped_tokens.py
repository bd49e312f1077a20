"""Tokens created tapped (111.1, 110.5: a permanent enters the battlefield untapped unless told
otherwise): "create two tapped 2/2 black Necron Warrior artifact creature tokens" (Royal
Warden) and "create that many tapped Treasure tokens" (Prosperous Bandit, 111.10). Compiled
from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

ROYAL_WARDEN = "Royal Warden"
GIRDER_GOONS = "Girder Goons"
NAMES = (ROYAL_WARDEN, GIRDER_GOONS, "Prosperous Bandit", "Gravpack Monoist")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ROYAL_WARDEN, GIRDER_GOONS)


@pytest.mark.parametrize("name", NAMES)
def test_the_cards_compile_automated_and_print_back_tapped(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert " tapped " in compiled.printed


def test_royal_warden_creates_two_tapped_artifact_creature_tokens_111_1() -> None:
    state = board({"id": "A", "hand": [{"id": "warden", "card": ROYAL_WARDEN}]}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "warden", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    done = play(entered.state, {"type": "resolve"})
    tokens = [o for o in done.state.battlefield if o.token]
    assert len(tokens) == 2
    assert all(o.tapped for o in tokens)
    assert all(o.characteristics is not None for o in tokens)
    assert {o.characteristics.types for o in tokens if o.characteristics} == {
        ("Artifact", "Creature")
    }
    assert not done.state.object("warden").tapped  # the Warden itself entered untapped


def test_girder_goons_dies_and_a_tapped_rogue_enters() -> None:
    # Lightning Bolt's 3 damage and the 2 already marked: lethal for the 4/4 (704.5g)
    state = board(
        {"id": "A", "battlefield": [{"id": "goons", "card": GIRDER_GOONS, "damage": 2}]},
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        turn={"active_player": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["goons"], "free": True})
    died = play(cast.state, {"type": "resolve"})
    assert died.state.object("goons").zone is Zone.GRAVEYARD
    done = play(died.state, {"type": "resolve"})
    tokens = [o for o in done.state.battlefield if o.token]
    assert len(tokens) == 1 and tokens[0].tapped and tokens[0].controller == "A"
