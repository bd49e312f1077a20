"""Myriad (702.116a): whenever the creature attacks, for each opponent other than the defending
player, its controller may create a token copy of it tapped and attacking that player or a
planeswalker they control; the tokens are exiled at end of combat. Each instance triggers
separately (702.116b). Tabaxi Toucaneers (a 3/2 flier with myriad) and Scurry of Squirrels
("Myriad, myriad") of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.keyword_abilities import keyword_triggers
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

TOUCANEERS = "Tabaxi Toucaneers"
SQUIRRELS = "Scurry of Squirrels"
TURN = {"number": 3, "active_player": "A", "step": "declare_attackers"}
ATTACK = {"type": "attack", "attackers": {"cat": "B"}}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TOUCANEERS, SQUIRRELS)


def _board(*players: str) -> GameState:
    return board(
        {"id": "A", "battlefield": [{"id": "cat", "card": TOUCANEERS}]},
        *({"id": p} for p in players),
        turn=TURN,
        **({"format": "free_for_all"} if len(players) > 1 else {}),
    )


def _tokens(state: GameState) -> list[str]:
    return [o.id for o in state.battlefield if o.token]


def test_702_116a_myriad_compiles_and_prints_back() -> None:
    compiled = compile_record(records(TOUCANEERS)[TOUCANEERS])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Flying\nMyriad"


def test_702_116b_each_instance_is_an_ability_of_its_own() -> None:
    compiled = compile_record(records(SQUIRRELS)[SQUIRRELS])
    assert compiled.label == AUTOMATED
    myriads = [a for a in keyword_triggers(compiled.definition.keywords) if a.keyword == "Myriad"]
    assert len(myriads) == 2


def test_702_116a_a_token_attacks_each_other_opponent_and_is_exiled_at_end_of_combat() -> None:
    attacked = play(_board("B", "C"), ATTACK)
    asked = pending(attacked.state, RESOLVE).pending
    assert asked is not None and asked.rule == "702.116a"
    # The defending player B gets no token; C, the other opponent, may.
    assert [o.id for o in asked.options] == ["none", "C"]
    made = play(attacked.state, RESOLVE, ["C"])
    assert cites(made.log, "702.116a") and cites(made.log, "508.4")
    (token,) = _tokens(made.state)
    copy = made.state.object(token)
    assert copy.tapped and chars(made.state, copy).name == TOUCANEERS
    combat = made.state.combat
    assert combat is not None and combat.is_attacking(token) and combat.defender_of(token) == "C"
    ended = play(made.state, {"type": "advance", "to": "end_of_combat"})
    assert _tokens(ended.state) == [token]  # the delayed trigger waits on the stack (603.7)
    exiled = play(ended.state, RESOLVE)
    assert cites(exiled.log, "704.5d")  # exiled, the token ceases to exist
    assert not _tokens(exiled.state)


def test_702_116a_declining_creates_no_token() -> None:
    attacked = play(_board("B", "C"), ATTACK)
    done = play(attacked.state, RESOLVE, ["none"])
    assert not _tokens(done.state)


def test_702_116a_with_one_opponent_it_does_nothing() -> None:
    attacked = play(_board("B"), ATTACK)
    done = play(attacked.state, RESOLVE)
    assert cites(done.log, "702.116a")
    assert not _tokens(done.state)
