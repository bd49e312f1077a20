"""Melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
opponent you attacked with a creature this combat." Menagerie Liberator (trample, melee; 3/2) is
compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

LIBERATOR = {
    "name": "Menagerie Liberator",
    "type_line": "Creature — Human Warrior",
    "mana_cost": "{3}{G}",
    "power": "3",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Melee", "Trample"],
    "oracle_text": "Trample\nMelee (Whenever this creature attacks, it gets +1/+1 until end of "
    "turn for each opponent you attacked this combat.)",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Menagerie Liberator": LIBERATOR})


def test_melee_compiles_and_prints_back() -> None:
    compiled = compile_record(LIBERATOR)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Trample\nMelee"


def _attack(attackers: dict[str, str], *others: dict[str, Any], **doc: Any) -> Any:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "liberator", "card": "Menagerie Liberator"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
        *others,
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
        **doc,
    )
    attacked = play(state, {"type": "attack", "attackers": attackers})
    assert cites(attacked.log, "702.121a")
    return play(attacked.state, {"type": "resolve"})


def test_one_opponent_attacked_gives_plus_one_702_121a() -> None:
    done = _attack({"liberator": "B", "bears": "B"})
    c = chars(done.state, done.state.object("liberator"))
    assert (c.power, c.toughness) == (4, 3)


def test_each_opponent_attacked_counts_once() -> None:
    done = _attack({"liberator": "B", "bears": "C"}, {"id": "C"}, format="free_for_all")
    c = chars(done.state, done.state.object("liberator"))
    assert (c.power, c.toughness) == (5, 4)
