"""Forge `.pzl` puzzles in the builder: import a file as a saved scenario, export any scenario.

The engine does the work (`engine.pzl`: parse, convert, export); this module supplies the card
database as the lookup for cards the engine doesn't define and saves the result. The puzzle's
metadata (goal, turns, difficulty, description, credit link, what the engine can't automate and
what the import kept verbatim) travels inside the scenario document under ``"puzzle"``, which
``engine.load`` ignores: the ``Scenario`` model has no field of its own for it yet.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from builder.models import Card, Scenario
from engine.pzl import (
    ENGINE,
    ImportReport,
    PzlError,
    characteristics_from_record,
    dump,
    from_scenario,
    parse,
    to_scenario,
)

CardLookup = Callable[[str], "str | Mapping[str, Any] | None"]
PZL_SUFFIX = ".pzl"
_CARD_FIELDS = (
    "name",
    "type_line",
    "mana_cost",
    "colors",
    "power",
    "toughness",
    "loyalty",
    "keywords",
    "oracle_text",
    "faces",
)


@dataclass(frozen=True)
class PuzzleImport:
    """What happened to one file: the saved scenario and its report, or the error."""

    filename: str
    scenario: Scenario | None = None
    report: ImportReport | None = None
    title: str = ""
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error

    def summary(self) -> str:
        if self.error:
            return f"{self.filename}: {self.error}"
        assert self.report is not None
        where = f"saved as {self.scenario.public_id}" if self.scenario else "not saved (dry run)"
        parts = [f"{self.filename}: {self.title!r} {where}, {self.report.automation}"]
        for label, names in (
            ("unknown cards", self.report.unknown_cards),
            ("non-automated cards", self.report.non_automated_cards),
            ("not modeled", self.report.unmodeled),
        ):
            if names:
                parts.append(f"{len(names)} {label}: {'; '.join(names)}")
        return " | ".join(parts)


def card_database_lookup() -> CardLookup:
    """Engine definitions first, then the card database by name, front or back face (any case)."""
    cache: dict[str, str | Mapping[str, Any] | None] = {}

    def lookup(name: str) -> str | Mapping[str, Any] | None:
        if name not in cache:
            cache[name] = _lookup(name)
        return cache[name]

    return lookup


def _lookup(name: str) -> str | Mapping[str, Any] | None:
    if engine.REGISTRY.get(name) is not None:
        return ENGINE
    rows = Card.objects.values(*_CARD_FIELDS)
    record = (
        rows.filter(name__iexact=name).first()
        or rows.filter(name__istartswith=f"{name} // ").first()
        or rows.filter(name__iendswith=f" // {name}").first()
    )
    return characteristics_from_record(record, name) if record is not None else None


def import_pzl_text(
    text: str, filename: str, *, lookup: CardLookup | None = None, save: bool = True
) -> PuzzleImport:
    """Parse, convert and (unless ``save`` is False) save one puzzle; errors are returned."""
    try:
        puzzle = parse(text)
    except PzlError as error:
        return PuzzleImport(filename, error=str(error))
    document, report = to_scenario(puzzle, lookup or card_database_lookup())
    try:
        engine.load(document)
    except engine.InvalidDocument as error:
        return PuzzleImport(filename, report=report, error=f"the engine can't read it: {error}")
    title = (puzzle.metadata.name or Path(filename).stem)[:200]
    scenario = Scenario.objects.create(title=title, document=document) if save else None
    return PuzzleImport(filename, scenario=scenario, report=report, title=title)


def puzzle_files(path: Path) -> Iterator[Path]:
    """The `.pzl` files of a directory in name order (Forge skips `.pzl.disabled`), or the file."""
    if path.is_dir():
        yield from sorted(p for p in path.iterdir() if p.is_file() and p.name.endswith(PZL_SUFFIX))
    else:
        yield path


def import_pzl_file(
    path: Path, *, lookup: CardLookup | None = None, save: bool = True
) -> PuzzleImport:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return PuzzleImport(path.name, error=f"can't read it: {error}")
    return import_pzl_text(text, path.name, lookup=lookup, save=save)


def export_pzl(document: Mapping[str, Any]) -> str:
    """A scenario document (a puzzle's own metadata included, if any) as `.pzl` text."""
    return dump(from_scenario(document))
