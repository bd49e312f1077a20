"""Horsemanship (702.31): an evasion ability; a creature with it can't be blocked by creatures
without it, and can block creatures with or without it (702.31b). Shu General ("Vigilance;
horsemanship", a 1/3 of the 2026 card file whose older Oracle text separates its keywords with a
semicolon) and Lu Bu, Master-at-Arms ("Haste; horsemanship") compiled from their text, against
Grizzly Bears."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from tests.engine.cards_2026 import records, use_cards
from tests.engine.combat.test_combat_damage import combat

NAMES = ("Shu General", "Lu Bu, Master-at-Arms")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def test_702_31_semicolon_keyword_lines_compile_and_print_back() -> None:
    for name, line in zip(NAMES, ("Vigilance; horsemanship", "Haste; horsemanship"), strict=True):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert compiled.printed == line


def test_702_31b_bears_cant_block_a_creature_with_horsemanship() -> None:
    with pytest.raises(IllegalAction) as err:
        combat(
            {"general": "B"},
            {"bears": "general"},
            [{"id": "general", "card": "Shu General"}],
            [{"id": "bears", "card": "Grizzly Bears"}],
        )
    assert err.value.rule == "702.31b"


def test_702_31b_horsemanship_blocks_horsemanship() -> None:
    state = combat(
        {"lubu": "B"},
        {"general": "lubu"},
        [{"id": "lubu", "card": "Lu Bu, Master-at-Arms"}],
        [{"id": "general", "card": "Shu General"}],
    )
    assert state.combat is not None
    assert state.combat.blockers_of("lubu") == ("general",)


def test_702_31b_a_creature_with_horsemanship_can_block_one_without_it() -> None:
    state = combat(
        {"bears": "B"},
        {"general": "bears"},
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "general", "card": "Shu General"}],
    )
    assert state.combat is not None
    assert state.combat.blockers_of("bears") == ("general",)
    assert chars(state, state.object("general")).has("horsemanship")
