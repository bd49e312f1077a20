""" "It" in a later sentence naming the object with the ability again (608.2c: the instructions
are followed in order, "it" meaning the object the text named last): Fearless Fledgling's
"Landfall — Whenever a land enters under your control, put a +1/+1 counter on ~. It gains flying
until end of turn." (207.2c landfall, 603.2 the trigger, 122.1 the counter, 611.2a the flying
until end of turn). The printer says "It" once an earlier sentence has named "~"."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

FLEDGLING = {
    "name": "Fearless Fledgling",
    "mana_cost": "{1}{W}",
    "type_line": "Creature — Kor Cleric",
    "layout": "normal",
    "power": "1",
    "toughness": "1",
    "oracle_text": "Landfall — Whenever a land enters the battlefield under your control, put "
    "a +1/+1 counter on Fearless Fledgling. It gains flying until end of turn.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Fearless Fledgling": FLEDGLING})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "fledgling", "card": "Fearless Fledgling"}],
            "hand": [{"id": "plains", "card": "Plains"}],
        },
        {"id": "B"},
    )


def test_fearless_fledgling_compiles_automated() -> None:
    compiled = compile_record(FLEDGLING)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized
    assert compiled.printed.endswith("put a +1/+1 counter on ~. It gains flying until end of turn.")


def test_a_land_entering_grows_the_fledgling_and_gives_it_flying_this_turn() -> None:
    played = play(_board(), {"type": "play_land", "object": "plains"})
    resolved = play(played.state, {"type": "resolve"})
    fledgling = resolved.state.object("fledgling")
    assert fledgling.counters.get("+1/+1") == 1
    assert "flying" not in chars(played.state, played.state.object("fledgling")).keywords
    assert "flying" in chars(resolved.state, fledgling).keywords
    assert chars(resolved.state, fledgling).power == 2
    assert cites(played.log, "603.2")
    assert cites(resolved.log, "122.1")
    assert cites(resolved.log, "611.2a")
