"""The kinds of background job the services run, each ``(params, report) -> result`` (JSON),
registered with ``builder.jobs`` by name as this module is imported (``BuilderConfig.ready``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from builder.jobs import JobFailed, Report, kind
from builder.models import Draft, Puzzle
from builder.services import ServiceError, revision_outcomes
from builder.services import outcomes as outcome_services
from builder.services import puzzles as puzzle_services


@kind(puzzle_services.VERIFY_JOB)
def verify_puzzle(params: Mapping[str, Any], report: Report) -> dict[str, Any]:
    """Check a puzzle's solution against every opponent decision (``engine.puzzle.verify``)
    and store the badge; the result is what the badge says."""
    puzzle = (
        Puzzle.objects.select_related("scenario").filter(pk=int(params.get("puzzle") or 0)).first()
    )
    if puzzle is None:
        raise JobFailed("The puzzle was deleted before its solution could be checked.")
    bound = int(params.get("max_nodes") or puzzle_services.MAX_NODES)
    job_key = str(params["job"])  # its own key: a later publish names another job

    def progress(nodes: int) -> None:
        report(nodes * 100 // max(bound, 1), f"Checked {nodes:,} positions (at most {bound:,})")

    try:
        puzzle_services.do_verify_puzzle(
            puzzle, max_nodes=bound, on_progress=progress, job_key=job_key
        )
    except ServiceError as error:
        raise JobFailed(f"The solution can't be checked: {error.message}") from None
    puzzle.refresh_from_db()
    badge = puzzle_services.badge(puzzle)
    return {
        "puzzle": puzzle.pk,
        "revision": puzzle.scenario.public_id,
        "status": badge.status,
        "label": badge.label,
        "message": badge.detail,
    }


@kind(outcome_services.EXPLORE_JOB)
def explore_outcomes(params: Mapping[str, Any], report: Report) -> dict[str, Any]:
    """Every distinct outcome of a draft's action, up to ``OUTCOME_LIMIT`` explorer runs."""
    draft = Draft.objects.filter(key=str(params.get("draft", ""))).first()
    if draft is None:
        raise JobFailed("The draft was deleted before its outcomes could be explored.")
    if outcome_services.draft_stamp(draft) != params.get("stamp"):
        raise JobFailed("The board changed before its outcomes could be explored: explore again.")
    report(0, "Exploring every choice")
    try:
        return outcome_services.explore_in_job(draft)
    except ServiceError as error:
        raise JobFailed(error.message) from None


# A saved ruling's outcomes past the request's bound, explored once per revision.
kind(revision_outcomes.EXPLORE_JOB)(revision_outcomes.explore_in_job)
