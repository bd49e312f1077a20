"""Intervening "if" clauses about the board (603.4: checked as the trigger event happens, and
again as the ability resolves) and "you win the game" (104.2b). Test of Endurance, Revel in
Riches, Kezzerdrix, Pestilence and Ophiomancer are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

TEST_OF_ENDURANCE = {
    "name": "Test of Endurance",
    "type_line": "Enchantment",
    "mana_cost": "{2}{W}{W}",
    "layout": "normal",
    "oracle_text": "At the beginning of your upkeep, if you have 50 or more life, you win the game.",
}
REVEL_IN_RICHES = {
    "name": "Revel in Riches",
    "type_line": "Enchantment",
    "mana_cost": "{4}{B}",
    "layout": "normal",
    "oracle_text": 'Whenever a creature an opponent controls dies, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this artifact: Add one mana of any color.")\nAt the beginning of your upkeep, if you control ten or more Treasures, you win the game.',
}
KEZZERDRIX = {
    "name": "Kezzerdrix",
    "type_line": "Creature — Rabbit Beast",
    "mana_cost": "{2}{B}{B}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "First strike\nAt the beginning of your upkeep, if your opponents control no creatures, Kezzerdrix deals 4 damage to you.",
}
PESTILENCE = {
    "name": "Pestilence",
    "type_line": "Enchantment",
    "mana_cost": "{2}{B}{B}",
    "layout": "normal",
    "oracle_text": "At the beginning of the end step, if no creatures are on the battlefield, sacrifice Pestilence.\n{B}: Pestilence deals 1 damage to each creature and each player.",
}
OPHIOMANCER = {
    "name": "Ophiomancer",
    "type_line": "Creature — Human Shaman",
    "mana_cost": "{2}{B}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "At the beginning of each upkeep, if you control no Snakes, create a 1/1 black Snake creature token with deathtouch.",
}
RECORDS = {
    r["name"]: r for r in (TEST_OF_ENDURANCE, REVEL_IN_RICHES, KEZZERDRIX, PESTILENCE, OPHIOMANCER)
}
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    assert compile_record(record).label == AUTOMATED


def _at(step: str, a: dict[str, Any], b: dict[str, Any], active: str = "A") -> GameState:
    return board(
        {"id": "A", **a},
        {"id": "B", **b},
        turn={"number": 2, "active_player": active, "step": step},
    )


def _upkeep(state: GameState) -> tuple[GameState, bool]:
    """Into the upkeep; whether an ability triggered (603.2) or didn't (603.4)."""
    began = play(state, ADVANCE)
    return began.state, cites(began.log, "603.2")


def test_test_of_endurance_with_fifty_life_its_controller_wins_104_2b() -> None:
    state, triggered = _upkeep(
        _at("untap", {"life": 50, "battlefield": [{"id": "test", "card": "Test of Endurance"}]}, {})
    )
    assert triggered
    done = play(state, RESOLVE)
    assert done.state.player("A").won and cites(done.log, "104.2b")


def test_test_of_endurance_with_forty_nine_life_doesnt_trigger_603_4() -> None:
    began = play(
        _at(
            "untap", {"life": 49, "battlefield": [{"id": "test", "card": "Test of Endurance"}]}, {}
        ),
        ADVANCE,
    )
    assert cites(began.log, "603.4") and not began.state.zone(Zone.STACK)


def test_revel_in_riches_with_ten_treasures_wins_but_not_with_nine() -> None:
    def treasures(n: int) -> list[dict[str, Any]]:
        return [{"id": f"t{i}", "card": "Treasure", "token": True} for i in range(n)]

    revel = {"id": "revel", "card": "Revel in Riches"}
    state, triggered = _upkeep(_at("untap", {"battlefield": [revel, *treasures(10)]}, {}))
    assert triggered and play(state, RESOLVE).state.player("A").won
    state, triggered = _upkeep(_at("untap", {"battlefield": [revel, *treasures(9)]}, {}))
    assert not triggered and not state.zone(Zone.STACK)


def test_kezzerdrix_deals_four_to_you_only_when_your_opponents_control_no_creatures() -> None:
    kez = {"id": "kez", "card": "Kezzerdrix"}
    state, triggered = _upkeep(_at("untap", {"battlefield": [kez]}, {}))
    assert triggered
    assert play(state, RESOLVE).state.player("A").life == 16
    bears = {"id": "bears", "card": "Grizzly Bears"}
    state, triggered = _upkeep(_at("untap", {"battlefield": [kez]}, {"battlefield": [bears]}))
    assert not triggered and state.player("A").life == 20


def test_pestilence_is_sacrificed_at_an_end_step_with_no_creatures_on_the_battlefield() -> None:
    pestilence = {"id": "pest", "card": "Pestilence"}
    state = _at("postcombat_main", {}, {"battlefield": [pestilence]})
    began = play(state, ADVANCE)  # the end step of A's turn: "the end step", any player's
    assert began.state.turn.step.value == "end"
    done = play(began.state, RESOLVE).state
    assert done.object("pest").zone is Zone.GRAVEYARD


def test_pestilence_stays_while_a_creature_is_on_the_battlefield() -> None:
    state = _at(
        "postcombat_main",
        {"battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"battlefield": [{"id": "pest", "card": "Pestilence"}]},
    )
    began = play(state, ADVANCE)
    assert cites(began.log, "603.4") and not began.state.zone(Zone.STACK)
    assert began.state.object("pest").zone is Zone.BATTLEFIELD


def test_ophiomancer_makes_a_snake_in_each_upkeep_when_you_control_none() -> None:
    mancer = {"id": "mancer", "card": "Ophiomancer"}
    state, triggered = _upkeep(_at("untap", {}, {"battlefield": [mancer]}))  # A's upkeep
    assert triggered
    done = play(state, RESOLVE).state
    (snake,) = [o for o in done.battlefield if o.token]
    c = chars(done, snake)
    assert (snake.controller, c.power, c.toughness) == ("B", 1, 1) and c.has("Deathtouch")
