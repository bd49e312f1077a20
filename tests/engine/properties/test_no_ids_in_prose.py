"""No internal id in any prose the engine writes: log entries, pending decisions (prompt and
option labels), the effects in force and the board's text rendering name things by their names.

Every ruling example is replayed with its object and effect ids renamed to tokens that can't be
words ("zq3x"), then explored (every outcome, every decision met on the way) and walked at
random; no text may contain one of those tokens."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine
from engine import available_actions, characteristics_report, text_rendering
from engine.examples import examples
from engine.rules.effect_kinds import effects_in_force
from engine.rules.pipeline import describe

TOKEN = re.compile(r"zq\d+x")
# Ids that are also words of the document's vocabulary (a scry answer, an object field).
KEEP = {"top", "bottom", "commander"}


def _rename(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, dict):
        return {names.get(k, k): _rename(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [_rename(v, names) for v in value]
    if isinstance(value, str):
        head, dot, tail = value.partition(".")
        if head in names and (not dot or tail.isdigit()):
            return names[head] + dot + tail
    return value


def _renamed(example: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    state = engine.load(example.document)
    ids = sorted(({o.id for o in state.objects} | {e.id for e in state.effects}) - KEEP)
    names = {old: f"zq{i}x" for i, old in enumerate(ids)}
    steps = [*example.setup, {**example.action, "choices": list(example.choices or ())}]
    return _rename(example.document, names), _rename(steps, names)


def _texts(state: engine.GameState, result: Any) -> list[str]:
    found = [e.text for e in result.log]
    if result.pending is not None:
        found.append(result.pending.prompt)
        found += [o.label for o in result.pending.options]
    found.append(text_rendering(result.state))
    found += [describe(result.state, e) for e in effects_in_force(result.state)]
    for report in characteristics_report(result.state).values():  # keyed by id: data, not prose
        found += [str(report["name"]), *(str(step["change"]) for step in report["breakdown"])]
    return found


def _check(texts: list[str], where: str) -> None:
    leaked = [t for t in texts if TOKEN.search(t)]
    assert not leaked, f"{where}: {leaked[:3]}"


@pytest.mark.parametrize("example", examples(), ids=lambda ex: ex.id)
def test_ruling_examples_name_things_by_name(example: Any) -> None:
    document, steps = _renamed(example)
    state = engine.load(document)
    for step in steps[:-1]:
        result = engine.apply(state, step, step.get("choices", ()))
        _check(_texts(state, result), f"{example.id} setup")
        state = result.state
    action = {k: v for k, v in steps[-1].items() if k != "choices"}
    if example.refused:
        return
    choices: list[str] = []
    rng = random.Random(example.id)
    for _ in range(20):  # one path through every decision, answered at random
        result = engine.apply(state, action, choices)
        _check(_texts(state, result), f"{example.id} action")
        if result.pending is None:
            break
        choices.append(rng.choice(result.pending.options).id)
    for outcome in engine.explore(state, action, limit=200).outcomes:
        _check([e.text for e in outcome.log], f"{example.id} outcome")
    # A few more actions the engine offers on the board the ruling leaves.
    state = result.state
    for _ in range(5):
        offered = [o for o in available_actions(state) if o.legal and not o.needs_targets]
        _check([o.label for o in offered], f"{example.id} offered")
        if not offered:
            break
        try:
            walk = engine.apply(state, dict(rng.choice(offered).action))
        except engine.EngineError:
            continue
        _check(_texts(state, walk), f"{example.id} walk")
        if walk.pending is not None:
            break
        state = walk.state
