"""Case cards (719) and solved (702.169). "To solve — [Condition]" is a triggered ability: at the
beginning of its controller's end step, if the condition holds and the Case isn't solved, it
becomes solved (719.3a), a designation it keeps until it leaves the battlefield (719.3b).
"Solved — [Ability]": a triggered ability triggers only while it's solved (702.169c), an
activated one is activated only then (702.169d). Case of the Crimson Pulse and Case of the
Stashed Skeleton of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.mechanics.cases import is_solved
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

PULSE = "Case of the Crimson Pulse"
SKELETON = "Case of the Stashed Skeleton"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, PULSE, SKELETON, "Plains")


def test_702_169a_a_case_compiles_and_prints_back() -> None:
    compiled = compile_record(records(PULSE)[PULSE])
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "When ~ enters, discard a card, then draw two cards.\n"
        "To solve — You have no cards in hand.\n"
        "Solved — At the beginning of your upkeep, discard your hand, then draw two cards."
    )


def test_702_169d_the_solved_line_of_an_activated_ability_is_applied() -> None:
    compiled = compile_record(records(SKELETON)[SKELETON])
    solved = next(s for s in compiled.lines if s.text.startswith("Solved — "))
    assert solved.applied


def _board(hand: int) -> GameState:
    library = [{"id": f"l{i}", "card": "Plains"} for i in range(6)]
    cards = [{"id": f"h{i}", "card": "Plains"} for i in range(hand)]
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "case", "card": PULSE}],
            "hand": cards,
            "library": library,
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Plains"} for i in range(3)]},
    )


def test_719_3a_with_no_cards_in_hand_it_becomes_solved_at_the_end_step() -> None:
    ended = play(_board(0), {"type": "advance", "to": "end"})
    assert len(ended.state.zone(Zone.STACK)) == 1
    done = play(ended.state, RESOLVE)
    assert is_solved(done.state, "case")
    assert cites(done.log, "719.3a")
    assert engine.load(engine.dump(done.state)) == done.state


def test_719_3a_with_cards_in_hand_it_isnt_solved() -> None:
    ended = play(_board(1), {"type": "advance", "to": "end"})
    assert ended.state.zone(Zone.STACK) == ()
    assert not is_solved(ended.state, "case")


def test_702_169c_unsolved_its_solved_ability_doesnt_trigger() -> None:
    state = _board(1)
    # A's next upkeep: through A's end step (not solved: a card in hand) and B's turn
    there = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    there = play(there, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert there.turn.active_player == "A"
    assert there.zone(Zone.STACK) == ()


def test_702_169c_solved_its_upkeep_ability_triggers() -> None:
    ended = play(_board(0), {"type": "advance", "to": "end"})
    solved = play(ended.state, RESOLVE).state
    there = play(solved, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    there = play(there, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert there.turn.active_player == "A"
    assert len(there.zone(Zone.STACK)) == 1
    done = play(there, RESOLVE).state
    assert len(done.zone(Zone.HAND, "A")) >= 2


def test_702_169d_unsolved_its_solved_ability_cant_be_activated() -> None:
    definition = compile_record(records(SKELETON)[SKELETON]).definition
    index = next(
        i for i, a in enumerate(definition.abilities) if getattr(a, "only_if", "") == "solved"
    )
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "case", "card": SKELETON}],
            "mana_pool": {"B": 1, "C": 1},
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "activate", "object": "case", "ability": index})
    assert refused.value.rule == "602.1b"
