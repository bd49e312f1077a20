"""Changeling (702.73a): "This object is every creature type." A characteristic-defining ability
that works in every zone (604.3). Avian Changeling (a 2/2 Shapeshifter flyer) is compiled from its
Oracle text; Lyra Dawnbringer's "Other Angels you control get +1/+1 and have lifelink." sees it
as an Angel.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board

AVIAN_CHANGELING = {
    "name": "Avian Changeling",
    "type_line": "Creature — Shapeshifter",
    "mana_cost": "{2}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Changeling (This card is every creature type.)\nFlying",
}


@pytest.fixture(autouse=True)
def _changeling_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Avian Changeling": AVIAN_CHANGELING})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "changeling", "card": "Avian Changeling"},
                {"id": "lyra", "card": "Lyra Dawnbringer"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "hand": [{"id": "in_hand", "card": "Avian Changeling"}],
        },
        {"id": "B"},
    )


def test_avian_changeling_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(AVIAN_CHANGELING)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Changeling\nFlying"


def test_it_is_every_creature_type_in_every_zone_702_73a() -> None:
    state = _board()
    for where in ("changeling", "in_hand"):
        subtypes = chars(state, state.object(where)).subtypes
        assert {"Shapeshifter", "Angel", "Goblin", "Elf", "Zombie"} <= set(subtypes)
    assert "Angel" not in chars(state, state.object("bears")).subtypes
    # Subtypes of other card types aren't creature types (205.3g-i): it isn't an Aura.
    assert not {"Aura", "Equipment", "Forest"} & set(
        chars(state, state.object("changeling")).subtypes
    )


def test_an_angel_lord_pumps_it_and_gives_it_lifelink() -> None:
    state = _board()
    c = chars(state, state.object("changeling"))
    assert (c.power, c.toughness) == (3, 3)
    assert c.has("lifelink")
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (2, 2)
