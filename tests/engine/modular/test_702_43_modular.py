"""Modular N (702.43a): "This permanent enters with N +1/+1 counters on it" and "When this
permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target
artifact creature for each +1/+1 counter on this permanent." Arcbound Worker (a 0/0 artifact
creature with modular 1) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, pending, play

ARCBOUND_WORKER = {
    "name": "Arcbound Worker",
    "type_line": "Artifact Creature — Construct",
    "mana_cost": "{1}",
    "power": "0",
    "toughness": "0",
    "layout": "normal",
    "oracle_text": "Modular 1 (This creature enters the battlefield with a +1/+1 counter on it. "
    "When it dies, you may put its +1/+1 counters on target artifact creature.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _worker_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Arcbound Worker": ARCBOUND_WORKER})


def _board(**worker: object) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "murder", "card": "Murder"},
                {"id": "cast_worker", "card": "Arcbound Worker"},
            ],
            "battlefield": [
                {"id": "worker", "card": "Arcbound Worker", **worker},
                {"id": "memnite", "card": "Memnite"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )


def test_arcbound_worker_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(ARCBOUND_WORKER)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Modular 1"


def test_it_enters_with_a_counter_614_1c() -> None:
    cast = play(
        _board(counters={"+1/+1": 1}), {"type": "cast", "object": "cast_worker", "free": True}
    )
    done = resolve_all(play(cast.state, RESOLVE).state)
    assert done.object("cast_worker").zone is Zone.BATTLEFIELD
    assert done.object("cast_worker").counter("+1/+1") == 1


def test_dying_it_moves_all_its_counters_to_an_artifact_creature_702_43a() -> None:
    state = _board(counters={"+1/+1": 3})
    cast = settle(state, {"type": "cast", "object": "murder", "targets": ["worker"], "free": True})
    died = play(cast.state, RESOLVE)
    assert cites(died.log, "702.43a")
    (trigger,) = died.state.zone(Zone.STACK)
    # The only artifact creature left is the target (the Bears aren't artifacts).
    assert trigger.stack is not None and trigger.stack.targets == ("memnite",)
    asked = pending(died.state, RESOLVE)
    assert asked.pending is not None  # "you may" (603.5)
    assert [o.id for o in asked.pending.options] == ["yes", "no"]
    done = play(died.state, RESOLVE, ["yes"])
    assert done.state.object("memnite").counter("+1/+1") == 3


def test_declining_leaves_the_counters_off() -> None:
    state = _board(counters={"+1/+1": 2})
    cast = settle(state, {"type": "cast", "object": "murder", "targets": ["worker"], "free": True})
    died = play(cast.state, RESOLVE).state
    asked = pending(died, RESOLVE)
    assert asked.pending is not None
    done = play(died, RESOLVE, ["no"])
    assert done.state.object("memnite").counter("+1/+1") == 0
