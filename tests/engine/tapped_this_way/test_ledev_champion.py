"""Ledev Champion: "Whenever ~ attacks, you may tap any number of untapped creatures you control.
~ gets +1/+1 until end of turn for each creature tapped this way." (compiled from its Oracle
text). As the trigger resolves Alice chooses which of her untapped creatures to tap, none to all
(608.2d, 107.1c), they become tapped (701.26a), and the Champion gets +1/+1 for each (613.4c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

LEDEV_CHAMPION = {
    "name": "Ledev Champion",
    "type_line": "Creature — Elf Knight",
    "mana_cost": "{1}{G}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Whenever Ledev Champion attacks, you may tap any number of untapped creatures "
    "you control. Ledev Champion gets +1/+1 until end of turn for each creature tapped this "
    "way.\n{3}{G}{W}: Create a 1/1 white Soldier creature token with lifelink.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Ledev Champion": LEDEV_CHAMPION})


def test_ledev_champion_compiles_automated() -> None:
    assert compile_record(LEDEV_CHAMPION).label == AUTOMATED


def _attacked() -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "champion", "card": "Ledev Champion"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "tapped_bears", "card": "Grizzly Bears", "tapped": True},
            ],
        },
        {"id": "B", "battlefield": [{"id": "their_bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    state = play(state, {"type": "advance", "to": "declare_attackers"}).state
    return play(state, {"type": "attack", "attackers": {"champion": "B"}}).state


def _champion(state: GameState) -> tuple[int | None, int | None]:
    c = chars(state, state.object("champion"))
    return c.power, c.toughness


def test_only_her_untapped_creatures_are_offered_608_2d() -> None:
    asked = pending(_attacked(), RESOLVE)
    assert asked.pending is not None and asked.pending.rule == "608.2d"
    assert set(asked.pending.option_ids()) == {"done", "bears", "elves"}


def test_tapping_two_makes_it_4_4_701_26a() -> None:
    done = play(_attacked(), RESOLVE, ["bears", "elves"])
    state = done.state
    assert state.object("bears").tapped and state.object("elves").tapped
    assert _champion(state) == (4, 4) and cites(done.log, "701.26a")


def test_tapping_one_makes_it_3_3() -> None:
    done = play(_attacked(), RESOLVE, ["elves", "done"])
    assert _champion(done.state) == (3, 3)
    assert not done.state.object("bears").tapped


def test_tapping_none_leaves_it_2_2_107_1c() -> None:
    done = play(_attacked(), RESOLVE, ["done"])
    assert _champion(done.state) == (2, 2)
    assert not done.state.object("bears").tapped


def test_siege_striker_has_the_same_line_and_compiles_automated() -> None:
    siege_striker = {
        "name": "Siege Striker",
        "type_line": "Creature — Human Soldier",
        "mana_cost": "{2}{W}",
        "power": "1",
        "toughness": "1",
        "layout": "normal",
        "oracle_text": "Double strike (This creature deals both first-strike and regular combat "
        "damage.)\nWhenever Siege Striker attacks, you may tap any number of untapped creatures "
        "you control. Siege Striker gets +1/+1 until end of turn for each creature tapped this "
        "way.",
    }
    assert compile_record(siege_striker).label == AUTOMATED
