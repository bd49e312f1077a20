""" "Whenever you draw your second card each turn, ..." (121.1, 603.2c): the trigger event is the
one draw that is the player's second this turn, so a spell that draws two cards triggers it once
and later draws don't. Bloodhaze Wolverine ("..., ~ gets +1/+1 and gains first strike until end
of turn.") is compiled from its Oracle text; Divination draws two cards. The count of cards drawn
is the turn's: a new turn begins it again (500.1)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.zones import CARDS_DRAWN
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

WOLVERINE = "Bloodhaze Wolverine"
DIVINATION = "Divination"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WOLVERINE, DIVINATION)


def _state(caster: str = "A") -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "wolverine", "card": WOLVERINE}],
            "library": [{"id": f"a{n}", "card": "Forest"} for n in range(8)],
            "hand": [{"id": f"div{n}", "card": DIVINATION} for n in range(2)],
        },
        {
            "id": "B",
            "library": [{"id": f"b{n}", "card": "Forest"} for n in range(8)],
            "hand": [{"id": f"bdiv{n}", "card": DIVINATION} for n in range(2)],
        },
        turn={"number": 3, "active_player": caster, "step": "precombat_main"},
    )


def _divination(state: GameState, spell: str) -> Any:
    cast = play(state, {"type": "cast", "object": spell, "free": True})
    return play(cast.state, RESOLVE)


def _triggers(state: GameState) -> int:
    return sum(
        1 for o in state.zone(Zone.STACK) if o.stack is not None and o.stack.kind == "triggered"
    )


def test_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(WOLVERINE)[WOLVERINE])
    assert compiled.label == AUTOMATED
    assert "Whenever you draw your second card each turn" in compiled.printed


def test_121_1_drawing_two_cards_triggers_it_once() -> None:
    drawn = _divination(_state(), "div0")
    assert len(drawn.state.zone(Zone.HAND, "A")) == 3
    assert _triggers(drawn.state) == 1 and cites(drawn.log, "603.2")
    pumped = play(drawn.state, RESOLVE).state
    wolverine = chars(pumped, pumped.object("wolverine"))
    assert (wolverine.power, wolverine.toughness) == (3, 2)
    assert "first strike" in {k.lower() for k in wolverine.keywords}


def test_121_1_the_third_and_fourth_cards_dont_trigger_it() -> None:
    first = _divination(_state(), "div0")
    resolved = play(first.state, RESOLVE).state
    second = _divination(resolved, "div1")
    assert _triggers(second.state) == 0


def test_121_1_an_opponents_second_card_doesnt_trigger_yours() -> None:
    drawn = _divination(_state(caster="B"), "bdiv0")
    assert len(drawn.state.zone(Zone.HAND, "B")) == 3
    assert _triggers(drawn.state) == 0


def test_500_1_the_count_is_the_turns() -> None:
    first = _divination(_state(), "div0")
    resolved = play(first.state, RESOLVE).state
    assert resolved.player("A").counters.get(CARDS_DRAWN) == 2
    next_turn = play(resolved, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert CARDS_DRAWN not in next_turn.player("A").counters
