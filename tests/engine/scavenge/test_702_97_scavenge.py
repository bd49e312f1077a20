"""Scavenge (702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1
counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery." Drudge Beetle (a 2/2 with scavenge {5}{G}) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

DRUDGE_BEETLE = {
    "name": "Drudge Beetle",
    "type_line": "Creature — Insect",
    "mana_cost": "{1}{G}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Scavenge {5}{G} ({5}{G}, Exile this card from your graveyard: Put a number "
    "of +1/+1 counters equal to this card's power on target creature. Scavenge only as a "
    "sorcery.)",
}
SCAVENGE = {
    "type": "activate",
    "object": "beetle",
    "ability": 0,
    "targets": ["bears"],
    "free": True,
}


@pytest.fixture(autouse=True)
def _beetle_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Drudge Beetle": DRUDGE_BEETLE})


def _board(**turn: object) -> GameState:
    return board(
        {
            "id": "A",
            "graveyard": [{"id": "beetle", "card": "Drudge Beetle"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
        **({"turn": turn} if turn else {}),
    )


def test_drudge_beetle_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(DRUDGE_BEETLE)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Scavenge {5}{G}"


def test_exiled_from_the_graveyard_it_puts_two_counters_on_the_bears_702_97a() -> None:
    activated = play(_board(), SCAVENGE)
    assert activated.state.object("beetle").zone is Zone.EXILE  # paid as the cost (602.2b)
    done = play(activated.state, {"type": "resolve"})
    assert done.state.object("bears").counter("+1/+1") == 2
    assert cites(activated.log, "702.97a")


def test_only_as_a_sorcery_602_5d() -> None:
    with pytest.raises(IllegalAction, match="702.97a"):
        apply(_board(number=2, active_player="B", step="precombat_main"), SCAVENGE, [])
