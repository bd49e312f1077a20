"""Amass on "dies" triggers qualified by the creature as it last existed (700.4, 603.10a):
"Whenever ~ or another creature you control with power 4 or greater dies, amass Orcs 2."
(Warbeast of Gorgoroth: the power qualifies the other creature) and "Whenever a nontoken Sliver
you control dies, amass Slivers 2." (Lazotep Sliver, whose line granting afflict isn't compiled).
Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

WARBEAST = "Warbeast of Gorgoroth"
SLIVER = "Lazotep Sliver"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WARBEAST, SLIVER)


def test_700_4_the_lines_compile_and_print_back() -> None:
    assert compile_record(records(WARBEAST)[WARBEAST]).label == AUTOMATED
    printed = compile_record(records(WARBEAST)[WARBEAST]).printed
    assert printed == (
        "Whenever ~ or another creature you control with power 4 or greater dies, amass Orcs 2."
    )
    sliver = compile_record(records(SLIVER)[SLIVER])
    line = "Whenever a nontoken Sliver you control dies, amass Slivers 2."
    assert [x.applied for x in sliver.lines if x.text == line] == [True]
    assert line in sliver.printed.split("\n")


def _murdered(mine: list[dict[str, str]], victim: str) -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "murder", "card": "Murder"}], "battlefield": mine},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": [victim], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object(victim).zone is Zone.GRAVEYARD
    return died.state


def _armies(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if "Army" in chars(state, o).subtypes]


def test_700_4_another_creature_with_power_4_or_greater_dying_amasses() -> None:
    state = _murdered(
        [{"id": "beast", "card": WARBEAST}, {"id": "angel", "card": "Serra Angel"}], "angel"
    )
    done = play(state, RESOLVE)
    (army,) = _armies(done.state)
    assert army.counter("+1/+1") == 2 and "Orc" in chars(done.state, army).subtypes
    assert cites(done.log, "701.47a")


def test_700_4_a_creature_with_less_power_dying_doesnt_trigger() -> None:
    state = _murdered(
        [{"id": "beast", "card": WARBEAST}, {"id": "bears", "card": "Grizzly Bears"}], "bears"
    )
    assert not state.zone(Zone.STACK)
    assert not _armies(state)


def test_603_10a_the_warbeast_itself_dying_amasses() -> None:
    done = play(_murdered([{"id": "beast", "card": WARBEAST}], "beast"), RESOLVE)
    (army,) = _armies(done.state)
    assert army.counter("+1/+1") == 2


def test_603_10a_a_nontoken_sliver_dying_amasses_slivers() -> None:
    done = play(_murdered([{"id": "sliver", "card": SLIVER}], "sliver"), RESOLVE)
    (army,) = _armies(done.state)
    assert army.counter("+1/+1") == 2 and "Sliver" in chars(done.state, army).subtypes
