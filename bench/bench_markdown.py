"""Benchmark: Markdown rendering stays linear on hostile input (issue 17, point 4).

    .venv/bin/python bench/bench_markdown.py

Python-Markdown was quadratic on inputs like "[[" repeated (one 10,000-character description
tied up a worker for 30 s on every view).  Annotations are now rendered by markdown-it-py (and
cleaned by nh3) once, when saved.  For each hostile pattern this renders 10,000 and 40,000
characters and prints the times and their ratio; linear time gives a ratio near 4 (goal: at
most 6), quadratic near 16.  Inputs rendered in under 50 ms are printed, not judged.  Baseline in the same run: ordinary prose of the same lengths.
"""

from __future__ import annotations

import sys
import time

from _card_bench_setup import setup_django_with_temporary_database

GOAL_RATIO = 6.0
NOISE_FLOOR = 0.05  # seconds
SMALL, LARGE = 10_000, 40_000
PATTERNS = {
    "prose (baseline)": "A judge's note about [[Grizzly Bears]] and CR 616.1. ",
    '"[[" repeated': "[[",
    '"[" repeated': "[",
    '"[a](" repeated': "[a](",
    '"*a" repeated': "*a",
    '"![[" repeated': "![[",
    '"`" repeated': "`",
}


def seconds(render: object, text: str) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        render(text)  # type: ignore[operator]
        best = min(best, time.perf_counter() - started)
    return best


def main() -> int:
    setup_django_with_temporary_database()
    from builder.sharing.services.annotations import render_markdown

    missed = []
    print(f"{'input':<20} {SMALL:>8,} chars {LARGE:>8,} chars  ratio (goal <= {GOAL_RATIO})")
    for label, unit in PATTERNS.items():
        small = (unit * (SMALL // len(unit) + 1))[:SMALL]
        large = (unit * (LARGE // len(unit) + 1))[:LARGE]
        t_small, t_large = seconds(render_markdown, small), seconds(render_markdown, large)
        ratio = t_large / t_small if t_small else 0.0
        judged = t_large >= NOISE_FLOOR  # faster than that, timer noise decides the ratio
        note = "" if judged else "  (too fast to judge)"
        print(
            f"{label:<20} {t_small * 1000:>11.1f} ms {t_large * 1000:>11.1f} ms  {ratio:5.1f}{note}"
        )
        if judged and ratio > GOAL_RATIO:
            missed.append(label)
    print("goals met" if not missed else f"GOALS MISSED: {', '.join(missed)}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
