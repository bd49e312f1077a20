"""Issue 29, budgets: a job has a time limit, the server and each client a cap on jobs, a newer
job about the same puzzle or draft replaces the older, and a job whose worker died is failed
with a sentence saying what happened (not left "running", not blamed on a restart)."""

from __future__ import annotations

import importlib
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from builder import jobs
from builder.jobs import runner
from builder.models import Draft, Job, JobStatus, Puzzle, PuzzleStatus
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services.pages import do_make_puzzle
from builder.scenarios.services import ServiceError, actions
from builder.scenarios.services import outcomes as outcome_services
from engine.puzzle import win_this_turn
from tests.builder.actions_support import GHO2_DAMAGE, HTMX, gho2_document, make_draft
from tests.builder.puzzle_helpers import BOLT_FACE, bolt_board, saved_board

pytestmark = pytest.mark.django_db


@pytest.fixture
def queued_only(settings: Any) -> None:
    """Jobs are queued and wait for a worker (in a test transaction on_commit never fires)."""
    settings.JOBS_BACKEND = "thread"


def _register(monkeypatch: pytest.MonkeyPatch, name: str, function: Any, **spec: Any) -> None:
    monkeypatch.setitem(runner.KINDS, name, function)
    monkeypatch.setitem(runner.SPECS, name, runner.KindSpec(function, **spec))


def _publish(revision: Any, client: str = "192.0.2.1") -> Puzzle:
    return do_make_puzzle(
        revision,
        win_this_turn("A"),
        solution=BOLT_FACE,
        hints=(),
        scripted_responses=(),
        client=client,
    )


def _newest_puzzle() -> Puzzle:
    newest = Puzzle.objects.order_by("-scenario__number").first()
    assert newest is not None
    return newest


# --- the time limit -------------------------------------------------------------------------------


def test_a_job_past_its_time_limit_is_stopped_and_says_so(
    monkeypatch: pytest.MonkeyPatch, queued_only: None
) -> None:
    reports: list[int] = []

    def endless(params: Mapping[str, Any], report: jobs.Report) -> dict[str, Any]:
        while True:  # a job that would never end by itself
            reports.append(1)
            report(0, "Still going")
            time.sleep(0.02)

    _register(monkeypatch, "endless", endless, time_limit=1, replaced="")
    job = jobs.start("endless", {})
    began = time.monotonic()
    assert jobs.run(job.pk)
    assert 1 <= time.monotonic() - began < 5
    job.refresh_from_db()
    assert job.status == JobStatus.FAILED and job.time_limit == 1
    assert job.error.startswith("The job reached its time limit of 1 second and was stopped")


@pytest.mark.django_db(transaction=True)
def test_the_thread_backend_kills_a_job_that_stops_reporting(
    monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    """RQ kills its work horse past the time limit; the thread backend's watchdog kills the
    job's code in its thread (``runner.KILL_AFTER`` past the limit), and the thread goes on to
    the next queued job."""
    settings.JOBS_BACKEND = "thread"
    settings.JOBS_MAX_RUNNING = 1
    monkeypatch.setattr(runner, "KILL_AFTER", 0.2)
    monkeypatch.setattr(runner, "WATCH_EVERY", 0.05)
    ended: list[str] = []

    def silent(params: Mapping[str, Any], report: jobs.Report) -> dict[str, Any]:
        give_up = time.monotonic() + 60  # the test's safety net: never reached when killed
        try:
            while time.monotonic() < give_up:
                sum(range(1000))  # Python work that never reports
        finally:
            ended.append("left")
        ended.append("returned")
        return {}

    _register(monkeypatch, "silent", silent, time_limit=1, replaced="")
    _register(monkeypatch, "quick", lambda params, report: {"ok": True}, time_limit=60, replaced="")
    stuck = jobs.create("silent", {})
    after = jobs.create("quick", {})
    runner._wake_workers()
    # Wait for the worker before reading (SQLite's in-memory test database, test_jobs.py).
    for thread in threading.enumerate():
        if thread.name.startswith("job-worker"):
            thread.join(timeout=90)
    stuck.refresh_from_db()
    after.refresh_from_db()
    assert ended == ["left"]  # stopped inside its loop: it never returned
    assert stuck.status == JobStatus.FAILED
    assert stuck.error.startswith(
        "The job went past its time limit of 1 second without reporting its progress, and was "
        "killed"
    )
    assert (after.status, after.result) == (JobStatus.DONE, {"ok": True})


def test_a_puzzle_check_stops_at_its_time_limit_and_the_puzzle_stays_unchecked(
    monkeypatch: pytest.MonkeyPatch, queued_only: None
) -> None:
    monkeypatch.setattr(importlib.import_module("engine.puzzle.verify"), "PROGRESS_EVERY", 1)
    puzzle = _publish(saved_board(bolt_board(life=5, attacker=True)))
    job = Job.objects.get()
    assert job.time_limit == puzzle_services.VERIFY_TIME_LIMIT
    Job.objects.filter(pk=job.pk).update(time_limit=0)  # its time is up at the first report
    jobs.run(job.pk)
    job.refresh_from_db()
    assert job.status == JobStatus.FAILED and "time limit" in job.error
    puzzle.refresh_from_db()
    assert puzzle.status == PuzzleStatus.UNCHECKED  # no badge it didn't earn


# --- the caps -------------------------------------------------------------------------------------


def test_one_client_has_at_most_two_unfinished_checks_and_another_client_is_unaffected(
    queued_only: None,
) -> None:
    _publish(saved_board(bolt_board()), client="192.0.2.1")
    _publish(saved_board(bolt_board()), client="192.0.2.1")
    third = saved_board(bolt_board())
    with pytest.raises(ServiceError, match="You have 2 checks or explorations running already"):
        _publish(third, client="192.0.2.1")
    assert not Puzzle.objects.filter(scenario=third).exists()  # refused before any write
    _publish(saved_board(bolt_board()), client="198.51.100.7")
    assert Job.objects.filter(status=JobStatus.QUEUED).count() == 3


def test_a_refused_check_is_told_on_the_puzzle_form(client: Client, queued_only: None) -> None:
    from tests.builder.jobs.test_jobs import _publish as publish_by_post

    for _ in range(2):
        Job.objects.create(
            kind=puzzle_services.VERIFY_JOB,
            client=jobs.client_digest("127.0.0.1"),
            params={"puzzle": 0},
        )
    response = publish_by_post(client, saved_board(bolt_board()))
    assert response.status_code == 400
    assert "You have 2 checks or explorations running already" in response.content.decode()


def test_the_server_runs_at_most_jobs_max_running_at_once(
    monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    settings.JOBS_BACKEND = "thread"
    settings.JOBS_MAX_RUNNING = 1
    _register(monkeypatch, "quick", lambda params, report: {"ok": True}, time_limit=60, replaced="")
    busy = jobs.start("quick", {})
    Job.objects.filter(pk=busy.pk).update(
        status=JobStatus.RUNNING, worker=runner.worker_name(), started_at=timezone.now()
    )
    waiting = jobs.start("quick", {})
    assert jobs.run(waiting.pk) is False  # no room: it waits its turn
    waiting.refresh_from_db()
    assert waiting.status == JobStatus.QUEUED
    Job.objects.filter(pk=busy.pk).update(status=JobStatus.DONE)
    assert jobs.run(waiting.pk) is True
    waiting.refresh_from_db()
    assert (waiting.status, waiting.result) == (JobStatus.DONE, {"ok": True})


def test_past_jobs_max_queued_waiting_a_new_job_is_refused(
    monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    settings.JOBS_BACKEND = "thread"
    settings.JOBS_MAX_QUEUED = 2
    _register(monkeypatch, "quick", lambda params, report: {}, time_limit=60, replaced="")
    jobs.start("quick", {})
    jobs.start("quick", {})
    with pytest.raises(jobs.JobRefused, match="too many checks and explorations waiting"):
        jobs.start("quick", {})


# --- superseded jobs ------------------------------------------------------------------------------


def test_publishing_again_replaces_the_check_still_waiting(queued_only: None) -> None:
    revision = saved_board(bolt_board())
    _publish(revision)
    _publish(revision)
    older, newer = Job.objects.order_by("pk")
    assert older.status == JobStatus.FAILED
    assert older.error == (
        "The puzzle was published again: the check of the newer version replaced this one."
    )
    assert newer.status == JobStatus.QUEUED
    # Each publish is a newer revision of the family (a shared revision never changes): the
    # newest puzzle's check is the one that runs.
    assert _newest_puzzle().verification["job"] == newer.key


def test_a_running_check_replaced_by_a_newer_publish_stops_at_its_next_report(
    monkeypatch: pytest.MonkeyPatch, queued_only: None
) -> None:
    monkeypatch.setattr(importlib.import_module("engine.puzzle.verify"), "PROGRESS_EVERY", 1)
    monkeypatch.setattr(runner, "REPORT_EVERY", 0)
    revision = saved_board(bolt_board(life=5, attacker=True))
    _publish(revision)
    first = Job.objects.get()
    real = puzzle_services.verify
    positions: list[int] = []

    def verify_while_republished(*args: Any, on_progress: Any = None, **kwargs: Any) -> Any:
        def progress(nodes: int) -> None:
            positions.append(nodes)
            if nodes == 1:
                _publish(revision)  # the author publishes again meanwhile
            on_progress(nodes)

        return real(*args, on_progress=progress, **kwargs)

    monkeypatch.setattr(puzzle_services, "verify", verify_while_republished)
    jobs.run(first.pk)
    first.refresh_from_db()
    assert first.status == JobStatus.FAILED and "published again" in first.error
    assert positions[-1] <= 2  # it stopped, instead of checking every position
    second = Job.objects.exclude(pk=first.pk).get()
    assert second.status == JobStatus.QUEUED
    puzzle = _newest_puzzle()
    assert puzzle.status == PuzzleStatus.UNCHECKED and puzzle.verification["job"] == second.key


def test_exploring_a_changed_draft_replaces_the_older_exploration(
    client: Client, monkeypatch: pytest.MonkeyPatch, queued_only: None
) -> None:
    monkeypatch.setattr(outcome_services, "QUICK_LIMIT", 1)
    draft = make_draft(gho2_document())
    actions.do_apply_action(draft, GHO2_DAMAGE, label="Deal damage")
    url = reverse("builder-outcomes", args=[draft.key])
    client.get(url, headers=HTMX)
    client.get(url, headers=HTMX)  # the same board: the running exploration is reused
    first = Job.objects.get()
    draft = Draft.objects.get(pk=draft.pk)
    actions.do_cancel_decision(draft)
    actions.do_apply_action(draft, GHO2_DAMAGE, label="Deal damage")  # a changed board
    client.get(url, headers=HTMX)
    first.refresh_from_db()
    assert first.status == JobStatus.FAILED and "explored again" in first.error
    assert Job.objects.filter(status=JobStatus.QUEUED).count() == 1


# --- a job whose worker died ----------------------------------------------------------------------


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_a_job_whose_worker_process_died_is_failed_with_what_happened(client: Client) -> None:
    pid = _dead_pid()
    job = Job.objects.create(
        kind=puzzle_services.VERIFY_JOB,
        params={"puzzle": 0},
        status=JobStatus.RUNNING,
        started_at=timezone.now(),
        worker=f"{runner.worker_name().rpartition(':')[0]}:{pid}",
    )
    page = client.get(reverse("builder-job", args=[job.key])).content.decode()
    job.refresh_from_db()
    assert job.status == JobStatus.FAILED
    assert job.error.startswith(
        f"The worker process running this job (process {pid}) ended before the job finished"
    )
    assert "restart" not in job.error
    assert f"(process {pid}) ended before the job finished" in page and "hx-get" not in page


def test_a_job_still_running_long_past_its_time_limit_is_failed_by_the_next_start(
    monkeypatch: pytest.MonkeyPatch, queued_only: None
) -> None:
    job = Job.objects.create(
        kind=puzzle_services.VERIFY_JOB,
        params={"puzzle": 0},
        status=JobStatus.RUNNING,
        time_limit=180,
        started_at=timezone.now() - timedelta(minutes=5),
        worker="another-host:4242",
    )
    _publish(saved_board(bolt_board()))  # any start looks for jobs that can't end any more
    job.refresh_from_db()
    assert job.status == JobStatus.FAILED
    assert job.error.startswith(
        "The job was still marked running more than a minute after its time limit of 3 minutes"
    )


def test_a_busy_database_at_the_end_of_a_job_does_not_lose_its_result(
    monkeypatch: pytest.MonkeyPatch, queued_only: None
) -> None:
    from django.db import OperationalError
    from django.db.models import QuerySet

    _register(monkeypatch, "quick", lambda params, report: {"ok": 1}, time_limit=60, replaced="")
    job = jobs.start("quick", {})
    real_update = QuerySet.update
    refusals = iter([True])

    def locked_once(self: QuerySet[Any], **fields: Any) -> int:
        if fields.get("status") == JobStatus.DONE and next(refusals, False):
            raise OperationalError("database is locked")
        return real_update(self, **fields)

    monkeypatch.setattr(QuerySet, "update", locked_once)
    monkeypatch.setattr(runner.time, "sleep", lambda seconds: None)
    jobs.run(job.pk)
    monkeypatch.undo()
    job.refresh_from_db()
    assert (job.status, job.result) == (JobStatus.DONE, {"ok": 1})


def test_an_rq_worker_without_room_puts_the_job_back_in_the_queue(
    monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    settings.JOBS_BACKEND = "thread"
    settings.JOBS_MAX_RUNNING = 1
    _register(monkeypatch, "quick", lambda params, report: {}, time_limit=60, replaced="")
    busy = jobs.start("quick", {})
    Job.objects.filter(pk=busy.pk).update(
        status=JobStatus.RUNNING, worker=runner.worker_name(), started_at=timezone.now()
    )
    waiting = jobs.start("quick", {})
    queued_again: list[int] = []
    monkeypatch.setattr(runner, "RQ_WAIT", 0)
    monkeypatch.setattr(runner, "_enqueue_rq", queued_again.append)
    runner.run_when_room(waiting.pk)
    assert queued_again == [waiting.pk]
    waiting.refresh_from_db()
    assert waiting.status == JobStatus.QUEUED


def test_a_puzzles_next_revision_is_kept_unchecked_when_no_check_can_start(
    settings: Any,
) -> None:
    settings.JOBS_BACKEND = "thread"
    settings.JOBS_MAX_QUEUED = 0
    puzzle = Puzzle.objects.create(scenario=saved_board(bolt_board()), solution=BOLT_FACE)
    copied = puzzle_services.do_copy_puzzle(puzzle, saved_board(bolt_board()), in_background=True)
    copied.refresh_from_db()
    assert copied.solution == BOLT_FACE and copied.status == PuzzleStatus.UNCHECKED
    assert "too many checks and explorations waiting" in copied.verification["message"]
    assert not Job.objects.exists()
