"""Afterlife N (702.135a): "When this permanent is put into a graveyard from the battlefield,
create N 1/1 white and black Spirit creature tokens with flying." Debtors' Transport (a 5/3 with
afterlife 2) is compiled from its Oracle text through the keyword line "Afterlife 2".
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

DEBTORS_TRANSPORT = {
    "name": "Debtors' Transport",
    "type_line": "Creature — Thrull",
    "mana_cost": "{5}{B}",
    "power": "5",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit "
    "creature tokens with flying.)",
}


@pytest.fixture(autouse=True)
def _transport_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Debtors' Transport": DEBTORS_TRANSPORT})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}, {"id": "unsummon", "card": "Unsummon"}],
            "battlefield": [{"id": "transport", "card": "Debtors' Transport"}],
        },
        {"id": "B"},
    )


def test_debtors_transport_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(DEBTORS_TRANSPORT)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Afterlife 2"


def test_it_dies_and_two_flying_spirits_enter_under_its_controller_702_135a() -> None:
    cast = settle(
        _board(), {"type": "cast", "object": "murder", "targets": ["transport"], "free": True}
    )
    died = settle(cast.state, {"type": "resolve"})
    assert died.state.object("transport").zone is Zone.GRAVEYARD
    assert cites(died.log, "603.2") and cites(died.log, "702.135a")
    done = resolve_all(died.state)
    spirits = [o for o in done.battlefield if o.card == "Spirit Token"]
    assert len(spirits) == 2
    for spirit in spirits:
        c = chars(done, spirit)
        assert spirit.token and spirit.controller == "A"
        assert (c.power, c.toughness, set(c.colors)) == (1, 1, {"W", "B"})
        assert c.has("flying") and c.subtypes == ("Spirit",)


def test_returned_to_hand_it_makes_no_spirits() -> None:
    cast = settle(
        _board(), {"type": "cast", "object": "unsummon", "targets": ["transport"], "free": True}
    )
    done = resolve_all(settle(cast.state, {"type": "resolve"}).state)
    assert done.object("transport").zone is Zone.HAND
    assert not [o for o in done.battlefield if o.card == "Spirit Token"]
