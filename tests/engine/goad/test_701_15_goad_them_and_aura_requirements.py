"""Goad (701.15) of the several targets named before, and an Aura whose creature also has a
blocking requirement, with real card records: Coronation of Chaos ("Up to three target
creatures can't block this turn. Goad them.", 608.2c: "them" is each of those targets) and
Predatory Impetus ("Enchanted creature gets +3/+3, must be blocked if able, and is goaded.",
509.1c, 701.15b). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.mechanics.goad import goaders
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.combat_words import MUST_BE_BLOCKED
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CORONATION = "Coronation of Chaos"
IMPETUS = "Predatory Impetus"
LIBRARY = [{"id": "forest", "card": "Forest"}]


@pytest.fixture(autouse=True)
def _real_cards(compiled_from: Any) -> None:
    use_cards(compiled_from, CORONATION, IMPETUS)


def test_701_15a_the_cards_compile_and_print_back() -> None:
    every = records(CORONATION, IMPETUS)
    coronation = compile_record(every[CORONATION])
    assert coronation.label == AUTOMATED
    assert coronation.printed == "Up to three target creatures can't block this turn. Goad them."
    impetus = compile_record(every[IMPETUS])
    assert impetus.label == AUTOMATED
    assert "Enchanted creature gets +3/+3, must be blocked if able, and is goaded." in (
        impetus.printed.splitlines()
    )


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "coronation", "card": CORONATION}],
            "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "giant", "card": "Hill Giant"},
            ],
            "library": LIBRARY,
        },
    )


def test_701_15a_goad_them_goads_each_chosen_target_and_no_other() -> None:
    cast = {"type": "cast", "object": "coronation", "targets": ["bears", "ogre"], "free": True}
    done = play(play(_board(), cast).state, {"type": "resolve"})
    assert goaders(done.state, "bears") == ("A",)
    assert goaders(done.state, "ogre") == ("A",)
    assert goaders(done.state, "giant") == ()
    assert goaders(done.state, "mine") == ()
    assert cites(done.log, "701.15a")
    # B's turn: each goaded creature attacks if able (701.15b); the Giant needn't.
    attacks = play(done.state, {"type": "advance", "to": "declare_attackers", "turn": "next"})
    assert attacks.state.turn.active_player == "B"
    with pytest.raises(IllegalAction) as refused:
        play(attacks.state, {"type": "attack", "attackers": {"bears": "A"}})
    assert refused.value.rule == "701.15b"
    play(attacks.state, {"type": "attack", "attackers": {"bears": "A", "ogre": "A"}})


def test_701_15a_no_target_chosen_goads_nothing() -> None:
    cast = {"type": "cast", "object": "coronation", "targets": [], "free": True}
    done = play(play(_board(), cast).state, {"type": "resolve"})
    assert all(goaders(done.state, c) == () for c in ("bears", "ogre", "giant", "mine"))


def test_701_15b_the_impetus_pumps_requires_blocks_and_goads_while_attached() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "impetus", "card": IMPETUS, "attached_to": "bears"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (5, 5)
    assert bears.has(MUST_BE_BLOCKED)
    assert goaders(state, "bears") == ("A",)
    mine = chars(state, state.object("impetus"))
    assert not mine.has(MUST_BE_BLOCKED)
