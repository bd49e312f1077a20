"""'Whenever you cast a kicked spell' (601.2i, 702.33d: its kicker cost was paid as it was cast).
Coralhelm Chronicler and Phyrexian Scuta compiled from their Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CHRONICLER = "Coralhelm Chronicler"
SCUTA = "Phyrexian Scuta"  # Kicker—Pay 3 life.


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CHRONICLER, SCUTA)


def test_702_33d_the_trigger_line_is_applied() -> None:
    compiled = compile_record(records(CHRONICLER)[CHRONICLER])
    line = next(line for line in compiled.lines if line.text.startswith("Whenever"))
    assert line.applied, line.reason


def _cast(kicked: bool) -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "scuta", "card": SCUTA}],
            "mana_pool": {"B": 1, "C": 3},
            "battlefield": [{"id": "chronicler", "card": CHRONICLER}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    action = {"type": "cast", "object": "scuta"}
    return play(state, {**action, "kicked": True} if kicked else action)


def test_702_33d_a_kicked_spell_triggers_it() -> None:
    cast = _cast(True)
    assert cites(cast.log, "603.2")
    assert cast.state.player("A").life == 17  # the kicker cost paid
    assert len(cast.state.zone(Zone.STACK)) == 2  # the spell and the trigger above it


def test_702_33d_an_unkicked_spell_doesnt() -> None:
    cast = _cast(False)
    assert not cites(cast.log, "603.2")
    assert len(cast.state.zone(Zone.STACK)) == 1
