"""Draws on top of the draw step's own (504.1), compiled from their Oracle text: "At the
beginning of each player's draw step, if ~ is untapped, that player draws an additional card."
(Howling Mine: "that player" is the player whose draw step it is, the active player; the
intervening "if" is checked as it triggers, 603.4) and "..., that player draws two additional
cards." (Font of Mythos). Turn 3 of a two-player game: no first-turn draw skip (103.8a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

HOWLING_MINE = "Howling Mine"
FONT = "Font of Mythos"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HOWLING_MINE, FONT)


def _library(owner: str) -> list[dict[str, str]]:
    return [{"id": f"{owner}{n}", "card": "Forest"} for n in range(6)]


def _through_draw_step(permanent: str, active: str, tapped: bool = False) -> Any:
    """`active`'s upkeep with A's `permanent`, played to the precombat main phase."""
    state = board(
        {
            "id": "A",
            "library": _library("a"),
            "battlefield": [{"id": "it", "card": permanent, "tapped": tapped}],
        },
        {"id": "B", "library": _library("b")},
        turn={"number": 3, "active_player": active, "step": "upkeep"},
    )
    result = play(state, {"type": "advance", "to": "precombat_main"})
    log = list(result.log)
    while result.state.zone(Zone.STACK):
        result = play(result.state, RESOLVE)
        log += result.log
    if result.state.turn.step.value != "precombat_main":
        result = play(result.state, {"type": "advance", "to": "precombat_main"})
        log += result.log
    return result.state, log


def _hand(state: GameState, player: str) -> int:
    return len(state.zone(Zone.HAND, player))


def test_the_lines_compile_and_print_back() -> None:
    for name, line in (
        (
            HOWLING_MINE,
            "At the beginning of each player's draw step, if ~ is untapped, that player draws "
            "an additional card.",
        ),
        (
            FONT,
            "At the beginning of each player's draw step, that player draws two additional cards.",
        ),
    ):
        compiled = compile_record(records(name)[name])
        assert any(each.text == line and each.applied for each in compiled.lines), name


def test_504_1_each_players_draw_step_that_player_draws_an_additional_card() -> None:
    for active in ("A", "B"):
        state, log = _through_draw_step(HOWLING_MINE, active)
        assert _hand(state, active) == 2  # the draw step's card and the additional one
        assert _hand(state, "B" if active == "A" else "A") == 0
        assert cites(log, "504.1")


def test_603_4_a_tapped_howling_mine_doesnt_trigger() -> None:
    state, log = _through_draw_step(HOWLING_MINE, "A", tapped=True)
    assert _hand(state, "A") == 1
    assert cites(log, "603.4")


def test_504_1_two_additional_cards() -> None:
    state, _ = _through_draw_step(FONT, "B")
    assert _hand(state, "B") == 3
