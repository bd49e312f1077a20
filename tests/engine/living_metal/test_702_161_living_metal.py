"""Living metal (702.161a): "During your turn, this permanent is an artifact creature in addition
to its other types." A static ability adding the types in layer 4 (613.1d) while it's its
controller's turn. Ratchet, Field Medic // Ratchet, Rescue Racer is compiled from its Oracle
text: the back face's "Living metal" line applies (its other lines don't yet), and the back
face, a Vehicle, is a creature only during its controller's turn.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

RATCHET = {
    "name": "Ratchet, Field Medic // Ratchet, Rescue Racer",
    "layout": "transform",
    "type_line": "Legendary Artifact Creature — Robot // Legendary Artifact — Vehicle",
    "mana_cost": "{2}{W}",
    "keywords": ["Lifelink", "Living metal", "More Than Meets the Eye", "Transform"],
    "card_faces": [
        {
            "name": "Ratchet, Field Medic",
            "mana_cost": "{2}{W}",
            "type_line": "Legendary Artifact Creature — Robot",
            "oracle_text": "More Than Meets the Eye {1}{W} (You may cast this card converted for "
            "{1}{W}.)\nLifelink\nWhenever you gain life, you may convert Ratchet. When you do, "
            "return target artifact card with mana value less than or equal to the amount of "
            "life you gained this turn from your graveyard to the battlefield tapped.",
            "power": "2",
            "toughness": "4",
            "colors": ["W"],
        },
        {
            "name": "Ratchet, Rescue Racer",
            "mana_cost": "",
            "type_line": "Legendary Artifact — Vehicle",
            "oracle_text": "Living metal (As long as it's your turn, this Vehicle is also a "
            "creature.)\nLifelink\nWhenever one or more nontoken artifacts you control are put "
            "into a graveyard from the battlefield, convert Ratchet. This ability triggers only "
            "once each turn.",
            "power": "1",
            "toughness": "4",
            "colors": ["W"],
        },
    ],
}
NAME = RATCHET["name"]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({NAME: RATCHET})


def test_the_living_metal_line_applies() -> None:
    compiled = compile_record(RATCHET)
    line = next(s for s in compiled.lines if s.text == "Living metal")
    assert line.applied


def _racer(active: str) -> Any:
    return board(
        {"id": "A", "battlefield": [{"id": "racer", "card": NAME, "face": 1}]},
        {"id": "B"},
        turn={"number": 3, "active_player": active, "step": "declare_attackers"},
    )


def test_during_its_controllers_turn_it_is_an_artifact_creature_702_161a() -> None:
    state = _racer("A")
    c = chars(state, state.object("racer"))
    assert c.is_type("Creature") and c.is_type("Artifact")
    assert (c.power, c.toughness) == (1, 4)
    play(state, {"type": "attack", "attackers": {"racer": "B"}})


def test_during_another_players_turn_it_is_no_creature() -> None:
    state = _racer("B")
    c = chars(state, state.object("racer"))
    assert not c.is_type("Creature") and c.is_type("Artifact")
