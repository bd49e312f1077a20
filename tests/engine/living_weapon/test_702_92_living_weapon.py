"""Living weapon (702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ creature
token, then attach this Equipment to it." Flayer Husk (equipped creature gets +1/+1; equip {2}) is
compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

FLAYER_HUSK = {
    "name": "Flayer Husk",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{1}",
    "layout": "normal",
    "oracle_text": "Living weapon (When this Equipment enters the battlefield, create a 0/0 "
    "black Phyrexian Germ creature token, then attach this to it.)\nEquipped creature gets "
    "+1/+1.\nEquip {2}",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _husk_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Flayer Husk": FLAYER_HUSK})


def _entered() -> tuple[GameState, list[str]]:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "husk", "card": "Flayer Husk"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "husk", "free": True})
    entered = play(cast.state, RESOLVE)
    done = play(entered.state, RESOLVE)
    return done.state, [r for e in (*entered.log, *done.log) for r in e.rules]


def test_flayer_husk_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(FLAYER_HUSK)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Living weapon"


def test_a_germ_is_created_and_equipped_and_survives_as_a_1_1_702_92a() -> None:
    state, rules = _entered()
    assert "702.92a" in rules and "603.2" in rules
    (germ,) = [o for o in state.battlefield if o.token]
    c = chars(state, germ)
    assert germ.card == "Phyrexian Germ Token" and c.colors == ("B",)
    assert state.object("husk").attached_to == germ.id
    assert (c.power, c.toughness) == (1, 1)  # 0/0 plus the Equipment's +1/+1


def test_moved_to_the_bears_the_germ_dies_704_5f() -> None:
    state, _ = _entered()
    (germ,) = [o for o in state.battlefield if o.token]
    equip = play(
        state,
        {"type": "activate", "object": "husk", "ability": 1, "targets": ["bears"], "free": True},
    )
    done = play(equip.state, RESOLVE).state
    assert done.object("husk").attached_to == "bears"
    assert done.find_object(germ.id) is None or done.object(germ.id).zone is not Zone.BATTLEFIELD
