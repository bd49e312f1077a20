"""Fuzz the engine's entry points: every input to `engine.load` and `engine.apply` must end in one
of the engine's own errors or a state that saves and loads back unchanged (issue 16, point 8).

    .venv/bin/python bench/fuzz_engine.py [--count N] [--seed S] [--show K]

Feeds mutated ruling documents (fields of the wrong JSON type, keys dropped or added, values
nested hundreds of levels deep) and random action sequences on the boards that load (offered
actions, judge's actions, mutated actions, random answers to decisions). Prints the inputs tried
and the untyped errors (goal: 0 of at least 100,000; the count is configurable, a full run takes
several minutes on this machine). Exits 1 when an untyped error escaped.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.testing.fuzz import Fuzzer  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000, help="inputs to try")
    parser.add_argument("--seed", type=int, default=16, help="the random seed (a run repeats)")
    parser.add_argument("--show", type=int, default=3, help="failing inputs to print")
    parser.add_argument("--save", type=Path, help="write every failing input here (JSON lines)")
    args = parser.parse_args()
    start = time.perf_counter()
    report = Fuzzer(random.Random(args.seed)).run(args.count)
    seconds = time.perf_counter() - start
    print(f"inputs tried: {report.tried:,} in {seconds:.0f} s (seed {args.seed})")
    print(f"untyped errors: {report.untyped} (goal: 0)")
    kinds = collections.Counter(f"{f.where}: {f.error.split(':')[0]}" for f in report.failures)
    for kind, n in kinds.most_common():
        print(f"  {n} x {kind}")
    for failure in report.failures[: args.show]:
        print(f"--- {failure.where}: {failure.error}")
        print(json.dumps(failure.input, default=str)[:2000])
        print(failure.trace[-1500:])
    if args.save:
        with args.save.open("w") as out:
            for failure in report.failures:
                record = {"where": failure.where, "error": failure.error, "input": failure.input}
                out.write(json.dumps(record, default=str) + "\n")
    return 1 if report.untyped else 0


if __name__ == "__main__":
    sys.exit(main())
