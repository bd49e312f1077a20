"""Vote (701.38): "Starting with you, each player votes for [A] or [B]." Each player, starting
with the controller and going on in turn order, chooses a choice (701.38a): a pending decision of
that player. "If [A] gets more votes, ..." / "If [B] gets more votes or the vote is tied, ..." and
"... for each [A] vote" / "For each [A] vote, ..." read the votes (608.2c). A player with an
additional vote casts it when they vote (701.38d). Cards compiled from their Oracle text in the
2026 card file.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = (
    "Tyrant's Choice",
    "Bite of the Black Rose",
    "Orchard Elemental",
    "Brago's Representative",
    "Ballot Broker",
    "Tivit, Seller of Secrets",
)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_the_vote_cards_compile_automated_and_print_back_701_38(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.lines


def _tyrants_choice(*also: dict[str, Any]) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Tyrant's Choice"}],
            "battlefield": list(also),
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    return play(state, {"type": "cast", "object": "spell", "free": True}).state


def test_each_player_votes_starting_with_you_701_38a() -> None:
    state = _tyrants_choice()
    first = pending(state, RESOLVE)
    assert first.pending is not None
    assert first.pending.decider == "A" and first.pending.kind is DecisionKind.VOTE
    assert first.pending.option_ids() == ("death", "torture")
    second = pending(state, RESOLVE, ["death"])
    assert second.pending is not None and second.pending.decider == "B"


def test_a_tied_vote_does_what_follows_or_the_vote_is_tied() -> None:
    done = play(_tyrants_choice(), RESOLVE, ["death", "torture"])
    assert done.state.player("B").life == 16  # torture: each opponent loses 4 life
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.38a")


def test_more_votes_for_death_makes_each_opponent_sacrifice() -> None:
    done = play(_tyrants_choice(), RESOLVE, ["death", "death"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 20


def test_more_votes_for_torture_only_the_torture_sentence() -> None:
    done = play(_tyrants_choice(), RESOLVE, ["torture", "torture"])
    assert done.state.player("B").life == 16
    assert done.state.object("bears").zone is Zone.BATTLEFIELD


def test_an_additional_vote_is_cast_when_its_player_votes_701_38d() -> None:
    brago = {"id": "brago", "card": "Brago's Representative"}
    state = _tyrants_choice(brago)
    again = pending(state, RESOLVE, ["torture"])
    assert again.pending is not None and again.pending.decider == "A"  # A's second vote
    # A votes death twice, B torture: death gets more votes
    done = play(state, RESOLVE, ["death", "death", "torture"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 20
    assert cites(done.log, "701.38d") or cites(done.log, "701.38a")


def test_a_may_vote_an_additional_time_is_the_players_decision_701_38d() -> None:
    broker = {"id": "broker", "card": "Ballot Broker"}
    state = _tyrants_choice(broker)
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.kind is DecisionKind.MAY
    declined = play(state, RESOLVE, ["dont_vote_again", "death", "torture"])
    assert declined.state.player("B").life == 16  # 1-1: tied
    voted = play(state, RESOLVE, ["vote_again", "death", "death", "torture"])
    assert voted.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(voted.log, "701.38d")


def test_bite_of_the_black_rose_sickness_shrinks_the_opponents_creatures() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": "Bite of the Black Rose"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "spell", "free": True}).state
    done = play(cast, RESOLVE, ["sickness", "sickness"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD  # 2/2 gets -2/-2


def test_orchard_elemental_counts_each_vote_for_its_choice() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "elemental", "card": "Orchard Elemental"}]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "elemental", "free": True})
    entered = play(cast.state, RESOLVE).state
    done = play(entered, RESOLVE, ["sprout", "harvest"])
    # one sprout vote: two +1/+1 counters; one harvest vote: 3 life
    assert done.state.object("elemental").counter("+1/+1") == 2
    assert done.state.player("A").life == 23
    both = play(entered, RESOLVE, ["sprout", "sprout"])
    assert both.state.object("elemental").counter("+1/+1") == 4
    assert both.state.player("A").life == 20


def test_tivit_for_each_vote_does_it_once_per_vote_on_entering_603_6a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "tivit", "card": "Tivit, Seller of Secrets"}]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "tivit", "free": True})
    entered = play(cast.state, RESOLVE).state
    # Tivit's controller may vote an additional time (701.38d): yes, evidence twice; B bribery
    done = play(entered, RESOLVE, ["vote_again", "evidence", "evidence", "bribery"])
    names = sorted(o.card for o in done.state.battlefield if o.token and o.controller == "A")
    assert names == ["Clue Token", "Clue Token", "Treasure Token"]
    assert cites(done.log, "701.38d")
