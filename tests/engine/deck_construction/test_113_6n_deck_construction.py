"""Abilities that modify deck construction (113.6n): "~ can be your commander." (903.3a) and
"A deck can have any number of cards named ~." (100.2a) function before the game begins. The
lines are applied, and in a game under way (every scenario) they change nothing: Daretti,
Scrap Savant and Relentless Rats, compiled from their 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import compile_record
from engine.rules.effect_kinds import EFFECT_KINDS, effects_of_kind
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

CARDS = ("Daretti, Scrap Savant", "Relentless Rats")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("Daretti, Scrap Savant", "~ can be your commander."),
        ("Relentless Rats", "A deck can have any number of cards named ~."),
    ],
)
def test_the_line_is_applied_and_prints_back_903_3a(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert line not in compiled.not_applied
    assert any(
        getattr(a, "effect", None) == "deck_construction" for a in compiled.definition.abilities
    )


def test_it_changes_nothing_during_the_game_113_6n() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "daretti", "card": "Daretti, Scrap Savant"}]},
        {"id": "B"},
    )
    (effect,) = effects_of_kind(state, "deck_construction")
    kind = EFFECT_KINDS[effect.kind]
    assert "113.6n" in kind.rules and "before the game" in kind.describe(effect, state)
    after = play(state, {"type": "gain_life", "player": "A", "amount": 2}).state
    assert after.find_player("A").life == state.find_player("A").life + 2
