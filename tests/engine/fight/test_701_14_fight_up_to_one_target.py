"""Fight (701.14a) whose second creature is "up to one target creature" after the first target
(601.2c, 115.6): Chelonian Tackle ("Target creature you control gets +0/+10 until end of turn.
Then it fights up to one target creature an opponent controls.") and Amok Time's chapter I
("Target creature you control fights up to one target creature an opponent controls.", a
triggered ability, 603.3d). The last target is chosen or not; without it the creature doesn't
fight (701.14b) and the rest of the ability happens. Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

TACKLE = "Chelonian Tackle"
AMOK_TIME = "Amok Time"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TACKLE, AMOK_TIME)


@pytest.mark.parametrize("name", [TACKLE, AMOK_TIME])
def test_701_14a_up_to_one_target_after_a_target_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "fights up to one target creature an opponent controls." in compiled.printed


def _board(card: str, their_creature: bool = True) -> GameState:
    theirs = [{"id": "their_bears", "card": "Grizzly Bears"}] if their_creature else []
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": theirs},
    )


def test_701_14a_with_the_second_target_chosen_the_creatures_fight() -> None:
    cast = {"type": "cast", "object": "spell", "targets": ["bears", "their_bears"], "free": True}
    state = play(_board(TACKLE), cast).state
    done = play(state, RESOLVE)
    assert done.state.object("their_bears").zone is Zone.GRAVEYARD  # 2 damage from a 2/12
    bears = done.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.damage == 2
    assert chars(done.state, bears).toughness == 12
    assert cites(done.log, "701.14a")


def test_601_2c_without_the_up_to_one_target_the_pump_happens_and_no_fight() -> None:
    state = play(
        _board(TACKLE), {"type": "cast", "object": "spell", "targets": ["bears"], "free": True}
    ).state
    done = play(state, RESOLVE)
    assert chars(done.state, done.state.object("bears")).toughness == 12
    assert done.state.object("their_bears").damage == 0
    assert done.state.object("bears").damage == 0
    assert cites(done.log, "701.14b")


def test_601_2c_the_first_target_is_still_required() -> None:
    with pytest.raises(IllegalAction):
        play(_board(TACKLE), {"type": "cast", "object": "spell", "targets": [], "free": True})


def _chapter_one(their_creature: bool = True) -> GameState:
    state = play(
        _board(AMOK_TIME, their_creature), {"type": "cast", "object": "spell", "free": True}
    ).state
    return state


def test_603_3d_the_chapter_asks_for_the_optional_last_target() -> None:
    state = _chapter_one()
    asked = pending(state, RESOLVE)  # the Saga enters with a lore counter: chapter I triggers
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["none", "their_bears"]
    assert asked.pending.rule == "601.2c"
    on_stack = play(state, RESOLVE, ["their_bears"]).state
    done = play(on_stack, RESOLVE)
    assert done.state.object("their_bears").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.GRAVEYARD  # 2/2 against 2/2
    assert cites(done.log, "701.14a")


def test_603_3d_no_second_creature_the_chapter_still_goes_on_the_stack() -> None:
    state = _chapter_one(their_creature=False)
    on_stack = play(state, RESOLVE).state  # nothing to ask: no legal choice for the last target
    assert len(on_stack.zone(Zone.STACK)) == 1
    done = play(on_stack, RESOLVE)
    assert done.state.object("bears").damage == 0
    assert cites(done.log, "701.14b")
