"""The puzzles' kind of background job (checking a solution), ``(params, report) -> result``
(JSON), and its page, registered with ``builder.jobs`` as this module is imported
(``BuilderConfig.ready``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.urls import reverse
from django.utils.http import urlencode

from builder.jobs import JobFailed, Report, kind
from builder.jobs import pages as jobs_pages
from builder.jobs.models import Job
from builder.operations.htmx import HtmxHttpRequest
from builder.puzzles.models import Puzzle
from builder.puzzles.services import core as puzzle_services
from builder.scenarios.services import ServiceError
from builder.sharing.views.access import token_of


@kind(
    puzzle_services.VERIFY_JOB,
    time_limit=puzzle_services.VERIFY_TIME_LIMIT,
    replaced="The puzzle was published again: the check of the newer version replaced this one.",
)
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


def _back_to_the_puzzle(request: HtmxHttpRequest, found: Job) -> str:
    revision = str(found.params.get("revision") or "")
    if not revision:
        return ""
    target = reverse("builder-puzzle-edit", args=[revision])
    if token := token_of(request):
        target += f"?{urlencode({'token': token})}"
    return f"{target}#verification"


jobs_pages.page(
    puzzle_services.VERIFY_JOB,
    title="Checking the puzzle’s solution",
    back_label="Back to the puzzle",
    back_url=_back_to_the_puzzle,
)
