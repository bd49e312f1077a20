"""A saved ruling's outcomes past a few hundred explorer runs are explored by a background job,
once per revision (issue 17, point 3): the share page and the embed explore ``QUICK_LIMIT``
runs in the request; when that stops early a job explores up to ``EXPLORE_LIMIT`` (2,000) and
every later view replays its stored choices. GHO-2: Bob orders Ghosts of the Innocent and
Furnace of Rath (17 or 18 life); two runs in the request find only one order."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder import jobs
from builder.models import Job, JobStatus, Scenario
from builder.services import revision_outcomes
from tests.builder.sharing_helpers import ghosts_draft, save

pytestmark = pytest.mark.django_db

BOTH = ("Bob: <strong>17</strong> life", "Bob: <strong>18</strong> life")


@pytest.fixture
def ruling(db: Any) -> Scenario:
    revision, _ = save(ghosts_draft(), "Ghosts and Furnace")
    return revision


@pytest.fixture
def tiny_quick_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(revision_outcomes, "QUICK_LIMIT", 2)


def share(revision: Scenario) -> str:
    return reverse("builder-scenario", args=[revision.public_id])


def embed(revision: Scenario) -> str:
    return reverse("builder-embed", args=[revision.public_id]) + "?outcomes=1"


def test_a_small_exploration_stays_in_the_request(client: Client, ruling: Scenario) -> None:
    body = client.get(share(ruling)).content.decode()
    assert all(total in body for total in BOTH)
    assert not Job.objects.exists()


def test_past_the_quick_bound_a_job_explores_once_for_the_revision(
    client: Client, ruling: Scenario, tiny_quick_limit: None
) -> None:
    body = client.get(share(ruling)).content.decode()
    job = Job.objects.get()
    assert (job.kind, job.status) == ("explore-revision-outcomes", JobStatus.DONE)
    assert job.params == {"revision": ruling.public_id}
    assert len(job.result["outcomes"]) == 2 and job.result["complete"] is True
    assert all(total in body for total in BOTH)
    assert "being explored" not in body
    # The embed and every later view use the stored exploration: no second job.
    assert all(total in client.get(embed(ruling)).content.decode() for total in BOTH)
    client.get(share(ruling) + "?step=1")
    assert Job.objects.count() == 1


def test_while_the_job_runs_the_page_shows_the_first_outcomes_and_polls(
    client: Client, ruling: Scenario, tiny_quick_limit: None, settings: Any
) -> None:
    settings.JOBS_BACKEND = "thread"  # in a test transaction on_commit never fires: it waits
    response = client.get(share(ruling))
    body = response.content.decode()
    job = Job.objects.get()
    assert job.status == JobStatus.QUEUED
    assert "every choice is being explored" in body
    assert sum(total in body for total in BOTH) == 1  # the quick answer meanwhile
    poll = reverse("builder-job", args=[job.key])
    assert f'hx-get="{poll}?reload=1"' in body and 'hx-trigger="every 1s"' in body
    assert f'href="{poll}"' in body  # without htmx: the job's own page
    assert "no-store" in response["Cache-Control"]  # never kept while it changes
    again = client.get(embed(ruling))
    assert "every choice is being explored" in again.content.decode()
    assert "no-store" in again["Cache-Control"]
    assert Job.objects.count() == 1  # the same job, not another
    ended = client.get(poll + "?reload=1", headers={"HX-Request": "true"})
    assert "HX-Refresh" not in ended
    own_page = client.get(poll).content.decode()  # without JavaScript: it refreshes itself
    assert "Exploring every outcome" in own_page
    assert f'href="{share(ruling)}#outcomes"' in own_page and "Back to the scenario" in own_page
    jobs.run(job.pk)
    assert client.get(poll + "?reload=1", headers={"HX-Request": "true"})["HX-Refresh"] == "true"
    done = client.get(share(ruling))
    assert all(total in done.content.decode() for total in BOTH)
    assert "being explored" not in done.content.decode()
    assert "no-store" not in done["Cache-Control"]


def test_a_failed_exploration_says_why_and_the_first_outcomes_stay(
    client: Client, ruling: Scenario, tiny_quick_limit: None
) -> None:
    Job.objects.create(
        kind=revision_outcomes.EXPLORE_JOB,
        params={"revision": ruling.public_id},
        status=JobStatus.FAILED,
        error="The engine can't explore this ruling: a test's reason.",
    )
    response = client.get(share(ruling))
    body = response.content.decode().replace("&#x27;", "'")
    assert "The engine can't explore this ruling: a test's reason." in body
    assert sum(total in body for total in BOTH) == 1
    assert "no-store" not in response["Cache-Control"]  # it won't change: kept like any page


def test_the_job_of_a_deleted_revision_fails_with_its_reason(
    ruling: Scenario, settings: Any
) -> None:
    settings.JOBS_BACKEND = "thread"
    job = jobs.create(revision_outcomes.EXPLORE_JOB, {"revision": "gone-away"})
    jobs.run(job.pk)
    job.refresh_from_db()
    assert job.status == JobStatus.FAILED
    assert job.error == "The scenario was deleted before its outcomes could be explored."
