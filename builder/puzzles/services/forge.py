"""Forge `.pzl` puzzles in the builder: import a file as a saved scenario and its ``Puzzle``,
export any scenario or puzzle.

The engine does the work (`engine.pzl`: parse, convert, export; `engine.puzzle`: the goal); this
module supplies the card database as the lookup for cards the engine doesn't define and saves the
result. The import's ``"puzzle"`` block (goal, turns, difficulty, description, credit link, what
the engine can't automate and what the import kept verbatim) stays in the scenario document, as
`engine.pzl` expects for a lossless export, and is copied to the ``Puzzle`` row (``forge``), whose
fields are what the builder edits. ``goal_of`` and ``goal_fields`` convert between the row and
the engine's ``Goal``.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.db import transaction

import engine
from builder.cards.models import Card
from builder.puzzles.models import FORGE_DIFFICULTY, Difficulty, Puzzle, difficulty_of
from builder.scenarios.services.history import HistoryTree
from builder.sharing.models import Scenario
from builder.sharing.services.annotations import render_markdown
from engine.puzzle import Goal, forge_goal_fields, goal_from_forge
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
    "layout",  # which face of a double-faced card is up (engine.pzl.cardrecords)
)

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class PuzzleImport:
    """What happened to one file: the saved scenario and its report, or the error."""

    filename: str
    scenario: Scenario | None = None
    report: ImportReport | None = None
    title: str = ""
    error: str = ""
    puzzle: Puzzle | None = None
    goal: Goal | None = None

    @property
    def ok(self) -> bool:
        return not self.error

    def summary(self) -> str:
        if self.error:
            return f"{self.filename}: {self.error}"
        assert self.report is not None
        where = f"saved as {self.scenario.public_id}" if self.scenario else "not saved (dry run)"
        parts = [f"{self.filename}: {self.title!r} {where}, {self.report.automation}"]
        if self.goal is not None:
            parts.append(f"goal: {self.goal.describe()}")
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
    goal, notes = goal_from_forge(document["puzzle"], engine.load(document))
    if not save:
        return PuzzleImport(filename, report=report, title=title, goal=goal)
    with transaction.atomic():
        scenario = Scenario.objects.create(title=title, document=document)
        row = create_imported_puzzle(scenario, goal, notes)
    return PuzzleImport(filename, scenario, report, title, puzzle=row, goal=goal)


def create_imported_puzzle(scenario: Scenario, goal: Goal, notes: tuple[str, ...]) -> Puzzle:
    """The ``Puzzle`` of a scenario imported from a ``.pzl``: goal, credit and import report."""
    block: Mapping[str, Any] = scenario.document.get("puzzle", {})
    name = str(block.get("name") or scenario.title)
    report = {k: v for k, v in block.items() if k in _REPORT_KEYS}
    return Puzzle.objects.create(
        scenario=scenario,
        **goal_fields(goal),
        difficulty=difficulty_of(str(block.get("difficulty") or "")),
        description=str(block.get("description") or ""),
        description_html=str(render_markdown(str(block.get("description") or ""))),
        source_credit=name.split(" - ")[0][:200],
        source_url=str(block.get("credit_url") or "")[:500],
        automation={**report, "goal_notes": list(notes)},
        forge=dict(block),
    )


_REPORT_KEYS = ("automation", "unknown_cards", "non_automated_cards", "unmodeled", "ignored")


def goal_of(puzzle: Puzzle) -> Goal:
    """The engine's ``Goal`` of a puzzle row (the tolerant reader: see ``Goal.from_json``)."""
    return Goal.from_json(
        {
            **(puzzle.goal_params or {}),
            "kind": puzzle.goal_kind,
            "solver": puzzle.solver,
            "turn_limit": puzzle.turn_limit,
        }
    )


def goal_fields(goal: Goal) -> dict[str, Any]:
    """A goal as the puzzle row's fields: ``goal_kind``, ``goal_params``, ``solver``,
    ``turn_limit``."""
    data = goal.to_json()
    return {
        "goal_kind": data.pop("kind"),
        "solver": data.pop("solver"),
        "turn_limit": data.pop("turn_limit"),
        "goal_params": data,
    }


def start_document(scenario: Scenario) -> dict[str, Any]:
    """The board a puzzle starts from: the set-up board of the saved history, or the document."""
    history = scenario.history or {}
    if not history.get("nodes"):
        return copy.deepcopy(scenario.document)
    tree = _history_tree(history, scenario.document)
    start = tree.path(tree.current)[0]
    for node_id in tree.path(tree.current):
        if tree.node(node_id)["kind"] != "action":
            start = node_id  # the root, or a hand edit the puzzle starts after
    return copy.deepcopy(tree.document(start))


def authored_solution(scenario: Scenario) -> list[dict[str, Any]]:
    """The steps played after the set-up board, each action with its ``choices``."""
    history = scenario.history or {}
    if not history.get("nodes"):
        return []
    tree = _history_tree(history, scenario.document)
    path = tree.path(tree.current)
    steps: list[dict[str, Any]] = []
    for node_id in path:
        node = tree.node(node_id)
        if node["kind"] != "action":
            steps = []  # a hand edit: the puzzle starts after it
            continue
        steps.append({**node["action"], "choices": list(node.get("choices") or [])})
    return steps


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
    try:
        return import_pzl_text(text, path.name, lookup=lookup, save=save)
    except Exception as error:  # noqa: BLE001 - one bad file is reported; the others go on
        logger.exception("importing %s failed", path)
        return PuzzleImport(path.name, error=f"can't convert it: {error}")


def export_pzl(document: Mapping[str, Any]) -> str:
    """A scenario document (a puzzle's own metadata included, if any) as `.pzl` text."""
    return dump(from_scenario(document))


def export_puzzle_pzl(row: Puzzle) -> str:
    """A puzzle as `.pzl` text: the board of its scenario, its name, credit link, difficulty,
    description and goal. An imported puzzle whose goal wasn't changed keeps its own Forge goal,
    turns and targets, so that import, export and import again gives the same puzzle."""
    document = start_document(row.scenario)
    start = engine.load(document)
    goal = goal_of(row)
    meta: dict[str, Any] = dict(row.forge or document.get("puzzle") or {})
    if not meta or goal_from_forge(meta, start)[0] != goal:
        for key in ("goal_text", "targets", "target_count"):
            meta.pop(key, None)
        meta.update(forge_goal_fields(goal, start))
    optional = {
        "difficulty": FORGE_DIFFICULTY.get(Difficulty(row.difficulty), "")
        if row.difficulty in Difficulty.values
        else "",
        "description": row.description,
        "credit_url": row.source_url,
    }
    meta["name"] = row.scenario.title or meta.get("name") or "Stackboard puzzle"
    for key, value in optional.items():
        if value:
            meta[key] = value
        else:
            meta.pop(key, None)
    return dump(from_scenario(document, meta))


def _history_tree(history: Any, document: Any) -> Any:
    return HistoryTree.read(history, document)
