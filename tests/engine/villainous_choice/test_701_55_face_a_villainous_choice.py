"""Face a villainous choice (701.55): "each opponent faces a villainous choice — [A], or [B]."
The player facing it chooses an option (a pending decision of theirs), then every action of that
option is done (701.55a), as much as possible (701.55b); several players face it one at a time in
APNAP order (701.55d). "That player" in an option is the player facing the choice. The Dalek
Emperor is compiled from its Oracle text in the 2026 card file; a test card states the shape
with other options and a target opponent.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records

EMPEROR = "The Dalek Emperor"
SCHEME = {
    "name": "Villain's Test Scheme",
    "type_line": "Sorcery",
    "mana_cost": "{2}{B}",
    "layout": "normal",
    "oracle_text": "Target opponent faces a villainous choice — That player loses 4 life, or you "
    "draw a card.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({**records(EMPEROR), SCHEME["name"]: SCHEME})


def test_the_villainous_choice_cards_compile_automated_and_print_back_701_55() -> None:
    for record in (records(EMPEROR)[EMPEROR], SCHEME):
        compiled = compile_record(record)
        assert compiled.label == AUTOMATED, compiled.lines


def _emperor_at_combat(*opponents: str) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "emperor", "card": EMPEROR}],
            "library": [{"id": "f1", "card": "Forest"}, {"id": "f2", "card": "Forest"}],
        },
        *(
            {"id": p, "battlefield": [{"id": f"bears_{p}", "card": "Grizzly Bears"}]}
            for p in opponents
        ),
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
        **({"format": "free_for_all"} if len(opponents) > 1 else {}),
    )
    return play(state, {"type": "advance"}).state  # beginning of combat: the trigger waits


def _daleks(state: GameState) -> list[str]:
    return [o.id for o in state.battlefield if o.controller == "A" and o.id != "emperor"]


def test_the_dalek_emperor_sacrifice_or_a_dalek_token() -> None:
    state = _emperor_at_combat("B")
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "B"
    sacrificed = play(state, RESOLVE, ["first"])
    assert sacrificed.state.object("bears_B").zone is Zone.GRAVEYARD
    assert _daleks(sacrificed.state) == []
    token = play(state, RESOLVE, ["second"])
    assert token.state.object("bears_B").zone is Zone.BATTLEFIELD
    assert len(_daleks(token.state)) == 1
    assert cites(token.log, "701.55a")


def test_each_opponent_faces_it_one_at_a_time_in_apnap_order_701_55d() -> None:
    state = _emperor_at_combat("B", "C")
    first = pending(state, RESOLVE)
    assert first.pending is not None and first.pending.decider == "B"
    second = pending(state, RESOLVE, ["first"])
    assert second.pending is not None and second.pending.decider == "C"
    done = play(state, RESOLVE, ["first", "second"])
    assert done.state.object("bears_B").zone is Zone.GRAVEYARD  # B's own option
    assert done.state.object("bears_C").zone is Zone.BATTLEFIELD
    assert len(_daleks(done.state)) == 1  # C chose the token


def test_the_player_facing_the_choice_decides_701_55a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "scheme", "card": SCHEME["name"]}],
            "library": [{"id": "f1", "card": "Forest"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "scheme", "targets": ["B"], "free": True}).state
    asked = pending(cast, RESOLVE)
    assert asked.pending is not None
    assert asked.pending.decider == "B" and asked.pending.kind is DecisionKind.VILLAINOUS_CHOICE
    lose = play(cast, RESOLVE, ["first"])
    assert lose.state.player("B").life == 16  # "that player" is the player facing it
    assert len(lose.state.zone(Zone.HAND, "A")) == 0
    assert cites(lose.log, "701.55a")
    draw = play(cast, RESOLVE, ["second"])
    assert draw.state.player("B").life == 20
    assert len(draw.state.zone(Zone.HAND, "A")) == 1  # you draw a card


def test_an_impossible_option_may_be_chosen_701_55b() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "scheme", "card": SCHEME["name"]}]},  # an empty library
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "scheme", "targets": ["B"], "free": True}).state
    done = play(cast, RESOLVE, ["second"])
    assert done.state.player("B").life == 20
    assert cites(done.log, "701.55b")
