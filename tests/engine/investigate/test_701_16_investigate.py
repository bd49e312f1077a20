"""Investigate (701.16a): create a Clue token, an artifact with "{2}, Sacrifice this artifact:
Draw a card." Thraben Inspector ("When ~ enters, investigate."), compiled from its Oracle text;
the Clue it makes is sacrificed to draw."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

INSPECTOR = {
    "name": "Thraben Inspector",
    "type_line": "Creature — Human Soldier",
    "mana_cost": "{W}",
    "power": "1",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Investigate"],
    "oracle_text": "When Thraben Inspector enters the battlefield, investigate. (Create a "
    'colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")',
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Thraben Inspector": INSPECTOR})


def test_it_compiles_automated() -> None:
    compiled = compile_record(INSPECTOR)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "When ~ enters, investigate."


def _entered() -> tuple[GameState, Any]:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "inspector", "card": "Thraben Inspector"}],
            "library": [{"id": "c1", "card": "Island"}, {"id": "c2", "card": "Shock"}],
            "mana_pool": {"C": 2},
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "inspector", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    done = play(entered.state, {"type": "resolve"})
    return done.state, done.log


def test_investigating_creates_a_clue_token_701_16a() -> None:
    state, log = _entered()
    (clue,) = [o for o in state.battlefield if o.token]
    assert clue.card == "Clue Token" and clue.controller == "A"
    assert cites(log, "701.16a")


def test_the_clue_is_sacrificed_to_draw_a_card() -> None:
    state, _ = _entered()
    (clue,) = [o for o in state.battlefield if o.token]
    activated = play(state, {"type": "activate", "object": clue.id, "ability": 0})
    done = resolve_all(activated.state)
    assert done.object("c1").zone is Zone.HAND
    assert not [o for o in done.battlefield if o.token]  # 111.7: a token leaving ceases to exist
