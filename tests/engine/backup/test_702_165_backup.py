"""Backup N (702.165a): "When this creature enters, put N +1/+1 counters on target creature. If
that's another creature, it also gains the non-backup abilities of this creature printed below
this one until end of turn." Boon-Bringer Valkyrie of the 2026 card file (a 4/4 Angel Warrior:
"Backup 1" and then "Flying, first strike, lifelink") is compiled from its Oracle text; a backup
line granting an ability the engine can't grant is left unapplied (Hangar Scrounger's triggered
ability)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

VALKYRIE = "Boon-Bringer Valkyrie"
SCROUNGER = "Hangar Scrounger"
RESOLVE = {"type": "resolve"}
CAST = {"type": "cast", "object": "valkyrie", "free": True}
GRANTED = {"flying", "first strike", "lifelink"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, VALKYRIE)


def _entering() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "valkyrie", "card": VALKYRIE}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    return play(state, CAST).state


def test_702_165a_backup_compiles_with_the_keywords_below_it_and_prints_back() -> None:
    compiled = compile_record(records(VALKYRIE)[VALKYRIE])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Backup 1\nFlying, first strike, lifelink"
    (backup,) = (a for a in compiled.definition.abilities if getattr(a, "keyword", "") == "Backup")
    assert set(backup.effects[0].params["keywords"]) == {"Flying", "First strike", "Lifelink"}


def test_702_165a_a_backup_granting_another_kind_of_ability_is_not_applied() -> None:
    compiled = compile_record(records(SCROUNGER)[SCROUNGER])
    assert compiled.lines[0].text == "Backup 1" and not compiled.lines[0].applied
    assert "702.165a" in compiled.lines[0].reason


def test_702_165a_the_trigger_targets_any_creature() -> None:
    asked = pending(_entering(), RESOLVE)
    assert asked.pending is not None
    assert {o.id for o in asked.pending.options} == {"valkyrie", "bears"}


def test_702_165a_another_creature_gets_the_counter_and_the_keywords_until_end_of_turn() -> None:
    entered = play(_entering(), RESOLVE, ["bears"])
    done = play(entered.state, RESOLVE)
    assert cites(done.log, "702.165a")
    bears = done.state.object("bears")
    assert bears.counter("+1/+1") == 1
    assert chars(done.state, bears).keywords >= GRANTED
    assert (chars(done.state, bears).power, chars(done.state, bears).toughness) == (3, 3)
    assert done.state.object("valkyrie").counter("+1/+1") == 0


def test_702_165a_on_itself_it_gets_the_counter_and_gains_nothing_new() -> None:
    entered = play(_entering(), RESOLVE, ["valkyrie"])
    done = play(entered.state, RESOLVE)
    assert cites(done.log, "702.165a")
    assert done.state.object("valkyrie").counter("+1/+1") == 1
    assert not any(e.kind == "gain_keywords" for e in done.state.effects)
    assert done.state.object("bears").counter("+1/+1") == 0
