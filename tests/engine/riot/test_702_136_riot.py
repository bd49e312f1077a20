"""Riot (702.136a-b) and spells of a kind that can't be countered (101.2), compiled from Oracle
text: Rhythm of the Wild ("Creature spells you control can't be countered. Nontoken creatures
you control have riot.") and Zhur-Taa Goblin (Riot)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RHYTHM = {
    "name": "Rhythm of the Wild",
    "mana_cost": "{1}{R}{G}",
    "type_line": "Enchantment",
    "layout": "normal",
    "oracle_text": "Creature spells you control can't be countered.\nNontoken creatures you "
    "control have riot. (They enter the battlefield with your choice of a +1/+1 counter or "
    "haste.)",
}
GOBLIN = {
    "name": "Zhur-Taa Goblin",
    "mana_cost": "{R}{G}",
    "type_line": "Creature \u2014 Goblin Berserker",
    "layout": "normal",
    "power": "2",
    "toughness": "2",
    "oracle_text": "Riot (This creature enters the battlefield with your choice of a +1/+1 "
    "counter or haste.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Rhythm of the Wild": RHYTHM, "Zhur-Taa Goblin": GOBLIN})


def _board(rhythm: bool = True) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "goblin", "card": "Zhur-Taa Goblin"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
            "battlefield": [{"id": "rhythm", "card": "Rhythm of the Wild"}] if rhythm else [],
        },
        {"id": "B", "hand": [{"id": "cs", "card": "Counterspell"}]},
    )


def _cast(obj: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": obj, "targets": list(targets), "free": True}


@pytest.mark.parametrize("record", [RHYTHM, GOBLIN])
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_a_creature_spell_you_control_isnt_countered_101_2() -> None:
    state = play(_board(), _cast("bears")).state
    state = play(state, _cast("cs", "bears")).state
    countered = play(state, RESOLVE)
    assert countered.state.object("bears").zone is Zone.STACK
    assert countered.state.object("cs").zone is Zone.GRAVEYARD
    assert cites(countered.log, "101.2")


def test_a_noncreature_spell_is_still_countered_701_6a() -> None:
    state = play(_board(), _cast("bolt", "B")).state
    state = play(state, _cast("cs", "bolt")).state
    countered = play(state, RESOLVE)
    assert countered.state.object("bolt").zone is Zone.GRAVEYARD
    assert cites(countered.log, "701.6a")


def test_without_rhythm_the_creature_spell_is_countered() -> None:
    state = play(_board(rhythm=False), _cast("bears")).state
    state = play(state, _cast("cs", "bears")).state
    assert play(state, RESOLVE).state.object("bears").zone is Zone.GRAVEYARD


def test_riot_granted_asks_as_it_enters_and_a_counter_is_chosen_702_136a() -> None:
    state = play(_board(), _cast("bears")).state
    asked = apply(state, RESOLVE, [])
    assert asked.pending is not None and asked.pending.decider == "A"
    assert asked.pending.rule == "702.136a"
    done = play(state, RESOLVE, ["counter"])
    bears = done.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD
    assert bears.counter("+1/+1") == 1
    assert chars(done.state, bears).power == 3
    assert "haste" not in chars(done.state, bears).keywords
    assert cites(done.log, "614.1c")


def test_riot_haste_chosen_the_creature_gains_haste_702_136a() -> None:
    state = play(_board(), _cast("bears")).state
    done = play(state, RESOLVE, ["haste"])
    bears = done.state.object("bears")
    assert bears.counter("+1/+1") == 0
    assert "haste" in chars(done.state, bears).keywords
    assert cites(done.log, "702.136a")


def test_a_printed_and_a_granted_riot_each_work_702_136b() -> None:
    state = play(_board(), _cast("goblin")).state
    done = play(state, RESOLVE, ["counter", "haste"])
    goblin = done.state.object("goblin")
    assert goblin.counter("+1/+1") == 1
    assert "haste" in chars(done.state, goblin).keywords


def test_a_printed_riot_alone_is_one_choice() -> None:
    state = play(_board(rhythm=False), _cast("goblin")).state
    done = play(state, RESOLVE, ["counter"])
    assert done.state.object("goblin").counter("+1/+1") == 1


def test_a_token_doesnt_get_riot_from_rhythm() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "rhythm", "card": "Rhythm of the Wild"},
                {"id": "t", "card": "Grizzly Bears", "token": True},
            ],
        },
        {"id": "B"},
    )
    assert "riot" not in chars(state, state.object("t")).keywords
