"""The built-in puzzles (a ``load_builtin`` step, run by ``make run``): public, verified puzzles.

- the original puzzles of ``engine.puzzle.builtin`` (boards and words of our own);
- Forge's puzzle files that import fully automated and have a solution in
  ``engine.puzzle.builtin.forge``, read from ``../shared/forge-puzzles`` (or the folder named by
  ``STACKBOARD_FORGE_PUZZLES``) when it is on this machine; the files are never copied into the
  project.

Each puzzle gets a family of its own, keyed ``puzzle:<id>`` or ``forge:<file>``, public and with a
thrown-away edit token (read-only). Running the step again changes nothing unless a puzzle
changed; then the family gets a new revision. Each solution is verified with the full bound
(``puzzles.MAX_NODES``); a puzzle whose solution doesn't verify is reported, not hidden.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction

import engine
from builder.puzzles.models import Puzzle, PuzzleStatus
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services.forge import card_database_lookup, create_imported_puzzle, goal_fields
from builder.scenarios.models import Visibility
from builder.sharing.models import Scenario, ScenarioFamily
from builder.sharing.services.edit_tokens import hash_token, new_edit_token
from engine.puzzle import Goal, goal_from_forge
from engine.puzzle.builtin import ForgeSolution, forge_solutions, original_puzzles
from engine.pzl import PzlError, parse, to_scenario


def forge_folder() -> Path:
    configured = os.environ.get("STACKBOARD_FORGE_PUZZLES")
    if configured:
        return Path(configured)
    return Path(settings.BASE_DIR).parent / "shared" / "forge-puzzles"


def load_builtin_puzzles(only: Collection[str] | None = None) -> str:
    """Save every built-in puzzle (``only``: these ids and file names); one line saying what
    happened."""
    saved = unchanged = 0
    problems: list[str] = []
    for puzzle in original_puzzles():
        if only is not None and puzzle.id not in only:
            continue
        changed, status = _save(
            f"puzzle:{puzzle.id}",
            title=puzzle.title,
            document=puzzle.document,
            goal=puzzle.goal,
            solution=puzzle.solution,
            hints=puzzle.hints,
            fields={"difficulty": puzzle.difficulty, "description": puzzle.description},
        )
        saved, unchanged = saved + changed, unchanged + (not changed)
        if status != PuzzleStatus.VERIFIED:
            problems.append(f"{puzzle.id} is {status}")
    folder = forge_folder()
    forge_total = 0
    for solution in forge_solutions():
        if only is not None and solution.file not in only:
            continue
        path = folder / solution.file
        if not path.is_file():
            continue
        forge_total += 1
        try:
            changed, status = _save_forge(path, solution)
        except (PzlError, engine.EngineError, ValueError) as error:
            problems.append(f"{solution.file} can't be imported: {error}")
            continue
        saved, unchanged = saved + changed, unchanged + (not changed)
        if status != PuzzleStatus.VERIFIED:
            problems.append(f"{solution.file} is {status}")
    line = (
        f"puzzles: {len(original_puzzles())} original and {forge_total} from Forge "
        f"({folder}); {saved} saved, {unchanged} unchanged"
    )
    return line + (f"; not verified: {', '.join(problems)}" if problems else "")


def _save_forge(path: Path, solution: ForgeSolution) -> tuple[bool, str]:
    parsed = parse(path.read_text(encoding="utf-8"))
    document, report = to_scenario(parsed, card_database_lookup())
    if report.unknown_cards or report.non_automated_cards or report.unmodeled:
        raise ValueError("it isn't fully automated on this machine's card database")
    goal, notes = goal_from_forge(document["puzzle"], engine.load(document))
    return _save(
        f"forge:{solution.file}",
        title=(parsed.metadata.name or path.stem)[:200],
        document=document,
        goal=goal,
        solution=solution.solution,
        hints=solution.hints,
        notes=notes,
    )


def _save(
    key: str,
    *,
    title: str,
    document: Mapping[str, Any],
    goal: Goal,
    solution: Sequence[Mapping[str, Any]],
    hints: Sequence[str],
    fields: Mapping[str, Any] | None = None,
    notes: tuple[str, ...] | None = None,
) -> tuple[bool, str]:
    """(whether a revision was saved, the puzzle's status)."""
    steps = [dict(s) for s in solution]
    with transaction.atomic():
        family = ScenarioFamily.objects.select_for_update().filter(builtin_key=key).first()
        if family is None:
            family = ScenarioFamily.objects.create(
                builtin_key=key,
                visibility=Visibility.PUBLIC,
                edit_token_hash=hash_token(new_edit_token()),  # thrown away: read-only
            )
        latest = family.revisions.order_by("-number").first()
        puzzle = getattr(latest, "puzzle", None) if latest is not None else None
        if (
            latest is not None
            and puzzle is not None
            and latest.title == title
            and latest.document == dict(document)
            and puzzle.solution == steps
            and list(puzzle.hints or []) == list(hints)
            and goal_fields(goal).items() <= _goal_fields_of(puzzle).items()
        ):
            return False, str(puzzle.status)
        number = (latest.number if latest is not None else 0) + 1
        revision = Scenario.objects.create(
            family=family, number=number, title=title, document=dict(document)
        )
        if notes is not None:  # a Forge puzzle: credit, link and import report from the file
            row = create_imported_puzzle(revision, goal, notes)
            row.solution = steps
            row.hints = list(hints)
            row.save(update_fields=["solution", "hints", "updated_at"])
        else:
            row = puzzle_services.do_publish_puzzle(
                revision, goal, solution=steps, hints=hints, check=False, **(fields or {})
            )
    # The solution is checked once the rows are written, with no transaction open (issue 29).
    puzzle_services.do_verify_puzzle(row)
    return True, str(row.status)


def _goal_fields_of(puzzle: Puzzle) -> dict[str, Any]:
    return {
        "goal_kind": puzzle.goal_kind,
        "solver": puzzle.solver,
        "turn_limit": puzzle.turn_limit,
        "goal_params": puzzle.goal_params,
    }
