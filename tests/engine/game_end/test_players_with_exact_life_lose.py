"""An effect that says players lose the game (104.3e), picking them by their exact life total:
Triskaidekaphobia, compiled from its Oracle text ("At the beginning of your upkeep, choose one —
• Each player with exactly 13 life loses the game, then each player gains 1 life. • Each player
with exactly 13 life loses the game, then each player loses 1 life."). Its mode is chosen as it
is put on the stack (603.3c); the life totals are read as the ability resolves (608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

TRISKAIDEKAPHOBIA = {
    "name": "Triskaidekaphobia",
    "type_line": "Enchantment",
    "mana_cost": "{3}{B}",
    "colors": ["B"],
    "layout": "normal",
    "keywords": [],
    "oracle_text": "At the beginning of your upkeep, choose one —\n• Each player with exactly 13 "
    "life loses the game, then each player gains 1 life.\n• Each player with exactly 13 life "
    "loses the game, then each player loses 1 life.",
}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _triskaidekaphobia_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Triskaidekaphobia": TRISKAIDEKAPHOBIA})


def test_triskaidekaphobia_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(TRISKAIDEKAPHOBIA)
    assert compiled.label == AUTOMATED
    assert compiled.printed == TRISKAIDEKAPHOBIA["oracle_text"]


def before_alices_turn(**lives: int) -> GameState:
    return board(
        *(
            {
                "id": player,
                "life": life,
                "battlefield": (
                    [{"id": "phobia", "card": "Triskaidekaphobia"}] if player == "A" else []
                ),
                "library": [{"id": f"{player}{i}", "card": "Swamp"} for i in range(3)],
            }
            for player, life in lives.items()
        ),
        format="free_for_all",
        turn={"number": 2, "active_player": "C", "step": "end"},
    )


def test_the_mode_is_chosen_as_the_trigger_goes_on_the_stack_603_3c() -> None:
    asked = pending(before_alices_turn(A=20, B=13, C=14), NEXT_UPKEEP).pending
    assert asked is not None and asked.kind is DecisionKind.MODE and asked.rule == "603.3c"
    assert [option.id for option in asked.options] == ["0", "1"]


def test_the_player_at_13_loses_then_the_others_gain_1_life_104_3e() -> None:
    upkeep = play(before_alices_turn(A=20, B=13, C=14), NEXT_UPKEEP, ["0"])
    done = play(upkeep.state, RESOLVE)
    assert done.state.player("B").lost
    assert cites(done.log, "104.3e")
    assert (done.state.player("A").life, done.state.player("C").life) == (21, 15)
    assert not done.state.player("C").lost


def test_losing_1_life_afterwards_doesnt_make_a_player_at_14_lose() -> None:
    """608.2h: who has exactly 13 life is read when the loss applies, before the life loss."""
    upkeep = play(before_alices_turn(A=20, B=14, C=13), NEXT_UPKEEP, ["1"])
    done = play(upkeep.state, RESOLVE).state
    assert done.player("C").lost and not done.player("B").lost
    assert (done.player("A").life, done.player("B").life) == (19, 13)
