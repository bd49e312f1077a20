"""Exhaust (702.177a): "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
Draconautics Engineer (two exhaust abilities, each once) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

ENGINEER = {
    "name": "Draconautics Engineer",
    "type_line": "Creature — Goblin Artificer",
    "mana_cost": "{1}{R}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Exhaust"],
    "oracle_text": "Exhaust — {R}: Other creatures you control gain haste until end of turn. Put "
    "a +1/+1 counter on this creature. (Activate each exhaust ability only once.)\nExhaust — "
    "{3}{R}: Create a 4/4 red Dinosaur Dragon creature token with flying.",
}
FIRST = {"type": "activate", "object": "engineer", "ability": 0, "free": True}
SECOND = {"type": "activate", "object": "engineer", "ability": 1, "free": True}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Draconautics Engineer": ENGINEER})


def test_exhaust_compiles_and_prints_back() -> None:
    compiled = compile_record(ENGINEER)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[1] == (
        "Exhaust — {3}{R}: Create a 4/4 red Dinosaur Dragon creature token with flying."
    )


def _engineer() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "engineer", "card": "Draconautics Engineer"}],
            "library": [{"id": f"a{i}", "card": "Mountain"} for i in range(3)],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Mountain"} for i in range(3)]},
    )


def test_an_exhaust_ability_is_activated_only_once_702_177a() -> None:
    activated = play(_engineer(), FIRST)
    assert cites(activated.log, "702.177a")
    done = play(activated.state, RESOLVE).state
    assert done.object("engineer").counter("+1/+1") == 1
    with pytest.raises(IllegalAction) as refused:
        play(done, FIRST)
    assert refused.value.rule == "702.177a"
    # Next turn too: "only once", not once each turn.
    later = play(done, {"type": "advance", "to": "precombat_main", "turn": "next"}).state
    later = play(later, {"type": "advance", "to": "precombat_main", "turn": "next"}).state
    with pytest.raises(IllegalAction):
        play(later, FIRST)


def test_each_exhaust_ability_is_its_own() -> None:
    state = play(play(_engineer(), FIRST).state, RESOLVE).state
    done = play(play(state, SECOND).state, RESOLVE).state
    assert any(o.token for o in done.battlefield)


def test_a_new_object_may_activate_it_again_400_7() -> None:
    state = play(play(_engineer(), FIRST).state, RESOLVE).state
    bounced = play(state, {"type": "move_object", "object": "engineer", "to": "hand"}).state
    back = play(bounced, {"type": "move_object", "object": "engineer", "to": "battlefield"}).state
    assert back.object("engineer").zone is Zone.BATTLEFIELD
    play(back, FIRST)
