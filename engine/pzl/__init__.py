"""Forge `.pzl` puzzle files: a lossless model, its text codec, and scenario conversion.

    puzzle = parse(text)                      # PzlError(line) on malformed input
    text = dump(puzzle)                       # parse(dump(puzzle)) == puzzle
    document, report = to_scenario(puzzle, lookup)
    puzzle = from_scenario(document)          # any two-player scenario as a puzzle

See ../shared/forge-puzzles/FORMAT.md for the format and docs/forge-puzzles.md for the mapping.
"""

from __future__ import annotations

from engine.pzl.cardrecords import card_name_index, characteristics_from_record
from engine.pzl.exporter import from_scenario
from engine.pzl.importer import (
    ENGINE,
    ImportReport,
    Lookup,
    engine_lookup,
    records_lookup,
    to_scenario,
)
from engine.pzl.model import CardEntry, Metadata, Modifier, Puzzle, PzlError, State
from engine.pzl.text import dump, parse

__all__ = [
    "ENGINE",
    "CardEntry",
    "ImportReport",
    "Lookup",
    "Metadata",
    "Modifier",
    "Puzzle",
    "PzlError",
    "State",
    "card_name_index",
    "characteristics_from_record",
    "dump",
    "engine_lookup",
    "records_lookup",
    "from_scenario",
    "parse",
    "to_scenario",
]
