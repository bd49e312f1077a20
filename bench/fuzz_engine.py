"""Fuzz the engine's entry points: every input to `engine.load` and `engine.apply` must end in one
of the engine's own errors or a state that saves and loads back unchanged (issue 16 point 8,
issue 29 point 6).

    .venv/bin/python bench/fuzz_engine.py [--count N] [--seed S] [--show K] [--save FILE]
                                          [--progress N] [--minutes M]

Feeds mutated ruling documents (fields of the wrong JSON type, keys dropped or added, values
nested hundreds of levels deep), documents changed where untyped errors once entered (the combat
section, trigger and effect params, keyword lists, last known facts: engine.testing.fuzz
FOCUS_KEYS), random action sequences on the boards that load (offered actions, judge's actions,
actions of every registered type, mutated actions, random answers to decisions), long games of up
to 40 actions, and the dumps of the states they reach, changed and loaded again. Prints the inputs
tried and the untyped errors (goal: 0 in at least 1,000,000 inputs); `--save` writes every
failing input as a JSON line. Exits 1 when an untyped error escaped.

Speed on this machine (2 shared cores): 1,000 to 2,000 inputs a second, so `--count 1000000`
takes 8 to 17 minutes; a run of one seed repeats exactly, so several seeds of 200,000 cover
more ground than one long run. `--progress N` prints the inputs tried every N inputs and each
untyped error as it is found; `--minutes M` (or Ctrl-C) ends the run early and still prints the
report of the inputs tried so far, so a run on a busy machine is never lost.
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
    parser.add_argument("--progress", type=int, default=0, help="print progress every N inputs")
    parser.add_argument("--minutes", type=float, help="stop after this many minutes")
    args = parser.parse_args()
    start = time.perf_counter()
    until = start + args.minutes * 60 if args.minutes else float("inf")
    fuzzer = Fuzzer(random.Random(args.seed), stop=lambda: time.perf_counter() > until)
    report = fuzzer.report
    shown = 0
    next_progress = args.progress
    try:
        while report.tried < args.count and not fuzzer.stop():
            fuzzer.round()
            for failure in report.failures[shown:]:
                print(f"found: {failure.where}: {failure.error}", flush=True)
            shown = len(report.failures)
            if args.progress and report.tried >= next_progress:
                elapsed = time.perf_counter() - start
                print(f"progress: {report.tried:,} in {elapsed:.0f} s, untyped {shown}", flush=True)
                next_progress += args.progress
    except KeyboardInterrupt:
        print("interrupted: the report covers the inputs tried so far")
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
