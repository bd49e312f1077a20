"""Write tests/engine/card_records.json: the records of every card a test names, for a checkout
without the card file beside it (run it again after adding tests that name new cards).

    .venv/bin/python tests/engine/make_card_records.py [NAMES_LOG]

It runs the engine and builder tests (and the browser test that reads a card) with the card file present, logging each name asked of
tests/engine/cards_2026.py, then copies those cards' game fields from the file. Card data only:
names, costs, types, Oracle text, keywords, power and toughness (nothing else of the file)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from engine.oracle.coverage import load_records  # noqa: E402
from tests.engine.cards_2026 import CARDS_2026, EXTRACT  # noqa: E402

# The fields a record keeps: what compiling and placing a card read (the rest of Scryfall's
# record, prices, printings, legalities and rulings among it, stays out).
GAME_FIELDS = (
    "object",
    "name",
    "layout",
    "mana_cost",
    "cmc",
    "type_line",
    "oracle_text",
    "colors",
    "color_identity",
    "color_indicator",
    "keywords",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "card_faces",
    "released_at",
    "data_source",
)


WHOLE_FILE = 400


def game_fields(record: dict[str, object]) -> dict[str, object]:
    return {k: record[k] for k in GAME_FIELDS if k in record}


def logged_names(log: Path) -> set[str]:
    """Run the tests, appending every card name they ask for to `log`. A failing test still
    logged its names; the failures are printed for whoever runs this."""
    env = dict(os.environ, STACKBOARD_CARD_NAMES_LOG=str(log))
    tests = ["tests/engine", "tests/builder", "tests/browser/test_loyalty_box.py"]
    subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2", *tests],
        cwd=ROOT,
        env=env,
        check=False,
    )
    return names_of_card_tests(log)


def names_of_card_tests(log: Path) -> set[str]:
    """The names asked for by tests that name their cards. A test that asked for more than
    WHOLE_FILE names walks the whole file (a census, a coverage count: it skips without the
    file anyway), so its names aren't kept."""
    by_test: dict[str, set[str]] = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        test, _, name = line.partition("\t")
        if name:
            by_test.setdefault(test, set()).add(name)
    kept: set[str] = set()
    for test, names in sorted(by_test.items()):
        if len(names) > WHOLE_FILE:
            print(f"not kept: {test} asked for {len(names)} cards", file=sys.stderr)
        else:
            kept |= names
    return kept


def main(argv: list[str]) -> int:
    if not CARDS_2026.is_file():
        print(f"needs the card data in {CARDS_2026}", file=sys.stderr)
        return 2
    if argv:  # a names log kept from an earlier run
        names = names_of_card_tests(Path(argv[0]))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            names = logged_names(Path(tmp) / "names")
    by_name = {str(r["name"]): r for r in load_records(CARDS_2026)}
    kept = [game_fields(dict(by_name[n])) for n in sorted(names) if n in by_name]
    EXTRACT.write_text(
        json.dumps(kept, ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8"
    )
    print(f"{len(kept)} records -> {EXTRACT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
