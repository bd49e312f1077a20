"""The Rebels' and Mercenaries' search (701.23a): "Search your library for a Rebel permanent card
with mana value 2 or less, put it onto the battlefield, then shuffle." A card fits when it is a
permanent card (110.4) with the creature type (205.3m) and mana value at most 2 (202.3). Ramosian
Sergeant and Defiant Falcon are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, pending, play

SERGEANT = {
    "name": "Ramosian Sergeant",
    "layout": "normal",
    "type_line": "Creature — Human Rebel",
    "mana_cost": "{2}{W}",
    "colors": ["W"],
    "power": "1",
    "toughness": "1",
    "oracle_text": "{3}, {T}: Search your library for a Rebel permanent card with mana value 2 "
    "or less, put it onto the battlefield, then shuffle.",
}
FALCON = {
    "name": "Defiant Falcon",
    "layout": "normal",
    "type_line": "Creature — Rebel Bird",
    "mana_cost": "{1}{W}",
    "colors": ["W"],
    "keywords": ["Flying"],
    "power": "1",
    "toughness": "1",
    "oracle_text": "Flying\n{4}, {T}: Search your library for a Rebel permanent card with mana "
    "value 3 or less, put it onto the battlefield, then shuffle.",
}
RECORDS = {r["name"]: r for r in (SERGEANT, FALCON)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_it_compiles_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def _searching() -> GameState:
    state = board(
        {
            "id": "A",
            "mana_pool": {"W": 3},
            "battlefield": [{"id": "sergeant", "card": "Ramosian Sergeant"}],
            "library": [
                {"id": "big_rebel", "card": "Ramosian Sergeant"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "falcon", "card": "Defiant Falcon"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    return play(state, {"type": "activate", "object": "sergeant", "ability": 0}).state


def test_only_a_rebel_with_mana_value_2_or_less_is_offered() -> None:
    asked = pending(_searching(), RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["nothing", "falcon"]


def test_the_found_rebel_enters_the_battlefield() -> None:
    done = play(_searching(), RESOLVE, ["falcon"]).state
    assert done.object("falcon").zone is Zone.BATTLEFIELD
    assert done.object("big_rebel").zone is Zone.LIBRARY
