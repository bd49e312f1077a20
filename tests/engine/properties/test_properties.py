"""Generative guards: documents round-trip, actions never mutate their input, results are
deterministic, and the JSON Schema accepts what the codec writes."""

from __future__ import annotations

import copy
from typing import Any

import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.document.schema import scenario_schema
from engine.testing.strategies import documents

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(documents())
def test_valid_documents_round_trip(doc: dict[str, Any]) -> None:
    state = engine.load(doc)
    assert engine.load(engine.dump(state)) == state
    assert engine.dump(engine.load(engine.dump(state))) == engine.dump(state)


@SETTINGS
@given(documents())
def test_the_schema_accepts_what_the_codec_writes(doc: dict[str, Any]) -> None:
    jsonschema.validate(engine.dump(engine.load(doc)), scenario_schema())


def _actions(state: engine.GameState, amount: int) -> list[dict[str, Any]]:
    sources = [o.id for o in state.objects]
    actions: list[dict[str, Any]] = [
        {"type": "lose_life", "player": "A", "amount": amount},
        {"type": "set_life", "player": "B", "value": amount},
    ]
    if sources:
        actions.append(
            {"type": "deal_damage", "source": sources[0], "target": "B", "amount": amount}
        )
    return actions


@SETTINGS
@given(documents(), st.integers(0, 30))
def test_applying_never_mutates_its_input_and_is_deterministic(
    doc: dict[str, Any], amount: int
) -> None:
    state = engine.load(doc)
    before = copy.deepcopy(engine.dump(state))
    for action in _actions(state, amount):
        try:
            first = engine.apply(state, action)
            second = engine.apply(state, action)
        except engine.IllegalAction:
            continue
        assert engine.dump(state) == before
        assert first.state == second.state
        assert first.log == second.log
        assert first.pending == second.pending
