"""Fabricate N (702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If you
don't, create N 1/1 colorless Servo artifact creature tokens." Ambitious Aetherborn (a 4/3 with
fabricate 1) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

AMBITIOUS_AETHERBORN = {
    "name": "Ambitious Aetherborn",
    "type_line": "Creature — Aetherborn Artificer",
    "mana_cost": "{4}{B}",
    "power": "4",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Fabricate 1 (When this creature enters the battlefield, put a +1/+1 counter "
    "on it or create a 1/1 colorless Servo artifact creature token.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _aetherborn_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Ambitious Aetherborn": AMBITIOUS_AETHERBORN})


def _entered() -> GameState:
    hand = [{"id": "ab", "card": "Ambitious Aetherborn"}, {"id": "murder", "card": "Murder"}]
    state = board({"id": "A", "hand": hand}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "ab", "free": True})
    entered = play(cast.state, RESOLVE)
    assert cites(entered.log, "603.2") and cites(entered.log, "702.123a")
    return entered.state


def test_ambitious_aetherborn_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(AMBITIOUS_AETHERBORN)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Fabricate 1"


def test_choosing_the_counter_makes_it_a_5_4_702_123a() -> None:
    state = _entered()
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["counters", "servos"]
    done = play(state, RESOLVE, ["counters"]).state
    c = chars(done, done.object("ab"))
    assert done.object("ab").counter("+1/+1") == 1 and (c.power, c.toughness) == (5, 4)
    assert not [o for o in done.battlefield if o.token]


def test_choosing_a_servo_creates_a_colorless_artifact_creature_token() -> None:
    done = play(_entered(), RESOLVE, ["servos"]).state
    (servo,) = [o for o in done.battlefield if o.token]
    c = chars(done, servo)
    assert (servo.card, servo.controller) == ("Servo Token", "A")
    assert (c.power, c.toughness, c.colors) == (1, 1, ())
    assert c.is_type("Artifact") and c.is_type("Creature")
    assert done.object("ab").counter("+1/+1") == 0


def test_gone_before_it_resolves_the_servo_is_created_without_a_choice() -> None:
    state = _entered()
    gone = play(state, {"type": "cast", "object": "murder", "targets": ["ab"], "free": True})
    # Murder goes on the stack above the trigger and resolves first.
    state = play(gone.state, RESOLVE).state
    assert state.object("ab").zone is Zone.GRAVEYARD
    done = play(state, RESOLVE).state
    assert [o.card for o in done.battlefield if o.token] == ["Servo Token"]
