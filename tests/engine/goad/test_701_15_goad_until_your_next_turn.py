"""Goad (701.15) beside an effect lasting until your next turn (611.2a), with a real card
record: Sly Instigator ("{U}, {T}: Until your next turn, target creature an opponent controls
can't be blocked. Goad that creature."). Through the opponent's turn the creature attacks if
able (701.15b) and can't be blocked (509.1b); both end as the Instigator's controller's next
turn begins. Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.mechanics.goad import goaders
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.combat_words import CANT_BE_BLOCKED
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SLY = "Sly Instigator"


def _library(player: str) -> list[dict[str, str]]:
    return [{"id": f"{player}_forest{i}", "card": "Forest"} for i in range(2)]


@pytest.fixture(autouse=True)
def _real_cards(compiled_from: Any) -> None:
    use_cards(compiled_from, SLY)


def test_611_2a_the_card_compiles_and_prints_back() -> None:
    compiled = compile_record(records(SLY)[SLY])
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "{U}, {T}: Until your next turn, target creature an opponent controls can't be "
        "blocked. Goad that creature."
    )


def _activated() -> Any:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "sly", "card": SLY}],
            "mana_pool": {"U": 1},
            "library": _library("A"),
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": _library("B"),
        },
    )
    activate = {"type": "activate", "object": "sly", "ability": 0, "targets": ["bears"]}
    return play(play(state, activate).state, {"type": "resolve"})


def _unblockable(state: GameState) -> bool:
    return chars(state, state.object("bears")).has(CANT_BE_BLOCKED)


def test_701_15a_goaded_and_unblockable_through_the_opponents_turn() -> None:
    done = _activated()
    assert goaders(done.state, "bears") == ("A",)
    assert _unblockable(done.state)
    assert cites(done.log, "701.15a")
    attacks = play(done.state, {"type": "advance", "to": "declare_attackers", "turn": "next"})
    assert attacks.state.turn.active_player == "B"
    assert _unblockable(attacks.state)
    with pytest.raises(IllegalAction) as refused:
        play(attacks.state, {"type": "attack", "attackers": {}})
    assert refused.value.rule == "701.15b"


def test_611_2a_both_end_as_your_next_turn_begins() -> None:
    done = _activated()
    b_turn = play(done.state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert b_turn.turn.active_player == "B"
    a_turn = play(b_turn, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert a_turn.turn.active_player == "A"
    assert not _unblockable(a_turn)
    assert goaders(a_turn, "bears") == ()
