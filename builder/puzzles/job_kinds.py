"""The puzzles' kind of background job (checking a solution), ``(params, report) -> result``
(JSON), and its page, registered with ``builder.jobs`` as this module is imported
(``BuilderConfig.ready``)."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from django.urls import reverse
from django.utils.http import urlencode

from builder.jobs import JobFailed, Report, kind
from builder.jobs import pages as jobs_pages
from builder.jobs.models import Job
from builder.operations.htmx import HtmxHttpRequest
from builder.puzzles.models import Puzzle
from builder.puzzles.services import certificates
from builder.puzzles.services import core as puzzle_services
from builder.scenarios.services import ServiceError
from builder.sharing.views.access import token_of

CERTIFICATE_MARGIN = 10  # seconds of the job's time limit kept for storing the certificate


@kind(
    puzzle_services.VERIFY_JOB,
    time_limit=puzzle_services.VERIFY_TIME_LIMIT,
    replaced="The puzzle was published again: the check of the newer version replaced this one.",
)
def verify_puzzle(params: Mapping[str, Any], report: Report) -> dict[str, Any]:
    """Check a puzzle's solution against every opponent decision (``engine.puzzle.verify``)
    and store the badge, then write the puzzle's certificate (``certificates``: the author's
    solution certified with the other ways to win, or, without one, the solver's search) in
    the time the job has left; the result is what the badge says."""
    began = time.monotonic()
    puzzle = (
        Puzzle.objects.select_related("scenario").filter(pk=int(params.get("puzzle") or 0)).first()
    )
    if puzzle is None:
        raise JobFailed("The puzzle was deleted before its solution could be checked.")
    bound = int(params.get("max_nodes") or puzzle_services.MAX_NODES)
    job_key = str(params["job"])  # its own key: a later publish names another job

    def progress(nodes: int) -> None:
        report(nodes * 90 // max(bound, 1), f"Checked {nodes:,} positions (at most {bound:,})")

    if puzzle.solution:
        try:
            puzzle_services.do_verify_puzzle(
                puzzle, max_nodes=bound, on_progress=progress, job_key=job_key
            )
        except ServiceError as error:
            raise JobFailed(f"The solution can't be checked: {error.message}") from None
        report(90, "Looking for other ways to win (the certificate)")
    else:
        report(0, "Searching for a solution (the certificate)")
    # The solver reports no progress: it gets the job's time left, less a margin for the write.
    left = puzzle_services.VERIFY_TIME_LIMIT - CERTIFICATE_MARGIN - (time.monotonic() - began)
    seconds = min(certificates.certificate_seconds(), left)
    stored = certificates.do_certify_puzzle(puzzle, seconds=seconds, job_key=job_key)
    if not puzzle.solution:
        found = certificates.stored_certificate(puzzle) if stored is not None else None
        message = (
            f"no solution is given; the engine’s search: {certificates.headline(found)}"
            if found is not None
            else "no solution is given, and the engine’s search wrote no certificate (no time "
            "was left, or the engine can’t play this board)"
        )
        puzzle_services.do_note_search(puzzle, job_key, message)
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
