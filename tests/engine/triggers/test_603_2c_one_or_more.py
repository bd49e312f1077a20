"""603.2c: "Whenever one or more creatures you control deal combat damage to a player" is one
trigger event however many creatures deal the damage: all combat damage of a step is dealt at
once (510.2), so the ability triggers once for that step (and once more in a first-strike step,
510.4). The creature-type version counts only creatures of that type. Professional
Face-Breaker and The Odd Acorn Gang are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

FACE_BREAKER = "Professional Face-Breaker"
ACORN_GANG = "The Odd Acorn Gang"
FIRST_STRIKER = "White Knight"
WALLS = [{"id": "wall1", "card": "Wall of Stone"}, {"id": "wall2", "card": "Wall of Stone"}]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FACE_BREAKER, ACORN_GANG, FIRST_STRIKER)


@pytest.mark.parametrize("name", [FACE_BREAKER, ACORN_GANG])
def test_603_2c_the_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "one or more" in compiled.printed


def _combat(
    attackers: list[dict[str, Any]], blockers_board: list[dict[str, Any]], blocks: dict[str, str]
) -> tuple[GameState, Any]:
    state = board(
        {"id": "A", "battlefield": attackers, "library": [{"id": "top", "card": "Island"}]},
        {"id": "B", "battlefield": blockers_board},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {a["id"]: "B" for a in attackers}}).state
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": blocks}).state
    log: list[Any] = []
    for _ in range(2):  # the first-strike step if there is one, then the regular one (510.4)
        damage = settle(state, {"type": "advance", "to": "combat_damage"})
        log += list(damage.log)
        state = resolve_all(damage.state)
        if state.turn.step.value == "combat_damage":
            break
    return state, log


def _treasures(state: GameState) -> int:
    return sum(
        1
        for o in state.battlefield
        if o.token and o.controller == "A" and "Treasure" in chars(state, o).subtypes
    )


def test_603_2c_two_creatures_one_trigger() -> None:
    done, log = _combat(
        [{"id": "breaker", "card": FACE_BREAKER}, {"id": "bears", "card": "Grizzly Bears"}], [], {}
    )
    assert done.player("B").life == 16
    assert _treasures(done) == 1
    assert cites(log, "603.2c")


def test_510_4_a_first_strike_step_is_an_event_of_its_own() -> None:
    done, _ = _combat(
        [{"id": "breaker", "card": FACE_BREAKER}, {"id": "knight", "card": FIRST_STRIKER}], [], {}
    )
    assert done.player("B").life == 16
    assert _treasures(done) == 2  # the Knight's first-strike damage, then the Face-Breaker's


def test_603_2c_no_combat_damage_to_a_player_no_trigger() -> None:
    done, _ = _combat(
        [{"id": "breaker", "card": FACE_BREAKER}],
        WALLS,
        {"wall1": "breaker", "wall2": "breaker"},  # menace: two blockers (702.111b)
    )
    assert done.player("B").life == 20
    assert _treasures(done) == 0


def _hand(state: GameState) -> list[Any]:
    return [o for o in state.objects if o.owner == "A" and o.zone is Zone.HAND]


def test_205_3m_only_squirrels_count() -> None:
    gang = {"id": "gang", "card": ACORN_GANG}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    blocked, _ = _combat([gang, bears], WALLS, {"wall1": "gang", "wall2": "gang"})
    assert blocked.player("B").life == 18  # only the Bears got through
    assert _hand(blocked) == []
    through, _ = _combat([gang, bears], [], {})
    assert through.player("B").life == 13
    assert len(_hand(through)) == 1
