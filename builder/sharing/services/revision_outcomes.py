"""Every outcome of a saved ruling's decision, for its share page and embed, explored once per
revision and kept (issue 17, point 3; issue 29, point 2).

The first request explores at most ``QUICK_LIMIT`` explorer runs: most rulings end well inside
that. When it isn't enough, a background job (``builder.jobs``, kind ``EXPLORE_JOB``) explores
up to ``steps.EXPLORE_LIMIT`` and stores the choices that lead to each outcome in its result;
that job is the revision's exploration, found again by every later view (a revision never
changes). What is shown is kept with the revision (``RevisionOutcomes``): the quick outcomes
as soon as they are found, then the job's, replayed once from their choices when it has
ended. No later request explores or replays anything: it reads them. While the job runs, the
page shows the quick outcomes and the job's progress (htmx polling; the page refreshes when it
ends); a job that failed says why, under the quick outcomes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.db import IntegrityError, transaction
from django.urls import reverse

import engine
from builder import jobs
from builder.cards.oracle_cards import cards_as_saved
from builder.jobs import JobFailed, JobState
from builder.jobs import pages as jobs_pages
from builder.jobs.models import Job, JobStatus
from builder.operations.htmx import HtmxHttpRequest
from builder.sharing.models import RevisionOutcomes, Scenario
from builder.sharing.services.steps import EXPLORE_LIMIT, Outcomes, Steps, described_outcomes

QUICK_LIMIT = 300  # explorer runs inside the request
EXPLORE_TIME_LIMIT = 120  # seconds the job may run (issue 29)
EXPLORE_JOB = "explore-revision-outcomes"


def revision_outcomes(revision: Scenario, steps: Steps) -> tuple[Outcomes | None, JobState | None]:
    """The outcomes the page shows, and the job still exploring them (None when none runs)."""
    kept = RevisionOutcomes.objects.filter(revision=revision).first()
    if kept is not None and kept.final:
        return Outcomes.from_json(kept.outcomes), None
    if kept is None:
        quick = steps.outcomes(limit=QUICK_LIMIT)
        if quick is None:
            return None, None
        _keep(revision, quick, final=quick.complete)
        if quick.complete:
            return quick, None
    else:
        quick = Outcomes.from_json(kept.outcomes)
    job = _exploration_job(revision)
    if job is None:  # the server's job budget is full: the first outcomes, for now
        return quick, None
    state = jobs.state_of(job)
    if state.status == JobStatus.DONE:
        # Replayed once, then kept: today's engine that can't replay them leaves the quick ones.
        replayed = _replayed(steps, job.result or {})
        shown = replayed if replayed is not None else quick
        _keep(revision, shown, final=True)
        return shown, None
    return quick, state


def _keep(revision: Scenario, outcomes: Outcomes, *, final: bool) -> None:
    """Keep ``outcomes`` with the revision; final ones are never replaced."""
    data = outcomes.to_json()
    try:
        with transaction.atomic():
            kept, created = RevisionOutcomes.objects.get_or_create(
                revision=revision, defaults={"outcomes": data, "final": final}
            )
            if not created and final and not kept.final:
                kept.outcomes, kept.final = data, True
                kept.save(update_fields=["outcomes", "final", "updated_at"])
    except IntegrityError:  # kept at the same moment by another request: theirs holds
        pass


def _exploration_job(revision: Scenario) -> Job | None:
    """The revision's exploration job, started by the first reader. Readers who open a new
    link at once (hundreds, when it is shared in a tournament's channel) wait on the
    revision's row lock, so only the first starts one; the others find it. None when the
    server has no room for one more job (``builder.jobs``: a later reader starts it)."""
    found = _latest_job(revision)
    if found is not None:
        return found
    with transaction.atomic():
        Scenario.objects.select_for_update().filter(pk=revision.pk).exists()
        found = _latest_job(revision)
        if found is None:
            try:
                found = jobs.start(
                    EXPLORE_JOB,
                    {"revision": revision.public_id},
                    subject=f"revision:{revision.public_id}",
                )
            except jobs.JobRefused:
                return None
    return found


def _latest_job(revision: Scenario) -> Job | None:
    return (
        Job.objects.filter(kind=EXPLORE_JOB, params__revision=revision.public_id)
        .order_by("-pk")
        .first()
    )


def explore_in_job(params: Mapping[str, Any], report: jobs.Report) -> dict[str, Any]:
    """The job's work: explore the revision's decision up to ``EXPLORE_LIMIT`` runs; the
    result keeps the choices of each outcome (JSON) and what the progress line says at the end."""
    revision = Scenario.objects.filter(public_id=str(params.get("revision", ""))).first()
    if revision is None:
        raise JobFailed("The scenario was deleted before its outcomes could be explored.")
    decided = Steps(revision.history, revision.document, revision.log).decided_action()
    if decided is None:
        raise JobFailed("This scenario has no decision whose outcomes could be explored.")
    before, action, _ = decided
    report(0, f"Exploring every choice (at most {EXPLORE_LIMIT:,} positions)")
    try:
        with cards_as_saved(revision.cards):  # the cards as the revision was saved with them
            state = engine.load(dict(before))
            exploration = engine.explore(state, dict(action), limit=EXPLORE_LIMIT)
    except engine.EngineError as error:
        raise JobFailed(f"The engine can't explore this ruling: {error}") from None
    count = len(exploration.outcomes)
    return {
        "revision": revision.public_id,
        "outcomes": [list(outcome.choices) for outcome in exploration.outcomes],
        "complete": exploration.complete,
        "label": f"{count} outcome{'s' if count != 1 else ''}",
        "message": "" if exploration.complete else f"explored {EXPLORE_LIMIT:,} positions",
    }


def _replayed(steps: Steps, result: Mapping[str, Any]) -> Outcomes | None:
    """The job's outcomes, each replayed from its stored choices (a few engine runs); None
    when today's engine can't replay them (the quick outcomes are shown instead)."""
    decided = steps.decided_action()
    if decided is None:
        return None
    before, action, chosen = decided
    state = engine.load(dict(before))
    found = []
    for choices in result.get("outcomes") or ():
        try:
            applied = engine.apply(state, dict(action), [str(c) for c in choices])
        except engine.EngineError:
            return None
        found.append(engine.Outcome(applied.state, tuple(applied.log), tuple(map(str, choices))))
    return described_outcomes(before, action, found, bool(result.get("complete")), chosen=chosen)


# A saved ruling's outcomes past the request's bound, explored once per revision.
jobs.kind(EXPLORE_JOB, time_limit=EXPLORE_TIME_LIMIT)(explore_in_job)


def _back_to_the_scenario(request: HtmxHttpRequest, found: Job) -> str:
    revision = str(found.params.get("revision") or "")
    return reverse("builder-scenario", args=[revision]) + "#outcomes" if revision else ""


jobs_pages.page(
    EXPLORE_JOB,
    title="Exploring every outcome",
    back_label="Back to the scenario",
    back_url=_back_to_the_scenario,
)
