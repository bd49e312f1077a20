"""The engine solves the fully automated Forge puzzles: solved, no solution or unknown, each timed.

    .venv/bin/python bench/bench_puzzle_solver.py [--seconds 60] [--nodes 200000] [--only NAME]

For every Forge puzzle in ../shared/forge-puzzles whose import is fully automated (cards and
every feature, as bench/pzl_corpus.py counts them; cards from ../shared/carddata), the solver
(`engine.puzzle.solver.find_solution`) runs with a bound of `--seconds` (60 by default: the issue's goal)
and `--nodes` positions. Each puzzle prints its verdict, time (and the process's CPU time: the
bound is wall time, so a shared machine searches less), positions searched and, when
solved, the first moves in words and the other winning first moves. A "solved" verdict is
re-checked here with `verify` (it must say "verified") and its certificate must round-trip
through JSON. Goal: at least 80% of the fully automated puzzles solved.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from pzl_corpus import DEFAULT_DIR, oracle_lookup  # noqa: E402

import engine  # noqa: E402
from engine.puzzle import goal_from_forge, verify  # noqa: E402
from engine.puzzle.certificate import Certificate, certificate  # noqa: E402
from engine.puzzle.solver import DEFAULT_NODES, DEFAULT_SECONDS, Verdict, find_solution  # noqa: E402
from engine.pzl import PzlError, parse, to_scenario  # noqa: E402

GOAL_SHARE = 0.80


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS)
    parser.add_argument("--nodes", type=int, default=DEFAULT_NODES)
    parser.add_argument("--only", default="", help="only puzzles whose file name contains this")
    parser.add_argument("directory", nargs="?", type=Path, default=DEFAULT_DIR)
    options = parser.parse_args()
    lookup, _ = oracle_lookup()
    files = sorted(p for p in options.directory.iterdir() if p.name.endswith(".pzl"))
    counts = {Verdict.SOLVED: 0, Verdict.NO_SOLUTION: 0, Verdict.UNKNOWN: 0}
    wrong: list[str] = []
    total_time = 0.0
    for path in files:
        if options.only and options.only not in path.name:
            continue
        try:
            puzzle = parse(path.read_text(encoding="utf-8"))
        except (PzlError, UnicodeDecodeError):
            continue
        document, report = to_scenario(puzzle, lookup)
        if report.automation != "automated":
            continue
        try:
            start = engine.load(document)
        except engine.InvalidDocument:
            continue
        goal, _ = goal_from_forge(document["puzzle"], start)
        began, cpu = time.monotonic(), time.process_time()
        result = find_solution(start, goal, max_nodes=options.nodes, seconds=options.seconds)
        elapsed = time.monotonic() - began
        cpu = time.process_time() - cpu  # below the wall time when the machine is shared
        total_time += elapsed
        counts[result.verdict] += 1
        line = (
            f"{path.stem:<28} {result.verdict:<12} {elapsed:6.1f} s (cpu {cpu:5.1f} s) "
            f"{result.nodes:>8} positions"
        )
        if result.verdict == Verdict.SOLVED:
            check = verify(start, list(result.solution), goal)
            cert = certificate(start, goal, result)
            again = Certificate.from_json(json.loads(json.dumps(cert.to_json())))
            if not check.verified or again != cert:
                wrong.append(path.stem)
                line += " WRONG (verify or the certificate disagrees)"
            line += f" | first line verified after {result.first_seconds:.1f} s: "
            line += cert.solution_words
            if cert.also_wins:
                line += f" | also wins: {'; '.join(cert.also_wins)}"
        else:
            line += f" | {result.reason}"
        print(line, flush=True)
    total = sum(counts.values())
    share = counts[Verdict.SOLVED] / total if total else 0.0
    print(
        f"fully automated Forge puzzles: {total}; solved {counts[Verdict.SOLVED]}, "
        f"no solution {counts[Verdict.NO_SOLUTION]}, unknown {counts[Verdict.UNKNOWN]}; "
        f"{total_time:.0f} s in all"
    )
    ok = share >= GOAL_SHARE and not wrong
    print(
        f"solved: {100 * share:.0f}% within {options.seconds:g} s each "
        f"(goal >= {100 * GOAL_SHARE:.0f}%) {'ok' if ok else 'MISSED'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
