"""A saved ruling's outcomes past a few hundred explorer runs are explored by a background job,
once per revision (issue 17, point 3): saving the ruling explores ``QUICK_LIMIT`` runs (issue
29: no reader's GET explores); when that stops early a job explores up to ``EXPLORE_LIMIT``
(2,000) and its stored choices are replayed once, then kept. GHO-2: Bob orders Ghosts of the Innocent and
Furnace of Rath (17 or 18 life); two runs in the request find only one order."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from builder import jobs
from builder.models import Job, JobStatus, Scenario
from builder.sharing import revisioncache, services
from builder.sharing.services import revision_outcomes
from builder.sharing.services.revisions import SharePage
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
    client: Client, tiny_quick_limit: None, ruling: Scenario
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
    client: Client, waiting_job: None, ruling: Scenario
) -> None:
    response = client.get(share(ruling))
    body = response.content.decode()
    job = Job.objects.get()
    assert job.status == JobStatus.QUEUED
    assert "every choice is being explored" in body
    assert sum(total in body for total in BOTH) == 1  # the quick answer meanwhile
    poll = reverse("builder-job", args=[job.key])
    assert f'hx-get="{poll}?reload=1"' in body and 'hx-trigger="every 1s"' in body
    assert f'href="{poll}"' in body  # without htmx: the job's own page
    assert "no-store" not in response["Cache-Control"]  # kept briefly: see the tests below
    again = client.get(embed(ruling))
    assert "every choice is being explored" in again.content.decode()
    assert again["Cache-Control"] == f"public, max-age={revisioncache.PENDING_SECONDS}"
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


@pytest.fixture
def pages_built(monkeypatch: pytest.MonkeyPatch) -> list[SharePage]:
    """Every share page or embed the views build (a page served from the cache isn't)."""
    built: list[SharePage] = []
    share_page = services.share_page

    def counted(*args: Any, **kwargs: Any) -> SharePage:
        built.append(share_page(*args, **kwargs))
        return built[-1]

    monkeypatch.setattr(services, "share_page", counted)
    return built


@pytest.fixture
def waiting_job(settings: Any, tiny_quick_limit: None) -> None:
    settings.JOBS_BACKEND = "thread"  # in a test transaction on_commit never fires: it waits


def test_the_page_of_a_running_job_is_built_once_for_every_reader(
    client: Client, waiting_job: None, ruling: Scenario, pages_built: list[SharePage]
) -> None:
    first = client.get(share(ruling))
    assert "every choice is being explored" in first.content.decode()
    for _ in range(5):
        again = client.get(share(ruling))
        assert again["ETag"] == first["ETag"]  # the same page (with the reader's CSRF token)
        assert "every choice is being explored" in again.content.decode()
    assert len(pages_built) == 1  # the exploration in the request ran once, not six times
    assert again["Cache-Control"] == "private, no-cache"  # the reader's CSRF token: revalidated
    unchanged = client.get(share(ruling), headers={"If-None-Match": first["ETag"]})
    assert unchanged.status_code == 304
    embeds = [client.get(embed(ruling)) for _ in range(3)]
    assert len(pages_built) == 2 and len({e["ETag"] for e in embeds}) == 1
    # A reader's browser or a CDN keeps it no longer than the server does, never for good.
    assert embeds[0]["Cache-Control"] == f"public, max-age={revisioncache.PENDING_SECONDS}"


def test_the_final_page_replaces_the_waiting_one_when_the_job_ends_and_stays(
    client: Client, waiting_job: None, ruling: Scenario, pages_built: list[SharePage]
) -> None:
    waiting = client.get(share(ruling))
    waiting_embed = client.get(embed(ruling))
    jobs.run(Job.objects.get().pk)
    done = client.get(share(ruling))
    body = done.content.decode()
    assert all(total in body for total in BOTH) and "being explored" not in body
    assert done["ETag"] != waiting["ETag"]
    assert client.get(share(ruling), headers={"If-None-Match": waiting["ETag"]}).status_code == 200
    final_embed = client.get(embed(ruling))
    assert "being explored" not in final_embed.content.decode()
    assert final_embed["Cache-Control"] == f"public, max-age={revisioncache.SHORT}"
    assert final_embed["ETag"] != waiting_embed["ETag"]
    built = len(pages_built)
    assert built == 4  # each page once waiting, once final
    revisioncache.clear_local()  # another worker process: the shared cache has the final page
    for _ in range(3):
        assert client.get(share(ruling))["ETag"] == done["ETag"]
        assert client.get(embed(ruling))["ETag"] == final_embed["ETag"]
    assert len(pages_built) == built  # kept for good, as any page that won't change


def test_a_waiting_page_is_built_again_once_its_time_is_up(
    client: Client,
    waiting_job: None,
    ruling: Scenario,
    pages_built: list[SharePage],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = [1_000_000.0]
    monkeypatch.setattr(revisioncache.time, "time", lambda: clock[0])
    client.get(share(ruling))
    job = Job.objects.get()
    Job.objects.filter(pk=job.pk).update(progress=40, progress_text="Explored 800 positions")
    clock[0] += revisioncache.PENDING_SECONDS - 1
    assert "Explored 800 positions" not in client.get(share(ruling)).content.decode()
    clock[0] += 1
    later = client.get(share(ruling)).content.decode()
    assert "Explored 800 positions" in later and "every choice is being explored" in later
    assert len(pages_built) == 2 and Job.objects.count() == 1


def test_a_waiting_page_whose_job_stopped_shows_it_failed(
    client: Client, waiting_job: None, ruling: Scenario, pages_built: list[SharePage]
) -> None:
    client.get(share(ruling))
    stale = timezone.now() - jobs.STALE_AFTER - timedelta(seconds=1)
    Job.objects.filter(kind=revision_outcomes.EXPLORE_JOB).update(updated_at=stale)
    body = client.get(share(ruling)).content.decode()
    assert "The job made no progress for 10 minutes" in body
    client.get(share(ruling))
    assert len(pages_built) == 2  # its job has ended, as far as readers can tell: kept


def test_a_failed_exploration_says_why_and_the_first_outcomes_stay(
    client: Client, waiting_job: None, ruling: Scenario
) -> None:
    Job.objects.filter(kind=revision_outcomes.EXPLORE_JOB).update(
        status=JobStatus.FAILED, error="The engine can't explore this ruling: a test's reason."
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
