"""Transforming a permanent the text names, not the object with the ability (701.27a): Waxing
Moon, "Transform up to one target Werewolf you control. Creatures you control gain trample until
end of turn." Village Ironsmith // Ironfang is the Werewolf (a 1/1 front face, a 3/1 back face);
Grizzly Bears a creature that isn't double-faced."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

MOON = "Waxing Moon"
IRONSMITH = "Village Ironsmith // Ironfang"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(records(MOON, IRONSMITH, "Grizzly Bears"))


def _alice(*battlefield: dict[str, Any]) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": list(battlefield),
            "hand": [{"id": "moon", "card": MOON}],
            "mana_pool": {"G": 2},
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def test_waxing_moon_compiles() -> None:
    compiled = compile_record(records(MOON)[MOON])
    assert compiled.label == AUTOMATED, [s for s in compiled.lines if not s.applied]


def test_the_target_werewolf_transforms_701_27a() -> None:
    state = _alice({"id": "smith", "card": IRONSMITH}, {"id": "bears", "card": "Grizzly Bears"})
    cast = play(state, {"type": "cast", "object": "moon", "targets": ["smith"]}).state
    resolved = play(cast, {"type": "resolve"})
    smith = resolved.state.object("smith")
    c = chars(resolved.state, smith)
    assert smith.face == 1 and (c.name, c.power, c.toughness) == ("Ironfang", 3, 1)
    assert c.has("trample") and chars(resolved.state, resolved.state.object("bears")).has("trample")
    assert cites(resolved.log, "701.27a")


def test_no_target_chosen_transforms_nothing() -> None:
    state = _alice({"id": "smith", "card": IRONSMITH})
    cast = play(state, {"type": "cast", "object": "moon", "targets": []}).state
    resolved = play(cast, {"type": "resolve"})
    smith = resolved.state.object("smith")
    assert smith.face == 0 and chars(resolved.state, smith).has("trample")
    assert resolved.state.object("moon").zone is Zone.GRAVEYARD


def test_the_back_face_transforms_back_to_the_front_701_27a() -> None:
    state = _alice({"id": "smith", "card": IRONSMITH, "face": 1})
    cast = play(state, {"type": "cast", "object": "moon", "targets": ["smith"]}).state
    resolved = play(cast, {"type": "resolve"})
    assert resolved.state.object("smith").face == 0
    assert chars(resolved.state, resolved.state.object("smith")).name == "Village Ironsmith"
