"""Harmonize (702.180a-b): "You may cast this card from your graveyard by paying [cost] and
tapping up to one untapped creature you control rather than paying this spell's mana cost," its
total cost reduced by generic mana equal to the tapped creature's power, and the card exiled
instead of going anywhere else as it leaves the stack. Unending Whisper ({U} sorcery, "Draw a
card.", harmonize {5}{U}) of the 2026 card file is compiled from its Oracle text."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

WHISPER = "Unending Whisper"
HARMONIZE = {"type": "cast", "object": "whisper", "harmonize": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WHISPER)


def test_702_180a_harmonize_compiles_and_prints_back() -> None:
    compiled = compile_record(records(WHISPER)[WHISPER])
    assert compiled.label == AUTOMATED
    assert compiled.definition.harmonize == "{5}{U}"
    assert compiled.printed == "Draw a card.\nHarmonize {5}{U}"


def _board(pool: dict[str, int], whisper_in: str = "graveyard") -> GameState:
    a: dict[str, Any] = {
        "id": "A",
        "battlefield": [{"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 2}}],
        "library": [{"id": f"l{i}", "card": "Grizzly Bears"} for i in range(3)],
        "mana_pool": pool,
    }
    a.setdefault(whisper_in, []).append({"id": "whisper", "card": WHISPER})
    return board(a, {"id": "B"})


def test_702_180a_tapping_a_creature_reduces_the_cost_by_its_power() -> None:
    state = _board({"U": 2})  # {5}{U} less 4 (a 4/4 Bears): {1}{U}
    cast = play(state, {**HARMONIZE, "harmonize_creature": "bears"})
    assert cites(cast.log, "702.180a") and cites(cast.log, "702.180b")
    assert cast.state.object("bears").tapped
    assert cast.state.player("A").mana_pool.to_json() == {}
    done = play(cast.state, {"type": "resolve"})
    assert len(done.state.zone(Zone.HAND, "A")) == 1  # drew a card
    assert done.state.object("whisper").zone is Zone.EXILE  # not back to the graveyard
    assert cites(done.log, "702.180a")


def test_702_180a_without_a_creature_the_whole_harmonize_cost() -> None:
    with pytest.raises(IllegalAction):
        apply(_board({"U": 2}), HARMONIZE)  # {5}{U} can't be paid with {U}{U}
    cast = play(_board({"U": 6}), HARMONIZE)
    assert not cast.state.object("bears").tapped
    assert cast.state.player("A").mana_pool.to_json() == {}


def test_702_180a_only_from_the_graveyard() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_board({"U": 6}, whisper_in="hand"), HARMONIZE)
    assert refused.value.rule == "702.180a"


def test_702_180a_a_tapped_creature_cant_be_tapped_for_it() -> None:
    state = _board({"U": 2})
    state = state.with_object(replace(state.object("bears"), tapped=True))
    with pytest.raises(IllegalAction) as refused:
        apply(state, {**HARMONIZE, "harmonize_creature": "bears"})
    assert refused.value.rule == "118.3"
