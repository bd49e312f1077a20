"""An optional energy payment as a triggered ability resolves (603.5, 608.2c, 107.14): Riparian
Tiger ("Whenever Riparian Tiger attacks, you may pay {E}{E}. If you do, it gets +2/+2 until end
of turn."), Thriving Rhino and Glint-Sleeve Siphoner, compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

TIGER = {
    "name": "Riparian Tiger",
    "layout": "normal",
    "type_line": "Creature — Cat",
    "mana_cost": "{3}{G}{G}",
    "colors": ["G"],
    "keywords": ["Trample"],
    "power": "4",
    "toughness": "4",
    "oracle_text": "Trample\nWhen Riparian Tiger enters, you get {E}{E} (two energy "
    "counters).\nWhenever Riparian Tiger attacks, you may pay {E}{E}. If you do, it gets +2/+2 "
    "until end of turn.",
}
RHINO = {
    "name": "Thriving Rhino",
    "layout": "normal",
    "type_line": "Creature — Rhino",
    "mana_cost": "{4}{G}",
    "colors": ["G"],
    "keywords": [],
    "power": "4",
    "toughness": "5",
    "oracle_text": "When Thriving Rhino enters, you get {E}{E} (two energy counters).\n"
    "Whenever Thriving Rhino attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.",
}
SIPHONER = {
    "name": "Glint-Sleeve Siphoner",
    "layout": "normal",
    "type_line": "Creature — Human Rogue",
    "mana_cost": "{1}{B}",
    "colors": ["B"],
    "keywords": ["Menace"],
    "power": "2",
    "toughness": "1",
    "oracle_text": "Menace\nWhenever Glint-Sleeve Siphoner enters or attacks, you get {E} (an "
    "energy counter).\nAt the beginning of your upkeep, you may pay {E}{E}. If you do, you draw "
    "a card and you lose 1 life.",
}
RECORDS = {r["name"]: r for r in (TIGER, RHINO, SIPHONER)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_it_compiles_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def _attacking(card: str, energy: int) -> GameState:
    state = board(
        {
            "id": "A",
            "counters": {"energy": energy} if energy else {},
            "battlefield": [{"id": "it", "card": card}],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": {"it": "B"}}).state


def test_paying_two_energy_gives_the_tiger_plus_2_plus_2_603_5() -> None:
    state = _attacking("Riparian Tiger", 3)
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    paid = play(state, RESOLVE, ["pay"])
    tiger = chars(paid.state, paid.state.object("it"))
    assert (tiger.power, tiger.toughness) == (6, 6)
    assert paid.state.player("A").counters.get("energy") == 1
    assert cites(paid.log, "107.14") and cites(paid.log, "608.2c")


def test_declining_keeps_the_energy_and_the_tiger_4_4() -> None:
    done = play(_attacking("Riparian Tiger", 2), RESOLVE, ["decline"]).state
    tiger = chars(done, done.object("it"))
    assert (tiger.power, tiger.toughness) == (4, 4)
    assert done.player("A").counters.get("energy") == 2


def test_with_one_energy_there_is_no_choice_and_no_bonus_118_3() -> None:
    done = play(_attacking("Riparian Tiger", 1), RESOLVE)
    assert done.pending is None
    tiger = chars(done.state, done.state.object("it"))
    assert (tiger.power, tiger.toughness) == (4, 4)
    assert done.state.player("A").counters.get("energy") == 1
    assert cites(done.log, "118.3")


def test_thriving_rhino_paying_puts_a_counter_on_it() -> None:
    done = play(_attacking("Thriving Rhino", 2), RESOLVE, ["pay"]).state
    assert done.object("it").counters.get("+1/+1") == 1
    assert not done.player("A").counters.get("energy")


def test_glint_sleeve_siphoner_pays_at_upkeep_to_draw_and_lose_a_life() -> None:
    state = board(
        {
            "id": "A",
            "life": 10,
            "counters": {"energy": 2},
            "library": [{"id": "top", "card": "Island"}],
            "battlefield": [{"id": "it", "card": "Glint-Sleeve Siphoner"}],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "untap"},
    )
    upkeep = play(state, {"type": "advance"}).state
    done = play(upkeep, RESOLVE, ["pay"]).state
    assert done.object("top").zone is Zone.HAND
    assert done.player("A").life == 9
    assert not done.player("A").counters.get("energy")
