"""Starting, running and reading jobs (see ``builder.jobs``)."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import close_old_connections, connection, transaction
from django.utils import timezone

from builder.jobs.models import Job, JobStatus
from builder.jobs.queue import job_queue

logger = logging.getLogger(__name__)

Report = Callable[[int, str], None]
Kind = Callable[[Mapping[str, Any], Report], dict[str, Any]]

JOB_TIMEOUT = 15 * 60  # seconds an RQ worker gives one job
STALE_AFTER = timedelta(minutes=10)  # no progress for that long: its process has stopped
REPORT_EVERY = 0.5  # seconds between two progress writes


class JobFailed(Exception):
    """A job that can't do what was asked; ``message`` says why, to the person who asked."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


# The kinds of job, by name. Each is registered by the service that does the work
# (builder.puzzles.job_kinds, imported as the app is ready), so this module imports no service.
KINDS: dict[str, Kind] = {}


def kind(name: str) -> Callable[[Kind], Kind]:
    """Register a function as the job kind ``name``."""

    def register(function: Kind) -> Kind:
        KINDS[name] = function
        return function

    return register


def kinds() -> dict[str, Kind]:
    return KINDS


def start(kind: str, params: Mapping[str, Any]) -> Job:
    """Record a job of ``kind`` and have it run (``JOBS_BACKEND``); returns it queued (or, with
    the eager backend, finished)."""
    job = create(kind, params)
    dispatch(job)
    return job


def create(kind: str, params: Mapping[str, Any]) -> Job:
    """Record a job without running it yet (``dispatch`` runs it): its key can be stored first."""
    if kind not in kinds():
        raise ValueError(f"no job kind {kind!r}")
    return Job.objects.create(kind=kind, params=dict(params))


def dispatch(job: Job) -> None:
    """Have the job run where ``JOBS_BACKEND`` says; in a thread or a queue it starts once the
    current transaction commits (the job's row and what it reads must be visible there)."""
    backend = settings.JOBS_BACKEND
    if backend == "eager":
        run(job.pk)
        job.refresh_from_db()
    elif backend == "rq":
        transaction.on_commit(lambda: _enqueue_rq(job.pk))
    else:
        transaction.on_commit(lambda: _start_thread(job.pk))


def _start_thread(job_id: int) -> None:
    threading.Thread(
        target=_run_in_thread, args=(job_id,), name=f"job-{job_id}", daemon=True
    ).start()


def _run_in_thread(job_id: int) -> None:
    try:
        run(job_id)
    finally:
        connection.close()  # the thread's own connection


def _enqueue_rq(job_id: int) -> None:
    job_queue().enqueue(run, job_id, job_timeout=JOB_TIMEOUT)


def run(job_id: int) -> None:
    """Run a queued job to its end (done or failed); a job already taken does nothing."""
    if not connection.in_atomic_block:
        # A worker's connection may have gone stale between jobs. Inside a transaction (an
        # eager job, run in the request or a test) closing it would break that transaction.
        close_old_connections()
    taken = Job.objects.filter(pk=job_id, status=JobStatus.QUEUED).update(
        status=JobStatus.RUNNING, started_at=timezone.now(), progress_text="Started"
    )
    if not taken:
        return
    job = Job.objects.get(pk=job_id)
    function = kinds().get(job.kind)
    last = 0.0

    def report(percent: int, text: str) -> None:
        nonlocal last
        if time.monotonic() - last < REPORT_EVERY:
            return
        last = time.monotonic()
        Job.objects.filter(pk=job_id).update(
            progress=max(0, min(99, percent)), progress_text=text[:200], updated_at=timezone.now()
        )

    try:
        if function is None:
            raise JobFailed(f"This server doesn't know jobs of the kind {job.kind!r}.")
        result = function({**job.params, "job": job.key}, report)
    except JobFailed as failure:
        _finish(job_id, JobStatus.FAILED, error=failure.message)
    except Exception as error:  # noqa: BLE001 - a job records any failure; the log has the rest
        logger.exception("job %s (%s) failed", job_id, job.kind)
        _finish(
            job_id,
            JobStatus.FAILED,
            error=f"The job stopped on an unexpected error ({type(error).__name__}). "
            "It was logged; try again, and report it if it happens again.",
        )
    else:
        _finish(job_id, JobStatus.DONE, result=result)


def _finish(job_id: int, status: str, *, result: Any = None, error: str = "") -> None:
    Job.objects.filter(pk=job_id).update(
        status=status,
        result=result,
        error=error,
        progress=100 if status == JobStatus.DONE else 0,
        progress_text="",
        finished_at=timezone.now(),
        updated_at=timezone.now(),
    )


@dataclass(frozen=True)
class JobState:
    """What a job's page shows: its status (a job whose process stopped counts as failed)."""

    job: Job
    status: str
    label: str
    error: str

    @property
    def finished(self) -> bool:
        return self.status in (JobStatus.DONE, JobStatus.FAILED)


def has_ended(job_id: int) -> bool:
    """Has the job ended, as its page would say (done, failed, or stale: ``state_of``)? One
    query by primary key; a job that no longer exists has ended too."""
    row = Job.objects.filter(pk=job_id).values_list("status", "updated_at").first()
    if row is None:
        return True
    status, updated_at = row
    return status in (JobStatus.DONE, JobStatus.FAILED) or timezone.now() - updated_at > STALE_AFTER


def state_of(job: Job) -> JobState:
    if not job.finished and timezone.now() - job.updated_at > STALE_AFTER:
        minutes = int(STALE_AFTER.total_seconds() // 60)
        return JobState(
            job,
            JobStatus.FAILED,
            JobStatus.FAILED.label,
            f"The job made no progress for {minutes} minutes: the server running it stopped "
            "(a restart or a deployment). Start it again.",
        )
    return JobState(job, job.status, JobStatus(job.status).label, job.error)
