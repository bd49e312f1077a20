""" "This ability triggers only once each turn." (the trigger-side counterpart of 603.2h): once
the ability has triggered for an object, later trigger events that turn don't trigger it for that
object; a new turn lets it trigger again. Whispering Wizard ("Whenever you cast a noncreature
spell, create a 1/1 white Spirit creature token with flying. This ability triggers only once
each turn.") is compiled from its Oracle text; its trigger event is a cast spell (601.2i)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, entries, play
from tests.engine.cards_2026 import records, use_cards

WIZARD = "Whispering Wizard"
OPT = "Opt"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WIZARD, OPT)


def _state() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "wizard", "card": WIZARD}],
            "library": [{"id": f"a{n}", "card": "Forest"} for n in range(8)],
            "hand": [{"id": f"opt{n}", "card": OPT} for n in range(3)],
        },
        {"id": "B", "library": [{"id": f"b{n}", "card": "Forest"} for n in range(8)]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _cast(state: GameState, spell: str) -> Any:
    return play(state, {"type": "cast", "object": spell, "free": True})


def _resolve_stack(state: GameState) -> GameState:
    while state.zone(Zone.STACK):
        result = apply(state, RESOLVE)
        # Opt's scry asks where the card goes (701.22a); the trigger asks nothing
        state = result.state if result.pending is None else play(state, RESOLVE, ["top"]).state
    return state


def _spirits(state: GameState) -> int:
    return sum(1 for o in state.battlefield if o.token and o.controller == "A")


def test_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(WIZARD)[WIZARD])
    assert compiled.label == AUTOMATED
    assert compiled.printed.endswith("This ability triggers only once each turn.")
    (ability,) = compiled.definition.abilities
    assert ability.once_each_turn


def test_603_2h_the_first_spell_triggers_it_the_second_doesnt() -> None:
    first = _cast(_state(), "opt0")
    assert cites(first.log, "603.2")
    assert len(first.state.zone(Zone.STACK)) == 2  # Opt and the trigger above it
    made = _resolve_stack(first.state)
    assert _spirits(made) == 1
    assert made.object("opt0").zone is Zone.GRAVEYARD

    second = _cast(made, "opt1")
    assert len(second.state.zone(Zone.STACK)) == 1  # only the second Opt: no trigger
    assert not second.state.pending_triggers
    refused = [e for e in entries(second.log, LogKind.TRIGGER) if "603.2h" in e.rules]
    assert refused and "only once each turn" in refused[0].text
    after = _resolve_stack(second.state)
    assert _spirits(after) == 1
    assert after.object("opt1").zone is Zone.GRAVEYARD


def test_603_2h_it_triggers_again_the_next_turn() -> None:
    made = _resolve_stack(_cast(_state(), "opt0").state)
    assert _spirits(made) == 1
    # B's turn: A casts the instant Opt again; the limit was the last turn's (514.2).
    next_turn = play(made, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert next_turn.turn.number == 4
    again = _cast(next_turn, "opt1")
    assert cites(again.log, "603.2")
    assert not cites(again.log, "603.2h")
    assert len(again.state.zone(Zone.STACK)) == 2
    assert _spirits(_resolve_stack(again.state)) == 2
