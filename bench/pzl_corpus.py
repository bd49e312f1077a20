"""The Forge puzzle corpus through the `.pzl` importer: what parses, round-trips and is automated.

    .venv/bin/python bench/pzl_corpus.py [DIR]        (default: ../shared/forge-puzzles)

Prints: files parsed without error (the goal is all of them), puzzles that round-trip losslessly
(`parse(dump(p)) == p`, and import -> export -> import gives the same scenario document), converted
documents `engine.load` accepts, puzzles whose cards are all in the card database, puzzles whose
cards are all automated, the share of the distinct cards that are automated, the cards that alone
keep a puzzle from being all automated, and the 30 most frequent non-automated card names (by
puzzles, then copies). Tokens are defined inline by their entry, so they count as "in the database"; they count
as automated when their keywords are implemented and they have no scripted ability.

The card database is the builder's (`builder.models.Card`) when a database with cards is
configured; otherwise the card names of ../shared/carddata/oracle-cards-2026.json.gz are read directly.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.cards.registry import fallback_definition  # noqa: E402
from engine.game.automation import is_automated  # noqa: E402
from engine.oracle.cache import COMPILED, records_by_name  # noqa: E402
from engine.oracle.coverage import template  # noqa: E402
from engine.pzl import (  # noqa: E402
    Puzzle,
    PzlError,
    dump,
    from_scenario,
    parse,
    records_lookup,
    to_scenario,
)
from engine.pzl.model import CardList  # noqa: E402

DEFAULT_DIR = ROOT.parent / "shared" / "forge-puzzles"
ORACLE_CARDS = ROOT.parent / "shared" / "carddata" / "oracle-cards-2026.json.gz"
Lookup = Callable[[str], "str | Mapping[str, Any] | None"]


def builder_lookup() -> tuple[Lookup, str] | None:
    """The builder's card database as a lookup, when one with cards is configured."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "builder.settings")
    try:
        import django

        django.setup()
        from builder.models import Card
        from builder.puzzles.services.forge import card_database_lookup

        count = Card.objects.count()
    except Exception as error:  # no Django, no database, no migrations: use the JSON file
        print(f"(builder card database unavailable: {type(error).__name__})", file=sys.stderr)
        return None
    if not count:
        return None
    return card_database_lookup(), f"the builder's card database ({count} cards)"


def oracle_lookup() -> tuple[Lookup, str]:
    with gzip.open(ORACLE_CARDS, "rt", encoding="utf-8") as handle:
        records = json.load(handle)
    # Cards the engine doesn't define by hand play by their compiled Oracle text (engine.oracle).
    COMPILED.set_source(records_by_name(records))
    return (
        records_lookup(records),
        f"{ORACLE_CARDS.name} read directly ({len(records)} cards; the builder's database has none)",
    )


def card_names(puzzle: Puzzle) -> list[str]:
    """Every (non-token) card entry of every zone, with repeats."""
    return [
        entry.name
        for field in puzzle.state.fields
        if isinstance(field.value, CardList)
        for entry in field.value.entries
        if entry.token is None
    ]


def engine_name(name: str, lookup: Lookup) -> str:
    """The name the engine files the card under: the whole name of a card with two faces that
    the puzzle names by one face (as the importer uses it)."""
    found = lookup(name)
    full = str(found.get("card_name") or name) if isinstance(found, Mapping) else name
    return full if fallback_definition(full) is not None else name


def automated(name: str, lookup: Lookup) -> bool:
    name = engine_name(name, lookup)
    definition = engine.REGISTRY.get(name) or fallback_definition(name)
    return definition is not None and is_automated(definition)


def blockers(name: str, lookup: Lookup) -> set[str]:
    """What keeps a card from being automated: its unapplied sentences as coverage templates
    (engine.oracle.coverage), or why it has no compiled definition at all."""
    if lookup(name) is None:
        return {"(a card the card database doesn't know)"}
    if engine.REGISTRY.get(name) is not None:
        return {"(a hand-written definition left partial)"}
    compiled = COMPILED.get(engine_name(name, lookup))
    if compiled is None:
        # A card with two faces whose layout the compiler doesn't model (engine.oracle.faces).
        return {"(a card with faces the compiler doesn't model)"}
    if not compiled.not_applied:
        return {f"(the compiled card is {compiled.label})"}
    return {template(text) for text in compiled.not_applied}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory", nargs="?", type=Path, default=DEFAULT_DIR)
    directory = parser.parse_args().directory
    files = sorted(p for p in directory.iterdir() if p.name.endswith(".pzl"))
    lookup, source = builder_lookup() or oracle_lookup()
    parsed: dict[str, Puzzle] = {}
    errors: list[str] = []
    for path in files:
        try:
            parsed[path.name] = parse(path.read_text(encoding="utf-8"))
        except (PzlError, UnicodeDecodeError) as error:
            errors.append(f"{path.name}: {error}")
    lossless = sum(parse(dump(p)) == p for p in parsed.values())
    loads = scenario_round_trips = fully_automated = 0
    in_database = all_automated = 0
    puzzles_with: Counter[str] = Counter()
    copies: Counter[str] = Counter()
    distinct: set[str] = set()
    one_card_away: Counter[str] = Counter()  # card -> puzzles it alone keeps from automation
    blocking: Counter[str] = Counter()  # unapplied sentence template -> puzzles it blocks
    missing_per_puzzle: Counter[int] = Counter()  # non-automated distinct cards (5: five or more)
    for puzzle in parsed.values():
        document, report = to_scenario(puzzle, lookup)
        try:
            engine.load(document)
            loads += 1
        except engine.InvalidDocument as error:
            errors.append(f"{puzzle.metadata.name}: engine.load refused it: {error}")
        again, _ = to_scenario(parse(dump(from_scenario(document))), lookup)
        scenario_round_trips += again == document
        fully_automated += report.automation == "automated"
        names = card_names(puzzle)
        in_database += all(lookup(n) is not None for n in names) and not any(
            "(token" in u for u in report.unknown_cards
        )
        tokens_automated = not any(
            "(token" in n for n in (*report.unknown_cards, *report.non_automated_cards)
        )
        all_automated += all(automated(n, lookup) for n in names) and tokens_automated
        missing = [n for n in names if not automated(n, lookup)]
        copies.update(missing)
        puzzles_with.update(set(missing))
        distinct.update(names)
        if len(set(missing)) == 1 and tokens_automated:
            one_card_away.update(set(missing))
        missing_per_puzzle[min(len(set(missing)), 5)] += 1
        blocking.update({reason for n in set(missing) for reason in blockers(n, lookup)})
    print(f"puzzle files: {len(files)} in {directory}")
    print(f"card database: {source}")
    print(f"parsed without error: {len(parsed)} / {len(files)}")
    print(f"lossless round trip (parse(dump(p)) == p): {lossless} / {len(parsed)}")
    print(
        f"import -> export -> import gives the same document: {scenario_round_trips} / {len(parsed)}"
    )
    print(f"documents engine.load accepts: {loads} / {len(parsed)}")
    print(f"puzzles whose cards are all in the card database: {in_database} / {len(parsed)}")
    print(f"puzzles whose cards are all automated: {all_automated} / {len(parsed)}")
    print(f"puzzles fully automated (cards and every feature): {fully_automated} / {len(parsed)}")
    automated_distinct = sum(automated(n, lookup) for n in distinct)
    share = 100 * automated_distinct / max(len(distinct), 1)
    print(
        f"distinct cards automated: {automated_distinct} / {len(distinct)} ({share:.1f}%, goal 40%)"
    )
    print(
        "puzzles by non-automated distinct cards: "
        + ", ".join(
            f"{'5+' if n == 5 else n}: {missing_per_puzzle[n]}" for n in sorted(missing_per_puzzle)
        )
    )
    print(f"puzzles one card away from all automated: {sum(one_card_away.values())}")
    for name, count in sorted(one_card_away.items(), key=lambda item: (-item[1], item[0]))[:30]:
        print(f"  {name} ({count})")
    print("30 most frequent non-automated cards (puzzles, copies):")
    ranked = sorted(puzzles_with, key=lambda n: (-puzzles_with[n], -copies[n], n))[:30]
    for rank, name in enumerate(ranked, start=1):
        print(f"  {rank:2}. {name} ({puzzles_with[name]}, {copies[name]})")
    print("30 sentence templates blocking the most puzzles (puzzles with a card it blocks):")
    for rank, (text, count) in enumerate(blocking.most_common(30), start=1):
        print(f"  {rank:2}. {text} ({count})")
    for error in errors:
        print(f"ERROR {error}")


if __name__ == "__main__":
    main()
