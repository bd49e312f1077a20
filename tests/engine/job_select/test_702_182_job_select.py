"""Job select (702.182a): "When this Equipment enters, create a 1/1 colorless Hero creature token,
then attach this Equipment to it." Monk's Fist and Warrior's Sword of the 2026 card file are
compiled from their Oracle text (their job select line is applied; their other lines are
checked only where they are)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

FIST = "Monk's Fist"
SWORD = "Warrior's Sword"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FIST, SWORD)


@pytest.mark.parametrize("name", [FIST, SWORD])
def test_702_182a_the_job_select_line_is_applied(name: str) -> None:
    compiled = compile_record(records(name)[name])
    (line,) = [s for s in compiled.lines if s.text == "Job select"]
    assert line.applied
    assert "Job select" in compiled.definition.keywords
    assert compiled.printed.splitlines()[0] == "Job select"


def _entered(card: str) -> tuple[GameState, tuple[Any, ...]]:
    state = board({"id": "A", "hand": [{"id": "gear", "card": card}]}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "gear", "free": True})
    entered = play(cast.state, RESOLVE)  # the Equipment enters; job select triggers
    done = play(entered.state, RESOLVE)
    return done.state, (*entered.log, *done.log)


def test_702_182a_a_colorless_1_1_hero_is_created_and_equipped() -> None:
    state, log = _entered(FIST)
    assert cites(log, "702.182a")
    (hero,) = [o for o in state.battlefield if o.token]
    c = chars(state, hero)
    assert c.is_type("Creature") and "Hero" in c.subtypes
    assert c.colors == ()
    assert hero.controller == "A"
    assert state.object("gear").attached_to == hero.id


def test_702_182a_each_equipment_makes_its_own_hero() -> None:
    cast = play(
        board(
            {"id": "A", "hand": [{"id": "gear", "card": FIST}, {"id": "two", "card": SWORD}]},
            {"id": "B"},
        ),
        {"type": "cast", "object": "gear", "free": True},
    )
    state = play(play(cast.state, RESOLVE).state, RESOLVE).state
    state = play(state, {"type": "cast", "object": "two", "free": True}).state
    state = play(play(state, RESOLVE).state, RESOLVE).state
    heroes = [o for o in state.battlefield if o.token]
    assert len(heroes) == 2
    assert {state.object("gear").attached_to, state.object("two").attached_to} == {
        h.id for h in heroes
    }
