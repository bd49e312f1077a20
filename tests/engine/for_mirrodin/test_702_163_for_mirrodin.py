"""For Mirrodin! (702.163a): "When this Equipment enters, create a 2/2 red Rebel creature token,
then attach this Equipment to it." Mirran Bardiche (equipped creature gets +2/+1 and has
vigilance; equip {3}{W}) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

BARDICHE = {
    "name": "Mirran Bardiche",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{2}{W}",
    "layout": "normal",
    "keywords": ["Equip", "For Mirrodin!"],
    "oracle_text": "For Mirrodin! (When this Equipment enters the battlefield, create a 2/2 red "
    "Rebel creature token, then attach this to it.)\nEquipped creature gets +2/+1 and has "
    "vigilance.\nEquip {3}{W} ({3}{W}: Attach to target creature you control. Equip only as a "
    "sorcery.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _bardiche_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Mirran Bardiche": BARDICHE})


def test_for_mirrodin_compiles_and_prints_back() -> None:
    compiled = compile_record(BARDICHE)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "For Mirrodin!"


def _entered() -> tuple[GameState, Any]:
    state = board(
        {"id": "A", "hand": [{"id": "bardiche", "card": "Mirran Bardiche"}]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bardiche", "free": True})
    entered = play(cast.state, RESOLVE)
    done = play(entered.state, RESOLVE)
    return done.state, (*entered.log, *done.log)


def test_a_rebel_is_created_and_equipped_702_163a() -> None:
    state, log = _entered()
    assert cites(log, "702.163a")
    (rebel,) = [o for o in state.battlefield if o.token]
    c = chars(state, rebel)
    assert "Rebel" in c.subtypes and c.colors == ("R",)
    assert state.object("bardiche").attached_to == rebel.id
    # 2/2 plus the Bardiche's +2/+1, and the vigilance it grants.
    assert (c.power, c.toughness) == (4, 3)
    assert "vigilance" in c.keywords
