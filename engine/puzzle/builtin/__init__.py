"""Built-in puzzles: original ones written for Stackboard, and solutions for Forge's puzzle files.

    for puzzle in original_puzzles():     # one JSON file per puzzle in this folder
        puzzle.document, puzzle.goal, puzzle.solution, puzzle.hints, puzzle.description
    for forge in forge_solutions():       # forge/<NAME>.json: a solution for ../shared's <NAME>.pzl
        forge.file, forge.solution, forge.hints

An original puzzle is a board with a goal, described in our own words, using only cards the
engine fully automates; its solution is checked by `engine.puzzle.verify` in the tests (every
opponent choice). Forge's `.pzl` files are not part of the project: a Forge solution names the
file it solves (read from ../shared/forge-puzzles when it is there) and uses the object ids the
importer gives (`o1`, `o2`, ... in zone order, docs/forge-puzzles.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from engine.puzzle.goals import Goal


@dataclass(frozen=True)
class OriginalPuzzle:
    id: str
    title: str
    difficulty: str
    description: str
    goal: Goal
    document: dict[str, Any]
    solution: tuple[dict[str, Any], ...]
    hints: tuple[str, ...]


@dataclass(frozen=True)
class ForgeSolution:
    file: str  # the .pzl file's name in ../shared/forge-puzzles
    solution: tuple[dict[str, Any], ...]
    hints: tuple[str, ...]


def _json_files(folder: Any) -> list[Any]:
    return sorted((e for e in folder.iterdir() if e.name.endswith(".json")), key=lambda e: e.name)


@cache
def original_puzzles() -> tuple[OriginalPuzzle, ...]:
    found = []
    for entry in _json_files(resources.files(__name__)):
        data = json.loads(entry.read_text(encoding="utf-8"))
        found.append(
            OriginalPuzzle(
                id=str(data["id"]),
                title=str(data["title"]),
                difficulty=str(data.get("difficulty", "")),
                description=str(data.get("description", "")),
                goal=Goal.from_json(data["goal"]),
                document=dict(data["document"]),
                solution=tuple(dict(s) for s in data["solution"]),
                hints=tuple(str(h) for h in data.get("hints", ())),
            )
        )
    return tuple(found)


@cache
def forge_solutions() -> tuple[ForgeSolution, ...]:
    found = []
    for entry in _json_files(resources.files(__name__).joinpath("forge")):
        data = json.loads(entry.read_text(encoding="utf-8"))
        found.append(
            ForgeSolution(
                file=str(data["file"]),
                solution=tuple(dict(s) for s in data["solution"]),
                hints=tuple(str(h) for h in data.get("hints", ())),
            )
        )
    return tuple(found)
