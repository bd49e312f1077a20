"""Triggers on clashing (701.30b: "clash with an opponent" means you and that opponent each
clash; 701.30d: the player whose revealed card has the higher mana value wins): "Whenever you
clash and win, you may draw a card." (Sylvan Echoes) triggers for whichever of the two players
controls it and won, even the opponent who was clashed with. Research the Deep ("Draw a card.
Clash with an opponent. ...") and Sylvan Echoes are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

ECHOES = "Sylvan Echoes"
RESEARCH = "Research the Deep"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ECHOES, RESEARCH)


def test_701_30d_whenever_you_clash_and_win_compiles_and_prints_back() -> None:
    compiled = compile_record(records(ECHOES)[ECHOES])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Whenever you clash and win, you may draw a card."


def _research(echoes_of: str, mine: str, theirs: str) -> GameState:
    """Alice casts Research the Deep (she draws a0 first, then reveals `mine`); Bob reveals
    `theirs`; `echoes_of` controls Sylvan Echoes."""
    players = [
        {
            "id": "A",
            "hand": [{"id": "research", "card": RESEARCH}],
            "library": [
                {"id": "a0", "card": "Forest"},
                {"id": "mine", "card": mine},
                {"id": "a2", "card": "Forest"},
            ],
        },
        {
            "id": "B",
            "library": [{"id": "theirs", "card": theirs}, {"id": "b2", "card": "Island"}],
        },
    ]
    for player in players:
        if player["id"] == echoes_of:
            player["battlefield"] = [{"id": "echoes", "card": ECHOES}]
    state = board(*players)
    return play(state, {"type": "cast", "object": "research", "free": True}).state


def _hand(state: GameState, player: str) -> set[str]:
    return {o.id for o in state.zone(Zone.HAND, player)}


def test_701_30b_the_opponent_clashed_too_and_its_win_triggers() -> None:
    # Bob's Craw Wurm (6) beats Alice's Forest (0): Bob clashed and won (701.30b, 701.30d).
    clashed = play(_research("B", "Forest", "Craw Wurm"), RESOLVE, ["top", "top"])
    assert clashed.state.object("research").zone is Zone.GRAVEYARD
    asked = pending(clashed.state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "B"
    yes = asked.pending.options[0].id
    done = play(clashed.state, RESOLVE, [yes])
    assert _hand(done.state, "B") == {"theirs"}
    assert cites(clashed.log, "701.30d")


def test_701_30d_a_clash_you_dont_win_doesnt_trigger_it() -> None:
    # Alice's Craw Wurm beats Bob's Island: Bob's Sylvan Echoes doesn't trigger.
    clashed = play(_research("B", "Craw Wurm", "Island"), RESOLVE, ["top", "top"])
    assert clashed.state.object("research").zone is Zone.HAND  # Alice won: back to her hand
    assert not clashed.state.zone(Zone.STACK)
    assert _hand(clashed.state, "B") == set()


def test_701_30d_your_own_win_triggers_it() -> None:
    clashed = play(_research("A", "Craw Wurm", "Island"), RESOLVE, ["top", "top"])
    asked = pending(clashed.state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "A"
    done = play(clashed.state, RESOLVE, [asked.pending.options[0].id])
    assert _hand(done.state, "A") == {"a0", "research", "mine"}
