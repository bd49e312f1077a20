"""The built-in puzzles (a ``load_builtin`` step, run by ``make run``): public, verified puzzles.

- the original puzzles of ``engine.puzzle.builtin`` (boards and words of our own);
- Forge's puzzle files that import fully automated and have a solution in
  ``engine.puzzle.builtin.forge``, read from ``../shared/forge-puzzles`` (or the folder named by
  ``STACKBOARD_FORGE_PUZZLES``) when it is on this machine; the files are never copied into the
  project.

Each puzzle gets a family of its own, keyed ``puzzle:<id>`` or ``forge:<file>``, with a
thrown-away edit token (read-only). Running the step again changes nothing unless a puzzle
changed; then the family gets a new revision. Each solution is verified with the full bound
(``puzzles.MAX_NODES``), and each puzzle gets its certificate (issue 31: the author's solution
certified against the opponent's answers, with the other ways to win the solver finds within
``PUZZLE_BUILTIN_CERTIFICATE_SECONDS``), computed once per revision. An original puzzle is public
whatever its certificate says (a verdict other than "solved" is reported); a Forge puzzle is
shipped, public, only while its certificate says "solved", else its family is private and the
line says why.
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
from builder.puzzles.services import certificates
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services.forge import card_database_lookup, create_imported_puzzle, goal_fields
from builder.scenarios.models import Visibility
from builder.sharing.models import Scenario, ScenarioFamily
from builder.sharing.services.edit_tokens import hash_token, new_edit_token
from engine.puzzle import Goal, Verdict, goal_from_forge
from engine.puzzle.builtin import ForgeSolution, forge_solutions, original_puzzles
from engine.pzl import PzlError, parse, to_scenario


def forge_folder() -> Path:
    configured = os.environ.get("STACKBOARD_FORGE_PUZZLES")
    if configured:
        return Path(configured)
    return Path(settings.BASE_DIR).parent / "shared" / "forge-puzzles"


def builtin_certificate_seconds() -> float:
    """The solver's time for the other ways to win of one built-in puzzle's certificate."""
    return float(getattr(settings, "PUZZLE_BUILTIN_CERTIFICATE_SECONDS", 20))


def load_builtin_puzzles(only: Collection[str] | None = None) -> str:
    """Save every built-in puzzle (``only``: these ids and file names) with its certificate; one
    line saying what happened."""
    saved = unchanged = solved = 0
    problems: list[str] = []
    unsolved: list[str] = []
    for puzzle in original_puzzles():
        if only is not None and puzzle.id not in only:
            continue
        changed, row = _save(
            f"puzzle:{puzzle.id}",
            title=puzzle.title,
            document=puzzle.document,
            goal=puzzle.goal,
            solution=puzzle.solution,
            hints=puzzle.hints,
            fields={"difficulty": puzzle.difficulty, "description": puzzle.description},
        )
        saved, unchanged = saved + changed, unchanged + (not changed)
        if row.status != PuzzleStatus.VERIFIED:
            problems.append(f"{puzzle.id} is {row.status}")
        verdict = _certified(row)
        solved += verdict == Verdict.SOLVED
        if verdict != Verdict.SOLVED:
            unsolved.append(f"{puzzle.id} ({verdict or 'no certificate'})")
    folder = forge_folder()
    forge_total = shipped = 0
    for solution in forge_solutions():
        if only is not None and solution.file not in only:
            continue
        path = folder / solution.file
        if not path.is_file():
            continue
        forge_total += 1
        try:
            changed, row = _save_forge(path, solution)
        except (PzlError, engine.EngineError, ValueError) as error:
            problems.append(f"{solution.file} can't be imported: {error}")
            continue
        saved, unchanged = saved + changed, unchanged + (not changed)
        if row.status != PuzzleStatus.VERIFIED:
            problems.append(f"{solution.file} is {row.status}")
        verdict = _certified(row)
        solved += verdict == Verdict.SOLVED
        if _ship(row, verdict == Verdict.SOLVED):
            shipped += 1
        else:
            unsolved.append(f"{solution.file} ({verdict or 'no certificate'}: not shipped)")
    line = (
        f"puzzles: {len(original_puzzles())} original and {forge_total} from Forge "
        f"({folder}; {shipped} shipped); {saved} saved, {unchanged} unchanged; "
        f"{solved} certified solved"
    )
    if problems:
        line += f"; not verified: {', '.join(problems)}"
    if unsolved:
        line += f"; certificates not 'solved': {', '.join(unsolved)}"
    return line


def _certified(puzzle: Puzzle) -> str:
    """The puzzle's certificate's verdict, computed first when it has none ("" when none can
    be written: the engine can't play the board)."""
    certificates.do_certify_puzzle(puzzle, seconds=builtin_certificate_seconds())
    return certificates.stored_verdict(puzzle)


def _ship(puzzle: Puzzle, solved: bool) -> bool:
    """A Forge puzzle's family is public while its certificate says "solved", private else."""
    family = puzzle.scenario.family
    wanted = Visibility.PUBLIC if solved else Visibility.PRIVATE
    if family.visibility != wanted:
        family.visibility = wanted
        family.save(update_fields=["visibility"])
    return solved


def _save_forge(path: Path, solution: ForgeSolution) -> tuple[bool, Puzzle]:
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
        visibility=Visibility.PRIVATE,  # public once its certificate says "solved" (`_ship`)
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
    visibility: str = Visibility.PUBLIC,
) -> tuple[bool, Puzzle]:
    """(whether a revision was saved, the puzzle of the family's latest revision)."""
    steps = [dict(s) for s in solution]
    with transaction.atomic():
        family = ScenarioFamily.objects.select_for_update().filter(builtin_key=key).first()
        if family is None:
            family = ScenarioFamily.objects.create(
                builtin_key=key,
                visibility=visibility,
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
            return False, puzzle
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
    return True, row


def _goal_fields_of(puzzle: Puzzle) -> dict[str, Any]:
    return {
        "goal_kind": puzzle.goal_kind,
        "solver": puzzle.solver,
        "turn_limit": puzzle.turn_limit,
        "goal_params": puzzle.goal_params,
    }
