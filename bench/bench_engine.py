"""Engine benchmarks (issue #3 goals), each against a baseline measured in the same run.

    .venv/bin/python bench/bench_engine.py

Goals on this (2-core, noisy) machine: median <= 2 ms per ruling scenario; <= 20 ms for one damage
event on a 200-permanent board with 8 applicable replacement/prevention effects; <= 250 ms to
explore every order of 6 mutually applicable replacement effects (720 orders).
"""

from __future__ import annotations

import dataclasses
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.examples import examples  # noqa: E402
from engine.testing.scenario import ruling  # noqa: E402


def fresh(state: engine.GameState) -> engine.GameState:
    """A copy without the per-value memo, so every run computes characteristics from scratch."""
    return dataclasses.replace(state)


def median_ms(fn: Callable[[], Any], runs: int) -> float:
    fn()  # warm caches and imports
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def baseline() -> float:
    state = engine.new_scenario()
    return median_ms(
        lambda: engine.apply(fresh(state), {"type": "gain_life", "player": "A", "amount": 1}), 200
    )


def ruling_scenarios() -> dict[str, float]:
    figures = {}
    for ex in examples():
        if ex.refused:
            continue  # the ruling is a refusal: nothing resolves
        state, action = ruling(ex.id)  # the board after the example's setup actions
        choices = ex.choices or engine.explore(state, action).outcomes[0].choices
        figures[ex.id] = median_ms(
            lambda s=state, a=action, c=choices: engine.apply(fresh(s), a, c), 100
        )
    return figures


EIGHT = [
    ("e1", "halve_damage", {"to": "any"}),
    ("e2", "double_damage", {"to": "any"}),
    ("e3", "modify_damage_by", {"to": "any", "amount": -1}),
    ("e4", "modify_damage_by", {"to": "any", "amount": 2}),
    ("e5", "prevent_next_damage", {"recipient": "B", "amount": 1}),
    ("e6", "prevent_next_damage", {"recipient": "B", "amount": 2}),
    ("e7", "modify_damage_by", {"to": "any", "amount": 3}),
    ("e8", "double_damage", {"to": "B"}),
]


def big_board(effects: list[tuple[str, str, dict[str, Any]]]) -> engine.GameState:
    battlefield = [{"id": f"p{i}", "card": "Grizzly Bears"} for i in range(100)]
    other = [{"id": f"q{i}", "card": "Grizzly Bears"} for i in range(100)]
    return engine.load(
        {
            "players": [
                {"id": "A", "battlefield": battlefield},
                {"id": "B", "life": 1000, "battlefield": other},
            ],
            "effects": [
                {"id": i, "kind": k, "controller": "A", "params": p} for i, k, p in effects
            ],
        }
    )


def two_hundred_permanents() -> float:
    state = big_board(EIGHT)
    action = {"type": "deal_damage", "source": "p0", "target": "B", "amount": 20}
    choices = [e[0] for e in EIGHT[:-1]]  # each decision names the next effect in id order
    result = engine.apply(state, action, choices)
    assert result.pending is None, result.pending
    return median_ms(lambda: engine.apply(fresh(state), action, choices), 30)


def six_effect_exploration() -> tuple[float, int, int]:
    six = [
        ("e1", "halve_damage", {"to": "any"}),
        ("e2", "double_damage", {"to": "any"}),
        ("e3", "modify_damage_by", {"to": "any", "amount": -1}),
        ("e4", "modify_damage_by", {"to": "any", "amount": 2}),
        ("e5", "prevent_next_damage", {"recipient": "B", "amount": 3}),
        ("e6", "modify_damage_by", {"to": "any", "amount": 5}),
    ]
    state = engine.load(
        {
            "players": [
                {"id": "A", "battlefield": [{"id": "src", "card": "Grizzly Bears"}]},
                {"id": "B", "life": 1000},
            ],
            "effects": [{"id": i, "kind": k, "controller": "A", "params": p} for i, k, p in six],
        }
    )
    action = {"type": "deal_damage", "source": "src", "target": "B", "amount": 10}
    result = engine.explore(state, action, limit=100_000)
    assert result.complete
    return (
        median_ms(lambda: engine.explore(fresh(state), action, limit=100_000), 5),
        len(result.outcomes),
        result.explored,
    )


def main() -> None:
    base = baseline()
    print(f"baseline: gain 1 life on an empty board: {base:.3f} ms (median)")
    rulings = ruling_scenarios()
    worst = max(rulings.values())
    print(
        f"ruling scenarios: median of medians {statistics.median(rulings.values()):.3f} ms, worst {worst:.3f} ms (goal <= 2 ms)"
    )
    for rid, ms in rulings.items():
        print(f"  {rid:7s} {ms:7.3f} ms  ({ms / base:5.1f}x baseline)")
    big = two_hundred_permanents()
    print(
        f"200 permanents, 8 applicable effects, one damage event: {big:.3f} ms (goal <= 20 ms; {big / base:.1f}x baseline)"
    )
    explore_ms, outcomes, runs = six_effect_exploration()
    print(
        f"explore 720 orders of 6 replacement effects: {explore_ms:.1f} ms, {outcomes} distinct outcomes, "
        f"{runs} runs after merging (goal <= 250 ms; {explore_ms / base:.0f}x baseline)"
    )


if __name__ == "__main__":
    main()
