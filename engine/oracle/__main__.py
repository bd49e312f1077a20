"""`python -m engine.oracle coverage FILE`: the compiler's coverage over a card file.
`python -m engine.oracle show NAME FILE`: one card's lines, labels and printed text."""

from __future__ import annotations

import sys

from engine.oracle.compiler import compile_record
from engine.oracle.coverage import coverage, load_records

USAGE = "usage: python -m engine.oracle coverage FILE | show NAME FILE"


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "coverage":
        print(coverage(load_records(argv[1])).report())
        return 0
    if len(argv) == 3 and argv[0] == "show":
        for record in load_records(argv[2]):
            if str(record["name"]).casefold() == argv[1].casefold():
                compiled = compile_record(record)
                print(f"{record['name']}: {compiled.label}")
                for line in compiled.lines:
                    mark = "applied" if line.applied else f"NOT applied: {line.reason}"
                    print(f"  {line.text}  [{mark}]")
                print("printed:\n" + compiled.printed)
                if compiled.printed_own != compiled.printed:
                    print("printed in the record's own wording:\n" + compiled.printed_own)
                return 0
        print(f"no card named {argv[1]!r}", file=sys.stderr)
        return 1
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
