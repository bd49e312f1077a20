"""A character's card names itself "he" or "she" where another card says "it" (109.5):
"Whenever Kang attacks, he connives." (Kang, Temporal Tyrant) reads as "Whenever ~ attacks, it
connives." and the card prints back in its own words; as it attacks it connives (701.50a: draw a
card, then discard a card, a +1/+1 counter for a nonland card discarded)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

KANG = "Kang, Temporal Tyrant"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, KANG)


def test_701_50_he_connives_compiles_and_prints_back_in_its_own_words() -> None:
    compiled = compile_record(records(KANG)[KANG])
    assert compiled.label == AUTOMATED
    assert "Whenever ~ attacks, it connives." in compiled.printed.splitlines()
    assert "Whenever ~ attacks, he connives." in compiled.printed_own.splitlines()
    (ability,) = [a for a in compiled.definition.abilities if a.trigger == "self_attacks"]
    assert ability.effects[0].kind == "connive"


def _attacked() -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "kang", "card": KANG}],
            "library": [{"id": "bolt", "card": "Lightning Bolt"}],
            "hand": [{"id": "forest", "card": "Forest"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"kang": "B"}}).state
    assert len(attacked.zone(Zone.STACK)) == 1  # "he connives"
    return attacked


def test_701_50a_he_connives_as_he_attacks_a_nonland_card_discarded() -> None:
    attacked = _attacked()
    pending(attacked, RESOLVE)  # which card to discard (701.9b)
    done = play(attacked, RESOLVE, ["bolt"])
    assert done.state.object("bolt").zone is Zone.GRAVEYARD
    assert done.state.object("forest").zone is Zone.HAND
    assert done.state.object("kang").counter("+1/+1") == 1
    assert cites(done.log, "701.50a")


def test_701_50a_he_connives_a_land_card_discarded_no_counter() -> None:
    done = play(_attacked(), RESOLVE, ["forest"])
    assert done.state.object("forest").zone is Zone.GRAVEYARD
    assert done.state.object("kang").counter("+1/+1") == 0
