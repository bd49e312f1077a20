"""Background jobs (issue 17, point 3): publishing a puzzle checks its solution in a job; the
job's page shows progress while it runs (htmx polling, a page that refreshes itself without
JavaScript) and its result or why it failed; the thread backend (``make run``) and an RQ worker
on Redis (production) run the same job."""

from __future__ import annotations

import importlib
import json
import threading
from collections.abc import Mapping
from datetime import timedelta
from io import StringIO
from typing import Any

import pytest
import redis
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from builder import jobs
from builder.jobs import KINDS
from builder.models import Job, JobStatus, Puzzle, PuzzleStatus, Scenario
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services.pages import do_make_puzzle
from engine.puzzle import win_this_turn
from tests.builder.conftest import HTMX
from tests.builder.puzzle_helpers import BOLT_FACE, TOKEN, bolt_board, saved_board
from tests.builder.redis_support import throwaway_redis


def _publish(client: Client, revision: Scenario, **headers: str) -> Any:
    data = {
        "token": TOKEN,
        "goal_kind": "win_this_turn",
        "count": "1",
        "life": "0",
        "turn_limit": "1",
        "solver": "A",
        "solution": json.dumps(BOLT_FACE),
    }
    url = reverse("builder-puzzle-edit", args=[revision.public_id])
    return client.post(url, data, headers=headers)


def _job_page(job: Job) -> str:
    return reverse("builder-job", args=[job.key])


@pytest.mark.django_db
def test_publishing_checks_the_solution_in_a_job_that_ends_with_the_badge(client: Client) -> None:
    revision = saved_board(bolt_board())
    _publish(client, revision)
    job = Job.objects.get()
    assert (job.kind, job.status, job.progress) == ("verify-puzzle", JobStatus.DONE, 100)
    assert job.params["max_nodes"] == puzzle_services.MAX_NODES  # the full bound: no one waits
    assert job.result["status"] == PuzzleStatus.VERIFIED and job.result["label"] == "Verified"
    assert job.started_at is not None and job.finished_at is not None
    assert Puzzle.objects.get().status == PuzzleStatus.VERIFIED
    page = client.get(_job_page(job), {"token": TOKEN}).content.decode()
    assert "<strong>Done.</strong> Verified: the solution reaches the goal" in page
    # The puzzle is the family's new revision (the edited one never changes): back to its page.
    back = reverse("builder-puzzle-edit", args=[Puzzle.objects.get().scenario.public_id])
    assert f'href="{back}?token={TOKEN}#verification"' in page
    assert 'http-equiv="refresh"' not in page and "hx-get" not in page  # finished: no polling


def _running(progress: int, text: str, **fields: Any) -> Job:
    return Job.objects.create(
        kind="verify-puzzle",
        params={"puzzle": 0},
        status=JobStatus.RUNNING,
        progress=progress,
        progress_text=text,
        **fields,
    )


@pytest.mark.django_db
def test_a_running_jobs_page_shows_its_progress_and_polls_with_a_real_link(client: Client) -> None:
    job = _running(40, "Checked 8,000 positions (at most 20,000)")
    url = _job_page(job)
    page = client.get(url).content.decode()
    assert '<progress max="100" value="40"' in page
    assert "Checked 8,000 positions (at most 20,000)" in page
    assert f'hx-get="{url}"' in page and 'hx-trigger="every 1s"' in page
    assert f'href="{url}"' in page  # works without htmx
    assert '<meta http-equiv="refresh" content="3">' in page  # and without JavaScript
    fragment = client.get(url, headers=HTMX)
    assert fragment.content.decode().lstrip().startswith(f'<div id="job-{job.key}"')
    assert "no-cache" in fragment["Cache-Control"]


@pytest.mark.django_db
def test_the_puzzle_page_shows_the_running_check_and_reloads_when_it_ends(
    client: Client, settings: Any
) -> None:
    settings.JOBS_BACKEND = "thread"  # in a test transaction on_commit never fires: it waits
    revision = saved_board(bolt_board())
    _publish(client, revision)
    job = Job.objects.get()
    assert job.status == JobStatus.QUEUED
    # The puzzle is the family's new revision (the edited one never changes).
    edit = reverse("builder-puzzle-edit", args=[Puzzle.objects.get().scenario.public_id])
    page = client.get(edit, {"token": TOKEN}).content.decode()
    assert "The solution is being checked" in page
    assert f'hx-get="{_job_page(job)}?reload=1"' in page
    jobs.run(job.pk)  # the worker's turn
    ended = client.get(_job_page(job), {"reload": "1"}, headers=HTMX)
    assert ended["HX-Refresh"] == "true"
    page = client.get(edit, {"token": TOKEN}).content.decode()
    assert ">Verified<" in page and "hx-trigger" not in page


@pytest.mark.django_db
def test_a_job_whose_puzzle_is_gone_fails_and_says_why(client: Client) -> None:
    job = Job.objects.create(kind="verify-puzzle", params={"puzzle": 987654})
    jobs.run(job.pk)
    job.refresh_from_db()
    assert job.status == JobStatus.FAILED
    assert job.error == "The puzzle was deleted before its solution could be checked."
    page = client.get(_job_page(job)).content.decode()
    assert "<strong>The check failed.</strong> The puzzle was deleted before" in page


@pytest.mark.django_db
def test_an_unexpected_error_fails_the_job_with_a_message_and_logs_the_traceback(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(params: Mapping[str, Any], report: jobs.Report) -> dict[str, Any]:
        raise KeyError("solution")

    monkeypatch.setitem(KINDS, "broken", broken)
    job = jobs.start("broken", {})
    assert job.status == JobStatus.FAILED
    assert job.error.startswith("The job stopped on an unexpected error (KeyError).")
    assert "Traceback" in caplog.text and "KeyError: 'solution'" in caplog.text


@pytest.mark.django_db
def test_progress_is_recorded_while_the_job_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int, str]] = []

    def halfway(params: Mapping[str, Any], report: jobs.Report) -> dict[str, Any]:
        report(50, "Half of it")
        job = Job.objects.get(key=params["job"])
        seen.append((job.progress, job.progress_text))
        return {"label": "Done"}

    monkeypatch.setitem(KINDS, "halfway", halfway)
    job = jobs.start("halfway", {})
    assert seen == [(50, "Half of it")]
    assert (job.status, job.progress, job.result) == (JobStatus.DONE, 100, {"label": "Done"})


@pytest.mark.django_db
def test_the_verifier_reports_its_positions_as_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    revision = saved_board(bolt_board(life=5, attacker=True))
    reports: list[int] = []
    monkeypatch.setattr(importlib.import_module("engine.puzzle.verify"), "PROGRESS_EVERY", 1)
    puzzle = Puzzle.objects.create(scenario=revision, solution=BOLT_FACE)
    puzzle_services.do_verify_puzzle(puzzle, max_nodes=50, on_progress=reports.append)
    assert reports and reports == sorted(reports) and reports[0] == 1


@pytest.mark.django_db
def test_a_job_whose_server_stopped_is_shown_as_failed_after_ten_minutes(client: Client) -> None:
    job = _running(10, "Checked 2,000 positions")
    Job.objects.filter(pk=job.pk).update(updated_at=timezone.now() - timedelta(minutes=11))
    page = client.get(_job_page(job)).content.decode()
    # Issue 29: its row says what happened, in plain words (no guess at a restart).
    assert "The job made no progress for 10 minutes: the process running it stopped" in page
    job.refresh_from_db()
    assert job.status == JobStatus.FAILED and "restart" not in job.error
    assert "hx-get" not in page


@pytest.mark.django_db
def test_an_older_check_does_not_overwrite_a_newer_publish() -> None:
    revision = saved_board(bolt_board())
    puzzle = Puzzle.objects.create(
        scenario=revision,
        solution=BOLT_FACE,
        verification={"version": 1, "status": "unchecked", "job": "the-newer-job"},
    )
    puzzle_services.do_verify_puzzle(puzzle, job_key="the-older-job")
    puzzle.refresh_from_db()
    assert puzzle.verification["job"] == "the-newer-job"
    assert puzzle.status == PuzzleStatus.UNCHECKED


@pytest.mark.django_db(transaction=True)
def test_the_thread_backend_runs_the_job_after_the_request_commits(settings: Any) -> None:
    settings.JOBS_BACKEND = "thread"
    revision = saved_board(bolt_board())
    do_make_puzzle(
        revision, win_this_turn("A"), solution=BOLT_FACE, hints=(), scripted_responses=()
    )
    # Wait for the job's thread before reading: SQLite's in-memory test database is shared by
    # cache between connections, and a read here while the thread writes makes its write fail
    # with "database table is locked" (busy timeouts don't apply to shared-cache locks).
    job_threads = [thread for thread in threading.enumerate() if thread.name.startswith("job-")]
    assert job_threads, "the commit started no job thread"
    for thread in job_threads:
        thread.join(timeout=60)
    job = Job.objects.get()
    assert job.status == JobStatus.DONE, job.error
    assert Puzzle.objects.get().status == PuzzleStatus.VERIFIED


@pytest.mark.django_db
def test_an_rq_worker_on_redis_runs_the_queued_job(
    settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with throwaway_redis() as url:
        settings.JOBS_BACKEND, settings.REDIS_URL = "rq", url
        revision = saved_board(bolt_board())
        with django_capture_on_commit_callbacks(execute=True):
            do_make_puzzle(
                revision, win_this_turn("A"), solution=BOLT_FACE, hints=(), scripted_responses=()
            )
        job = Job.objects.get()
        assert job.status == JobStatus.QUEUED
        assert redis.Redis.from_url(url).llen("rq:queue:stackboard") == 1
        call_command("run_jobs", "--burst", stdout=StringIO())
        job.refresh_from_db()
        assert job.status == JobStatus.DONE, job.error
        assert Puzzle.objects.get().status == PuzzleStatus.VERIFIED


def test_a_workers_command_listener_polls_briefly_so_the_worker_stops_at_once() -> None:
    # RQ's own listener waits 60 s per poll, and stopping it waits for the poll to end.
    from builder.management.commands.run_jobs import LISTENER_POLL_SECONDS, JobWorker

    with throwaway_redis() as url:
        connection = redis.Redis.from_url(url)
        worker = JobWorker(["stackboard"], connection=connection)
        worker.subscribe()
        try:
            assert worker.pubsub_thread is not None
            assert worker.pubsub_thread.sleep_time == LISTENER_POLL_SECONDS <= 1
            assert worker.pubsub_thread.is_alive()
        finally:
            worker.unsubscribe()
        assert not worker.pubsub_thread.is_alive()
        connection.close()


def test_run_jobs_refuses_to_start_without_the_rq_backend(settings: Any) -> None:
    settings.JOBS_BACKEND = "thread"
    with pytest.raises(CommandError, match="JOBS_BACKEND is 'thread'"):
        call_command("run_jobs", "--burst")


def test_run_jobs_lowers_its_cpu_priority_before_working(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A job has a time limit rather than a request's budget: readers' requests go first.
    from builder.management.commands import run_jobs

    settings.JOBS_BACKEND = "rq"
    lowered: list[int] = []
    monkeypatch.setattr(run_jobs.os, "nice", lowered.append)
    monkeypatch.setattr(run_jobs, "recover_stopped", lambda: None)
    monkeypatch.setattr(run_jobs, "job_queue", lambda: None)
    monkeypatch.setattr(run_jobs, "redis_connection", lambda: None)
    worked: list[bool] = []
    monkeypatch.setattr(
        run_jobs,
        "JobWorker",
        lambda *a, **k: type("W", (), {"work": lambda self, **kw: worked.append(kw["burst"])})(),
    )
    call_command("run_jobs", "--burst")
    assert lowered == [19] and worked == [True]
    call_command("run_jobs", "--burst", "--nice", "0")
    assert lowered == [19]
    with pytest.raises(CommandError):
        call_command("run_jobs", "--nice", "25")
