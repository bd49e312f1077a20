"""A short fuzz run (bench/fuzz_engine.py runs the long one): mutated documents and random
action sequences end only in the engine's typed errors or in states that reload unchanged; a few
inputs the fuzz once found are checked by name."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.examples import examples
from engine.testing.fuzz import Fuzzer, mutate, nested

SECONDS_PER_EXAMPLE = 1.5


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_inputs_give_typed_errors_or_reloadable_states(seed: int) -> None:
    until = time.monotonic() + SECONDS_PER_EXAMPLE
    fuzzer = Fuzzer(random.Random(seed), stop=lambda: time.monotonic() > until)
    report = fuzzer.run(400)
    assert report.tried > 0
    assert not report.failures, [(f.where, f.error) for f in report.failures[:3]]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), changes=st.integers(1, 4))
def test_mutated_documents_load_or_are_refused_with_a_path(seed: int, changes: int) -> None:
    rng = random.Random(seed)
    document = mutate(rng.choice(examples()).document, rng, changes)
    try:
        state = engine.load(document)
    except engine.InvalidDocument:
        return
    assert engine.load(engine.dump(state)) == state


BOARD: dict[str, Any] = {
    "players": [
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B"},
    ]
}


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("format", {"x": 1}),
        ("format", ["two_player"]),
        ("version", [1]),
        ("turn", {"active_player": {"id": "A"}}),
        ("turn", {"active_player": ["A"]}),
        ("turn", {"step": ["upkeep"]}),
        ("effects", [{"id": "e", "kind": {"k": 1}, "controller": "A"}]),
        ("effects", [{"id": "e", "kind": "prevent_all_damage", "controller": "A", "duration": []}]),
    ],
)
def test_a_value_of_the_wrong_json_type_is_refused_with_its_path(field: str, value: Any) -> None:
    with pytest.raises(engine.InvalidDocument):
        engine.load({**BOARD, field: value})


def test_an_object_field_of_the_wrong_type_is_refused() -> None:
    for key, value in (("attached_to", {"id": "A"}), ("tapped", "yes"), ("owner", ["A"])):
        bad = {
            "players": [
                {"id": "A", "battlefield": [{"id": "b", "card": "Grizzly Bears", key: value}]},
                {"id": "B"},
            ]
        }
        with pytest.raises(engine.InvalidDocument) as refused:
            engine.load(bad)
        assert refused.value.path.endswith(key)


def test_a_document_nested_hundreds_of_levels_deep_is_refused_not_a_recursion_error() -> None:
    deep = {**BOARD, "last_known": nested(2000, random.Random(1))}
    with pytest.raises(engine.InvalidDocument) as refused:
        engine.load(deep)
    assert "nested" in refused.value.message
    state = engine.load(BOARD)
    with pytest.raises(engine.InvalidDocument):
        engine.apply(
            state, {"type": "gain_life", "player": "A", "amount": nested(1500, random.Random(2))}
        )


@pytest.mark.parametrize("kind", [{"x": 1}, ["resolve"], 7, None])
def test_an_action_type_that_isnt_a_string_is_refused(kind: Any) -> None:
    with pytest.raises(engine.InvalidDocument):
        engine.apply(engine.load(BOARD), {"type": kind})


def test_an_action_that_isnt_an_object_is_refused() -> None:
    for action in ("resolve", 3, ["resolve"]):
        with pytest.raises(engine.InvalidDocument):
            engine.apply(engine.load(BOARD), action)
    with pytest.raises(engine.InvalidDocument):
        engine.apply(engine.load(BOARD), {"type": "resolve"}, choices="abc")  # type: ignore[arg-type]


def test_a_judge_cant_move_a_card_onto_the_stack_601_2a() -> None:
    """Moving a card onto the stack left a spell without what a spell needs there: a state whose
    save doesn't load again. Casting is how a card gets there."""
    state = engine.load(BOARD)
    with pytest.raises(engine.IllegalAction) as refused:
        engine.apply(state, {"type": "move_object", "object": "bears", "to": "stack"})
    assert refused.value.rule == "601.2a"
