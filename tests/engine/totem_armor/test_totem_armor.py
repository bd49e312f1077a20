"""Totem armor (702.89a): "If enchanted creature would be destroyed, instead remove all damage
from it and destroy this Aura." Hyena Umbra (enchanted creature gets +1/+1 and has first strike;
totem armor) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

HYENA_UMBRA = {
    "name": "Hyena Umbra",
    "type_line": "Enchantment — Aura",
    "mana_cost": "{W}",
    "layout": "normal",
    "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1 and has first strike.\nTotem "
    "armor (If enchanted creature would be destroyed, instead remove all damage from it and "
    "destroy this Aura.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _umbra_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Hyena Umbra": HYENA_UMBRA})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}, {"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "umbra", "card": "Hyena Umbra", "attached_to": "bears"},
            ],
        },
        {"id": "B"},
    )


def _cast(spell: str) -> tuple[GameState, list[str]]:
    cast = play(_board(), {"type": "cast", "object": spell, "targets": ["bears"], "free": True})
    done = play(cast.state, RESOLVE)
    return done.state, [r for e in done.log for r in e.rules]


def test_hyena_umbra_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(HYENA_UMBRA)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[-1] == "Totem armor"


def test_murdered_the_bears_stay_and_the_umbra_is_destroyed_instead_702_89a() -> None:
    state, rules = _cast("murder")
    assert "702.89a" in rules
    assert state.object("bears").zone is Zone.BATTLEFIELD
    assert state.object("umbra").zone is Zone.GRAVEYARD


def test_lethal_damage_is_removed_as_the_umbra_is_destroyed_704_5g() -> None:
    state, rules = _cast("bolt")  # 3 damage to a 3/3: destroyed by state-based actions
    assert "702.89a" in rules
    bears = state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.damage == 0
    assert state.object("umbra").zone is Zone.GRAVEYARD
