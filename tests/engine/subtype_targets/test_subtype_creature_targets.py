""" "Target Soldier creature" (115.1, 205.3m): a creature with that subtype, any player's; a
Kindred permanent with the subtype that isn't a creature isn't one (308.4). Daru Encampment's
activated ability, compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

DARU_ENCAMPMENT = {
    "name": "Daru Encampment",
    "type_line": "Land",
    "layout": "normal",
    "oracle_text": "{T}: Add {C}.\n{W}, {T}: Target Soldier creature gets +1/+1 until end of turn.",
}
SOLDIER = {"types": ["Creature"], "subtypes": ["Human", "Soldier"], "power": 2, "toughness": 2}
KINDRED_SOLDIER = {"types": ["Kindred", "Enchantment"], "subtypes": ["Soldier"]}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Daru Encampment": DARU_ENCAMPMENT})


def test_it_compiles_automated() -> None:
    compiled = compile_record(DARU_ENCAMPMENT)
    assert compiled.label == AUTOMATED, compiled.not_applied


def _board() -> Any:
    return board(
        {
            "id": "A",
            "mana_pool": {"W": 1},
            "battlefield": [{"id": "camp", "card": "Daru Encampment"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "soldier", "card": "Their Soldier", "characteristics": SOLDIER},
                {"id": "banner", "card": "Soldier Banner", "characteristics": KINDRED_SOLDIER},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )


def _activate(target: str) -> dict[str, Any]:
    return {"type": "activate", "object": "camp", "ability": 1, "targets": [target]}


def test_any_players_soldier_creature_gets_plus_one_plus_one() -> None:
    done = play(play(_board(), _activate("soldier")).state, {"type": "resolve"})
    soldier = chars(done.state, done.state.object("soldier"))
    assert (soldier.power, soldier.toughness) == (3, 3)


@pytest.mark.parametrize("target", ["banner", "bears"])
def test_a_non_creature_soldier_or_a_creature_of_another_type_is_refused_115_1(
    target: str,
) -> None:
    with pytest.raises(IllegalAction):
        play(_board(), _activate(target))
