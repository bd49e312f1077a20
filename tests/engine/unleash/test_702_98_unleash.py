"""Unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on it"
and "This permanent can't block as long as it has a +1/+1 counter on it." Dead Reveler (a 2/3
Zombie with unleash) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.combat.restrictions import why_cant_block
from engine.testing.scenario import board, cites, pending, play

DEAD_REVELER = {
    "name": "Dead Reveler",
    "type_line": "Creature — Zombie",
    "mana_cost": "{2}{B}",
    "power": "2",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Unleash (You may have this creature enter the battlefield with a +1/+1 "
    "counter on it. It can't block as long as it has a +1/+1 counter on it.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _reveler_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Dead Reveler": DEAD_REVELER})


def _cast(answer: str) -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "reveler", "card": "Dead Reveler"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "reveler", "free": True})
    asked = pending(cast.state, RESOLVE)
    assert asked.pending is not None and asked.pending.rule == "702.98a"
    done = play(cast.state, RESOLVE, [answer])
    assert cites(done.log, "702.98a")
    return done.state


def _blocking(state: GameState) -> GameState:
    """Bob's Bears attack Alice in Bob's turn."""
    turn = {"number": 2, "active_player": "B", "step": "declare_attackers"}
    doc = dump(state)
    doc["turn"] = turn
    attacked = play(load(doc), {"type": "attack", "attackers": {"bears": "A"}})
    return play(attacked.state, {"type": "advance"}).state


def test_dead_reveler_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(DEAD_REVELER)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Unleash"


def test_unleashed_it_enters_with_a_counter_and_cant_block_702_98a() -> None:
    state = _cast("counter")
    assert state.object("reveler").counter("+1/+1") == 1
    refusal = why_cant_block(_blocking(state), "reveler", "bears")
    assert refusal is not None and refusal[1] == "702.98a"


def test_not_unleashed_it_can_block() -> None:
    state = _cast("decline")
    assert state.object("reveler").counter("+1/+1") == 0
    assert why_cant_block(_blocking(state), "reveler", "bears") is None
