"""Solve mode's searches on the built-in puzzles, against a baseline measured in the same run.

    .venv/bin/python bench/bench_puzzle_search.py

After each move off the verified solution the reader waits for `engine.puzzle.lines.
winning_line` (at most 3,000 positions, `builder.puzzles.services.core.VERDICT_NODES`); choosing a
spell waits for `engine.puzzle.autopay.tapping_plan`. Goals on this (2-core, noisy) machine:
the tapping plan of a spell <= 20 ms; the verdict on "Shock first" after a losing pass (Bob has
blocked the Hill Giant; the search proves no line wins) <= 5 s, printed with its positions and
the time per position in baseline applications.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.puzzle import solve_start, solve_step, tapping_plan, winning_line  # noqa: E402
from engine.puzzle.builtin import original_puzzles  # noqa: E402

VERDICT_NODES = 3_000
PLAN_GOAL_MS = 20.0
VERDICT_GOAL_MS = 5_000.0


def median_ms(fn: Callable[[], Any], runs: int) -> float:
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    puzzle = next(p for p in original_puzzles() if p.id == "shock-the-blocker")
    start = engine.load(puzzle.document)
    goal = puzzle.goal
    tap = {"type": "activate", "object": "m1", "ability": 0}
    base = median_ms(lambda: engine.apply(start, tap), 50)
    shock = {"type": "cast", "object": "shock", "targets": ["bears"]}
    plan_ms = median_ms(lambda: tapping_plan(start, shock), 20)
    state = solve_start(start, goal).state
    for action in (
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {"giant": "B"}},
        {"type": "advance"},  # Bob blocks
    ):
        state = solve_step(start, state, action, [], goal).state
    began = time.perf_counter()
    search = winning_line(start, state, goal, max_nodes=VERDICT_NODES)
    verdict_ms = (time.perf_counter() - began) * 1000
    print(f"baseline: tapping a Mountain (engine.apply) {base:.2f} ms")
    ok_plan = plan_ms <= PLAN_GOAL_MS
    print(
        f"tapping plan for Shock: {plan_ms:.2f} ms ({plan_ms / base:.1f}x baseline; "
        f"goal <= {PLAN_GOAL_MS:.0f} ms) {'ok' if ok_plan else 'SLOW'}"
    )
    ok_verdict = verdict_ms <= VERDICT_GOAL_MS and search.lost
    print(
        f"verdict after the losing pass: {search.status} in {verdict_ms:.0f} ms, "
        f"{search.nodes} positions ({verdict_ms / max(search.nodes, 1) / base:.1f} baseline "
        f"applications each; goal <= {VERDICT_GOAL_MS / 1000:.0f} s) "
        f"{'ok' if ok_verdict else 'SLOW' if search.lost else 'WRONG'}"
    )
    return 0 if ok_plan and ok_verdict else 1


if __name__ == "__main__":
    raise SystemExit(main())
