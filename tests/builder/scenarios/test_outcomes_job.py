"""Exploring outcomes beyond a few hundred runs is a background job (issue 17, point 3): the
request explores ``QUICK_LIMIT`` runs; when that stops early, a job explores up to
``OUTCOME_LIMIT``, the panel polls it and then shows the full list (GHO-2: Bob orders Ghosts of
the Innocent and Furnace of Rath: 17 or 18 life)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder import jobs
from builder.models import Draft, Job, JobStatus
from builder.scenarios.services import actions
from builder.scenarios.services import outcomes as outcome_services
from tests.builder.actions_support import GHO2_DAMAGE, HTMX, gho2_document, make_draft

pytestmark = pytest.mark.django_db


@pytest.fixture
def waiting(db: object) -> Draft:
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE, label="Deal damage")
    return draft


@pytest.fixture
def tiny_quick_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """One explorer run in the request: GHO-2's two orders need the job."""
    monkeypatch.setattr(outcome_services, "QUICK_LIMIT", 1)


def _outcomes_url(draft: Draft) -> str:
    return reverse("builder-outcomes", args=[draft.key])


def test_a_small_exploration_stays_in_the_request(client: Client, waiting: Draft) -> None:
    body = client.get(_outcomes_url(waiting), headers=HTMX).content.decode()
    assert "2 distinct outcomes" in body
    assert not Job.objects.exists()


def test_an_exploration_past_the_quick_bound_runs_as_a_job_and_shows_every_outcome(
    client: Client, waiting: Draft, tiny_quick_limit: None
) -> None:
    body = client.get(_outcomes_url(waiting), headers=HTMX).content.decode()
    job = Job.objects.get()
    assert (job.kind, job.status) == ("explore-outcomes", JobStatus.DONE)
    assert job.result["total"] == 2 and job.result["complete"] is True
    assert "2 distinct outcomes" in body and "stopped early" not in body
    assert "20 → 17 (−3)" in body and "20 → 18 (−2)" in body
    assert body.count('name="choice"') == 2  # each outcome can be taken, as before


def test_while_the_job_runs_the_quick_answer_shows_and_the_panel_polls(
    client: Client, waiting: Draft, tiny_quick_limit: None, settings: Any
) -> None:
    settings.JOBS_BACKEND = "thread"  # in a test transaction on_commit never fires: it waits
    body = client.get(_outcomes_url(waiting), headers=HTMX).content.decode()
    job = Job.objects.get()
    poll = f"{_outcomes_url(waiting)}?job={job.key}"
    assert "Exploring every choice in the background" in body
    assert "the explorer stopped early" in body  # the quick answer, meanwhile
    assert f'hx-get="{poll}"' in body and 'hx-target="#outcomes"' in body
    assert f'href="{poll}#outcomes"' in body  # without htmx: a real link
    still = client.get(poll, headers=HTMX).content.decode()
    assert "Exploring every choice in the background" in still
    jobs.run(job.pk)
    done = client.get(poll, headers=HTMX).content.decode()
    assert "2 distinct outcomes" in done and "hx-trigger" not in done
    page = client.get(poll).content.decode()  # the whole page, for a browser without htmx
    assert "<html" in page and "20 → 18 (−2)" in page


def test_a_job_for_a_board_that_changed_since_says_so(
    client: Client, waiting: Draft, tiny_quick_limit: None, settings: Any
) -> None:
    settings.JOBS_BACKEND = "thread"
    client.get(_outcomes_url(waiting), headers=HTMX)
    job = Job.objects.get()
    actions.do_cancel_decision(waiting)  # the board moves on before a worker takes the job
    jobs.run(job.pk)
    job.refresh_from_db()
    assert job.status == JobStatus.FAILED
    assert job.error == "The board changed before its outcomes could be explored: explore again."
    response = client.get(f"{_outcomes_url(waiting)}?job={job.key}", headers=HTMX)
    assert response.status_code == 400
    assert "The board changed before its outcomes could be explored" in response.content.decode()


def test_another_drafts_job_is_not_found_here(client: Client, waiting: Draft) -> None:
    other = Job.objects.create(kind="explore-outcomes", params={"draft": "someone-else"})
    response = client.get(f"{_outcomes_url(waiting)}?job={other.key}", headers=HTMX)
    assert response.status_code == 400
    assert "No such exploration: explore again." in response.content.decode()


def test_the_jobs_outcomes_describe_the_same_as_a_full_exploration(waiting: Draft) -> None:
    full = outcome_services.explore_outcomes(waiting, limit=outcome_services.OUTCOME_LIMIT)
    replayed = outcome_services.outcomes_from_job(waiting, outcome_services.explore_in_job(waiting))
    assert replayed == full


@pytest.fixture
def explored(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One entry per run of the engine's explorer."""
    calls: list[int] = []
    real = engine.explore

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "explore", counting)
    return calls


def test_asking_again_for_a_boards_outcomes_explores_nothing(
    client: Client, waiting: Draft, explored: list[int]
) -> None:
    """Issue 29, point 2: a board's outcomes are explored once, then read."""
    for _ in range(4):
        body = client.get(_outcomes_url(waiting), headers=HTMX).content.decode()
        assert "2 distinct outcomes" in body and "20 → 17 (−3)" in body
    assert len(explored) == 1
    actions.do_cancel_decision(waiting)  # another board: its own exploration
    actions.do_apply_action(waiting, GHO2_DAMAGE, label="Deal damage")
    client.get(_outcomes_url(waiting), headers=HTMX)
    assert len(explored) == 2


def test_after_its_job_a_boards_outcomes_are_replayed_once_and_read(
    client: Client,
    waiting: Draft,
    tiny_quick_limit: None,
    explored: list[int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    replays: list[int] = []
    real = outcome_services.outcomes_from_job
    monkeypatch.setattr(
        outcome_services, "outcomes_from_job", lambda *a: replays.append(1) or real(*a)
    )
    for _ in range(3):
        body = client.get(_outcomes_url(waiting), headers=HTMX).content.decode()
        assert "2 distinct outcomes" in body and "stopped early" not in body
    job = Job.objects.get()  # one job for the board, however often it is asked
    client.get(f"{_outcomes_url(waiting)}?job={job.key}", headers=HTMX)
    assert len(explored) == 2  # the request's quick run and the job's
    assert len(replays) == 1
