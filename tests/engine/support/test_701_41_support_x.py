"""Support X (701.41a) on a spell with {X} in its mana cost: X is announced (601.2b), then up to X
target creatures are chosen (601.2c, none included, 115.6); the target word is
"up_to_x:another_creature" (engine.rules.variable_targets). The Crowd Goes Wild ("Support X. /
Each creature with a +1/+1 counter on it gains trample until end of turn.") of the 2026 card
file is compiled from its Oracle text; its second sentence names the creatures with a +1/+1
counter on them as it applies (122.1, 611.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CROWD = "The Crowd Goes Wild"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CROWD)


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"G": 4},
            "hand": [{"id": "crowd", "card": CROWD}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
                {"id": "elves", "card": "Llanowar Elves", "counters": {"+1/+1": 1}},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
    )


def _trample(state: GameState, obj: str) -> bool:
    return chars(state, state.object(obj)).has("Trample")


def test_701_41a_support_x_compiles_and_prints_back() -> None:
    compiled = compile_record(records(CROWD)[CROWD])
    assert compiled.label == AUTOMATED
    assert "Support X." in compiled.printed


def test_701_41a_support_x_puts_a_counter_on_each_of_up_to_x_targets() -> None:
    cast = play(
        _board(), {"type": "cast", "object": "crowd", "x": 3, "targets": ["bears", "theirs"]}
    )
    done = play(cast.state, RESOLVE)
    state = done.state
    assert state.object("bears").counter("+1/+1") == 1
    assert state.object("theirs").counter("+1/+1") == 1
    assert state.object("giant").counter("+1/+1") == 0
    assert state.object("crowd").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.41a")
    # 122.1: each creature with a +1/+1 counter on it as the sentence applies, whoever controls
    # it, the creature that had one before included
    assert _trample(state, "bears") and _trample(state, "theirs") and _trample(state, "elves")
    assert not _trample(state, "giant")


def test_601_2c_support_x_refuses_more_than_x_targets() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board(), {"type": "cast", "object": "crowd", "x": 1, "targets": ["bears", "giant"]})
    assert refused.value.rule == "601.2c"


def test_701_41a_support_x_with_no_target_still_resolves() -> None:
    cast = play(_board(), {"type": "cast", "object": "crowd", "x": 2, "targets": []})
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").counter("+1/+1") == 0
    assert done.state.object("crowd").zone is Zone.GRAVEYARD
    assert _trample(done.state, "elves") and not _trample(done.state, "bears")
