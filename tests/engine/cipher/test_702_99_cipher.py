"""Cipher (702.99a-c): as the spell resolves, its controller may exile its card encoded on a
creature they control; whenever that creature deals combat damage to a player, its controller
may copy the encoded card and cast the copy without paying its mana cost (707.12). Shadow Slice
("Target opponent loses 3 life. Cipher") of the 2026 card file is compiled from its Oracle text
(engine.mechanics.cipher)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.mechanics.cipher import ENCODED
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SLICE = "Shadow Slice"
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SLICE, "Grizzly Bears")


def test_702_99a_cipher_compiles_and_prints_back() -> None:
    compiled = compile_record(records(SLICE)[SLICE])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == "Target opponent loses 3 life.\nCipher"


def _resolved(answer: str) -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "slice", "card": SLICE}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "slice", "targets": ["B"], "free": True})
    return play(cast.state, RESOLVE, [answer])


def test_702_99a_encoded_on_a_creature_instead_of_the_graveyard() -> None:
    done = _resolved("bears")
    assert done.state.player("B").life == 17
    assert done.state.object("slice").zone is Zone.EXILE
    (encoded,) = [e for e in done.state.effects if e.kind == ENCODED]
    assert encoded.params.get("creature") == "bears"
    assert cites(done.log, "702.99a")


def test_702_99a_not_encoded_it_goes_to_the_graveyard() -> None:
    done = _resolved("dont")
    assert done.state.object("slice").zone is Zone.GRAVEYARD


def _combat_damage(state: GameState) -> GameState:
    state = play(state, ADVANCE).state  # beginning of combat
    state = play(state, ADVANCE).state  # declare attackers
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = play(state, ADVANCE).state  # declare blockers
    state = play(state, {"type": "block", "blockers": {}}).state
    return play(state, ADVANCE).state  # combat damage: the encoded card's ability triggers


def test_702_99a_combat_damage_casts_a_copy_of_the_encoded_card() -> None:
    state = _combat_damage(_resolved("bears").state)
    assert state.player("B").life == 15
    cast = play(state, RESOLVE, ["cast"])
    assert cites(cast.log, "707.12") and cites(cast.log, "608.2g")
    (copy,) = [o for o in cast.state.zone(Zone.STACK) if o.spell_copy]
    assert copy.card == SLICE
    done = play(cast.state, RESOLVE)
    assert done.state.player("B").life == 12
    assert done.state.find_object(copy.id) is None  # a copy off the stack ceases to exist
    assert done.state.object("slice").zone is Zone.EXILE  # still encoded
    assert [e for e in done.state.effects if e.kind == ENCODED]
