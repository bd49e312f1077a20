"""A goad line headed by a flavor word (207.2d: no rules meaning, the rest of the line is the
ability) and "Goad it." naming the target of the sentence before (608.2c): Insufferable
Balladeer's "Vicious Mockery — When ~ enters, target creature an opponent controls can't block
this turn. Goad it." (701.15a), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.mechanics.goad import goaders
from engine.oracle.compiler import AUTOMATED, compile_record, is_flavor_word
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BALLADEER = "Insufferable Balladeer"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BALLADEER)


def test_207_2d_the_flavor_word_heads_the_line_and_prints_back() -> None:
    compiled = compile_record(records(BALLADEER)[BALLADEER])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("Vicious Mockery — When ~ enters, ")


def test_207_2d_keywords_and_listed_words_are_no_flavor_words() -> None:
    assert is_flavor_word("Vicious Mockery", frozenset())
    assert not is_flavor_word("Exhaust", frozenset())  # 702.177
    assert not is_flavor_word("Max speed", frozenset())  # 702.178
    assert not is_flavor_word("Hero's Reward", frozenset({"hero's reward"}))
    assert not is_flavor_word("Nitro-9", frozenset())
    assert not is_flavor_word("II", frozenset())  # a chapter symbol (714.2b)


def test_701_15a_the_target_cant_block_and_is_goaded() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "balladeer", "card": BALLADEER}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "balladeer", "free": True}).state
    entered = play(cast, RESOLVE).state  # its enters trigger, targeting the only choice
    done = play(entered, RESOLVE)
    assert goaders(done.state, "bears") == ("A",)
    assert chars(done.state, done.state.object("bears")).has("can't block")
    assert cites(done.log, "701.15a")
