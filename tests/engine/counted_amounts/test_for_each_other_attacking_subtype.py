""" "Whenever ~ attacks, it gets +2/+0 until end of turn for each other attacking Goblin."
(Goblin Piledriver): the count of the other attacking creatures of that type (506.4) as the
ability resolves (608.2h), then fixed for the turn (611.2c); compiled from Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, play

PILEDRIVER = {
    "name": "Goblin Piledriver",
    "mana_cost": "{1}{R}",
    "type_line": "Creature — Goblin Warrior",
    "power": "1",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Protection from blue\nWhenever Goblin Piledriver attacks, it gets +2/+0 until "
    "end of turn for each other attacking Goblin.",
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Goblin Piledriver": PILEDRIVER})


def test_it_compiles_automated() -> None:
    compiled = compile_record(PILEDRIVER)
    assert compiled.label == AUTOMATED, compiled.not_applied


def test_two_other_attacking_goblins_give_plus_four() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "driver", "card": "Goblin Piledriver"},
                {"id": "g1", "card": "Raging Goblin"},
                {"id": "g2", "card": "Raging Goblin"},
                {"id": "g3", "card": "Raging Goblin"},  # stays home
                {"id": "bears", "card": "Grizzly Bears"},  # attacks, not a Goblin
            ],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "declare_attackers"},
    )
    attackers = {"driver": "B", "g1": "B", "g2": "B", "bears": "B"}
    done = resolve_all(play(state, {"type": "attack", "attackers": attackers}).state)
    driver = chars(done, done.object("driver"))
    assert (driver.power, driver.toughness) == (5, 2)
