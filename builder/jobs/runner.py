"""Starting, running and reading jobs (see ``builder.jobs``), within their budgets (issue 29).

- A time limit per kind (``kind(name, time_limit=...)``): ``report`` stops the job once it is
  past it; a worker's process that never returns is recognized after it (``recover_stopped``).
- At most ``JOBS_MAX_RUNNING`` jobs run at once over every process (the others wait, queued),
  at most ``JOBS_MAX_QUEUED`` wait, and at most ``JOBS_PER_CLIENT`` unfinished jobs belong to one
  client: past these ``start`` refuses with ``JobRefused`` (a sentence for the person).
- A job about a ``subject`` (a puzzle, a draft) replaces the unfinished jobs about the same one:
  they fail with the kind's ``replaced`` sentence, and a running one stops at its next report.
- A running job whose process ended (its pid is gone on this host, or it is past its time limit,
  or it reported nothing for ``STALE_AFTER``) is failed with a sentence saying so
  (``recover_stopped``), by whoever looks at it next.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import logging
import os
import socket
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import OperationalError, close_old_connections, connection, transaction
from django.utils import timezone

from builder.jobs.models import Job, JobStatus
from builder.jobs.queue import job_queue

logger = logging.getLogger(__name__)

Report = Callable[[int, str], None]
Kind = Callable[[Mapping[str, Any], Report], dict[str, Any]]

DEFAULT_TIME_LIMIT = 120  # seconds
STALE_AFTER = timedelta(minutes=10)  # no progress for that long: its process has stopped
QUEUE_WAIT_LIMIT = timedelta(minutes=10)  # waiting longer than that to start: given up
STOPPED_GRACE = timedelta(seconds=60)  # past its time limit by that much: its process stopped
REPORT_EVERY = 0.5  # seconds between two progress writes
WAIT_FOR_ROOM = 1.0  # seconds a worker waits before trying again when JOBS_MAX_RUNNING run
FINISH_ATTEMPTS = 5  # tries of the final write when the database is busy


class JobFailed(Exception):
    """A job that can't do what was asked; ``message`` says why, to the person who asked."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class JobRefused(Exception):
    """A job not started: its client, or the server, has as many as its budget allows."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class JobStopped(BaseException):
    """Raised inside a job by ``report``: its time is up, or a newer job replaced it. A
    ``BaseException``, so a kind's own ``except Exception`` doesn't keep the job running."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class KindSpec:
    function: Kind
    time_limit: int  # seconds
    replaced: str  # what a job replaced by a newer one about the same subject says


# The kinds of job, by name. Each is registered by the service that does the work
# (builder.puzzles.job_kinds, imported as the app is ready), so this module imports no service.
KINDS: dict[str, Kind] = {}
SPECS: dict[str, KindSpec] = {}


def kind(
    name: str,
    *,
    time_limit: int = DEFAULT_TIME_LIMIT,
    replaced: str = "A newer job about the same thing replaced this one.",
) -> Callable[[Kind], Kind]:
    """Register a function as the job kind ``name``, with its time limit in seconds."""

    def register(function: Kind) -> Kind:
        KINDS[name] = function
        SPECS[name] = KindSpec(function, time_limit, replaced)
        return function

    return register


def kinds() -> dict[str, Kind]:
    return KINDS


def _spec(name: str) -> KindSpec | None:
    function = KINDS.get(name)
    if function is None:
        return None
    spec = SPECS.get(name)
    if spec is None or spec.function is not function:  # registered straight into KINDS (tests)
        return KindSpec(function, DEFAULT_TIME_LIMIT, "A newer job replaced this one.")
    return spec


def client_digest(address: str) -> str:
    """How a job names its client: a digest of its address (no address is stored)."""
    return hashlib.sha256(address.encode()).hexdigest()[:32] if address else ""


def start(kind: str, params: Mapping[str, Any], *, client: str = "", subject: str = "") -> Job:
    """Record a job of ``kind`` and have it run (``JOBS_BACKEND``); returns it queued (or, with
    the eager backend, finished). ``client``: the address of who asked (its budget);
    ``subject``: what it is about (a newer job about it replaces the older). ``JobRefused``
    when a budget is full."""
    job = create(kind, params, client=client, subject=subject)
    dispatch(job)
    return job


def create(kind: str, params: Mapping[str, Any], *, client: str = "", subject: str = "") -> Job:
    """Record a job without running it yet (``dispatch`` runs it): its key can be stored first."""
    spec = _spec(kind)
    if spec is None:
        raise ValueError(f"no job kind {kind!r}")
    recover_stopped()
    if subject:
        _replace(subject, spec.replaced)
    digest = client_digest(client)
    check_room(digest)
    return Job.objects.create(
        kind=kind,
        params=dict(params),
        client=digest,
        subject=subject[:100],
        time_limit=spec.time_limit,
    )


def check_room(digest: str, *, replacing: str = "") -> None:
    """``JobRefused`` when the client (``client_digest``) or the server has no room for one
    more job; the jobs about ``replacing`` don't count (the new job replaces them)."""
    unfinished = Job.objects.filter(status__in=(JobStatus.QUEUED, JobStatus.RUNNING))
    if replacing:
        unfinished = unfinished.exclude(subject=replacing)
    per_client = settings.JOBS_PER_CLIENT
    if digest and unfinished.filter(client=digest).count() >= per_client:
        raise JobRefused(
            f"You have {per_client} checks or explorations running already: wait for one of "
            "them to end, then try again."
        )
    if unfinished.filter(status=JobStatus.QUEUED).count() >= settings.JOBS_MAX_QUEUED:
        raise JobRefused(
            "The server has too many checks and explorations waiting to run: nothing was "
            "started. Try again in a few minutes."
        )


def _replace(subject: str, sentence: str) -> None:
    """Fail the unfinished jobs about ``subject``: a newer one replaces them. A running one
    stops at its next report (``report`` finds its row no longer running)."""
    now = timezone.now()
    Job.objects.filter(subject=subject, status__in=(JobStatus.QUEUED, JobStatus.RUNNING)).update(
        status=JobStatus.FAILED,
        error=sentence,
        progress=0,
        progress_text="",
        finished_at=now,
        updated_at=now,
    )


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
        transaction.on_commit(_wake_workers)


# --- the thread backend: at most JOBS_MAX_RUNNING worker threads per process -------------------
#
# A job that stops reporting (a kind's code in a long computation that never calls ``report``)
# can't stop itself at its time limit. RQ kills its work horse a little after the limit
# (``_enqueue_rq``); a thread can't be killed, so a watchdog thread of the process raises
# ``JobKilled`` inside the job's thread instead, ``KILL_AFTER`` seconds past its time limit (RQ's
# margin). Python raises it at the thread's next bytecode: it stops any Python code (the engine
# is Python), not a single call into C that never returns (a regular expression's match, a
# database query): such a thread runs on until the call returns, its job already failed, and no
# longer counts among the process's worker threads (another one takes the queue).

KILL_AFTER = 30.0  # seconds past its time limit a job that stopped reporting is killed
WATCH_EVERY = 1.0  # seconds between two looks of the watchdog


class JobKilled(JobStopped):
    """Raised inside a job's thread by the watchdog: the job went past its time limit without
    reporting (so ``report`` couldn't stop it)."""

    def __init__(self) -> None:
        super().__init__("killed")


@dataclass
class _Watched:
    """A job running in a worker thread of this process, as the watchdog sees it."""

    job_id: int
    kill_at: float  # time.monotonic() past which the watchdog kills it
    killed: bool = False


_workers_lock = threading.Lock()
_workers: list[threading.Thread] = []
_watched: dict[int, _Watched] = {}  # by the ident of the worker thread running the job
_watchdog: list[threading.Thread] = []


def _wake_workers() -> None:
    """Make sure this process has a worker thread for the queued jobs (at most
    ``JOBS_MAX_RUNNING``, not counting a thread whose job was killed and that hasn't stopped
    yet); each takes the oldest queued job until none is left."""
    with _workers_lock:
        _workers[:] = [
            thread for thread in _workers if thread.is_alive() and not _was_killed(thread)
        ]
        if len(_workers) >= max(1, settings.JOBS_MAX_RUNNING):
            return
        thread = threading.Thread(
            target=_work_in_thread, name=f"job-worker-{len(_workers) + 1}", daemon=True
        )
        _workers.append(thread)
        thread.start()
        if not any(watchdog.is_alive() for watchdog in _watchdog):
            watchdog = threading.Thread(target=_watch, name="job-watchdog", daemon=True)
            _watchdog[:] = [watchdog]
            watchdog.start()


def _was_killed(thread: threading.Thread) -> bool:
    watched = _watched.get(thread.ident or 0)
    return watched is not None and watched.killed


def _work_in_thread() -> None:
    try:
        while (job_id := _oldest_queued()) is not None:
            try:
                if not run(job_id, watched=True):
                    time.sleep(WAIT_FOR_ROOM)  # JOBS_MAX_RUNNING run elsewhere: wait for room
            except JobKilled:  # landed just after the job ended (``run`` recorded its end)
                continue
    finally:
        _watched.pop(threading.get_ident(), None)
        connection.close()  # the thread's own connection


def _watch() -> None:
    """The watchdog's life: while worker threads or their jobs are alive, kill each job past
    its time limit by ``KILL_AFTER`` (it touches no database)."""
    while True:
        time.sleep(WATCH_EVERY)
        with _workers_lock:
            now = time.monotonic()
            for ident, watched in list(_watched.items()):
                if not watched.killed and now > watched.kill_at:
                    watched.killed = _raise_in_thread(ident, JobKilled)
                    logger.warning("job %s stopped reporting: killed", watched.job_id)
            if not _watched and not any(thread.is_alive() for thread in _workers):
                _watchdog.clear()
                return


def _raise_in_thread(ident: int, error: type[BaseException]) -> bool:
    """Have the thread ``ident`` raise ``error`` at its next bytecode (CPython's
    ``PyThreadState_SetAsyncExc``); False when no such thread runs."""
    found = ctypes.pythonapi.PyThreadState_SetAsyncExc(
        ctypes.c_ulong(ident), ctypes.py_object(error)
    )
    return bool(found)


def _oldest_queued() -> int | None:
    recover_stopped()
    return (
        Job.objects.filter(status=JobStatus.QUEUED)
        .order_by("created_at", "pk")
        .values_list("pk", flat=True)
        .first()
    )


RQ_WAIT = 20  # seconds an RQ worker waits for room before it queues the job again


def _enqueue_rq(job_id: int) -> None:
    time_limit = Job.objects.filter(pk=job_id).values_list("time_limit", flat=True).first()
    # RQ kills the job a little after its own limit (``report`` stops it first), waiting included.
    job_timeout = int(time_limit or DEFAULT_TIME_LIMIT) + RQ_WAIT + int(KILL_AFTER)
    job_queue().enqueue(run_when_room, job_id, job_timeout=job_timeout)


def run_when_room(job_id: int) -> None:
    """An RQ worker's entry: run the job once fewer than ``JOBS_MAX_RUNNING`` run; after
    ``RQ_WAIT`` seconds without room it goes to the back of the queue again."""
    waited = 0.0
    while not run(job_id):
        if not Job.objects.filter(pk=job_id, status=JobStatus.QUEUED).exists():
            return  # replaced, or given up, while it waited
        if waited >= RQ_WAIT:
            _enqueue_rq(job_id)
            return
        time.sleep(WAIT_FOR_ROOM)
        waited += WAIT_FOR_ROOM


# --- running one job ------------------------------------------------------------------------------


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _claim(job_id: int) -> bool:
    """Take the queued job for this process, if fewer than ``JOBS_MAX_RUNNING`` run: claims are
    one at a time (SQLite's write lock; a transaction-scoped advisory lock on PostgreSQL)."""
    recover_stopped()
    now = timezone.now()
    with transaction.atomic():
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_xact_lock(%s)", [_CLAIM_LOCK])
        if Job.objects.filter(status=JobStatus.RUNNING).count() >= settings.JOBS_MAX_RUNNING:
            return False
        return bool(
            Job.objects.filter(pk=job_id, status=JobStatus.QUEUED).update(
                status=JobStatus.RUNNING,
                started_at=now,
                updated_at=now,
                worker=worker_name(),
                progress_text="Started",
            )
        )


_CLAIM_LOCK = 29_0001  # the advisory lock's key: any number no other code uses


def run(job_id: int, *, watched: bool = False) -> bool:
    """Run a queued job to its end (done or failed); False when it didn't start: taken
    already, replaced, or ``JOBS_MAX_RUNNING`` jobs running (it stays queued). ``watched``: in
    a worker thread of the thread backend, whose watchdog kills the job past its time limit."""
    if not connection.in_atomic_block:
        # A worker's connection may have gone stale between jobs. Inside a transaction (an
        # eager job, run in the request or a test) closing it would break that transaction.
        close_old_connections()
    if not _claim(job_id):
        return False
    job = Job.objects.get(pk=job_id)
    spec = _spec(job.kind)
    deadline = time.monotonic() + job.time_limit
    last = 0.0

    def report(percent: int, text: str) -> None:
        nonlocal last
        now = time.monotonic()
        if now > deadline:
            raise JobStopped(_past_time_limit(job.time_limit))
        if now - last < REPORT_EVERY:
            return
        last = now
        still_running = Job.objects.filter(pk=job_id, status=JobStatus.RUNNING).update(
            progress=max(0, min(99, percent)), progress_text=text[:200], updated_at=timezone.now()
        )
        if not still_running:  # replaced by a newer job, or given up: its row says so already
            raise JobStopped("")

    try:
        if spec is None:
            raise JobFailed(f"This server doesn't know jobs of the kind {job.kind!r}.")
        with _watching(watched, job_id, job.time_limit):
            result = spec.function({**job.params, "job": job.key}, report)
    except JobKilled:
        _finish(job_id, JobStatus.FAILED, error=_killed(job.time_limit))
    except JobStopped as stopped:
        if stopped.message:
            _finish(job_id, JobStatus.FAILED, error=stopped.message)
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
        if time.monotonic() > deadline + STOPPED_GRACE.total_seconds():
            # Its result came too late: the job was given up (``recover_stopped``) meanwhile.
            _finish(job_id, JobStatus.FAILED, error=_past_time_limit(job.time_limit))
        else:
            _finish(job_id, JobStatus.DONE, result=result)
    return True


@contextlib.contextmanager
def _watching(watched: bool, job_id: int, time_limit: int) -> Iterator[None]:
    """While the job's code runs, the watchdog sees it (``watched``: the thread backend)."""
    if not watched:
        yield
        return
    ident = threading.get_ident()
    _watched[ident] = _Watched(job_id, time.monotonic() + time_limit + KILL_AFTER)
    try:
        yield
    finally:
        with _workers_lock:  # the watchdog kills only under this lock: never after this
            _watched.pop(ident, None)


def _killed(seconds: int) -> str:
    return (
        f"The job went past its time limit of {_duration(seconds)} without reporting its "
        "progress, and was killed; nothing of it was kept. A smaller board, or fewer choices "
        "to explore, takes less time."
    )


def _past_time_limit(seconds: int) -> str:
    return (
        f"The job reached its time limit of {_duration(seconds)} and was stopped before it "
        "finished; nothing of it was kept. A smaller board, or fewer choices to explore, "
        "takes less time."
    )


def _duration(seconds: float) -> str:
    if seconds == 1:
        return "1 second"
    if seconds < 120:
        return f"{int(seconds)} seconds"
    return f"{int(seconds // 60)} minutes"


def _finish(job_id: int, status: str, *, result: Any = None, error: str = "") -> None:
    """Record the job's end, unless it no longer runs (replaced, or given up meanwhile). A
    busy database is waited for: a job's result is not lost to a moment's lock."""
    for attempt in range(FINISH_ATTEMPTS):
        try:
            Job.objects.filter(pk=job_id, status=JobStatus.RUNNING).update(
                status=status,
                result=result,
                error=error,
                progress=100 if status == JobStatus.DONE else 0,
                progress_text="",
                finished_at=timezone.now(),
                updated_at=timezone.now(),
            )
            return
        except OperationalError:
            if attempt == FINISH_ATTEMPTS - 1:
                raise
            time.sleep(0.2 * (attempt + 1))


# --- jobs whose process stopped -----------------------------------------------------------------


def recover_stopped() -> int:
    """Fail every job that can't end any more, with a sentence saying what happened: a running
    job whose process ended, or that is past its time limit, or that reported nothing for
    ``STALE_AFTER``; a queued job that waited ``QUEUE_WAIT_LIMIT`` without a worker taking it.
    Returns how many."""
    now = timezone.now()
    given_up = 0
    for job in Job.objects.filter(status=JobStatus.RUNNING).only(
        "pk", "worker", "started_at", "updated_at", "time_limit"
    ):
        given_up += _give_up(job, _why_it_stopped(job, now), now)
    waited = Job.objects.filter(status=JobStatus.QUEUED, updated_at__lt=now - QUEUE_WAIT_LIMIT)
    minutes = int(QUEUE_WAIT_LIMIT.total_seconds() // 60)
    given_up += waited.update(
        status=JobStatus.FAILED,
        error=f"The job made no progress for {minutes} minutes: it waited without a worker "
        "taking it (the server was busy with other jobs, or no job worker is running). Nothing "
        "was done; start it again.",
        finished_at=now,
        updated_at=now,
    )
    return given_up


def _give_up(job: Job, reason: str, now: Any) -> int:
    if not reason:
        return 0
    return Job.objects.filter(
        pk=job.pk, status=JobStatus.RUNNING, updated_at=job.updated_at
    ).update(
        status=JobStatus.FAILED,
        error=reason,
        progress=0,
        progress_text="",
        finished_at=now,
        updated_at=now,
    )


def _why_it_stopped(job: Job, now: Any) -> str:
    """Why a running job will never end, in words; "" while it may still."""
    host, _, pid = job.worker.rpartition(":")
    if host == socket.gethostname() and pid.isdigit() and not _process_alive(int(pid)):
        return (
            f"The worker process running this job (process {pid}) ended before the job "
            "finished, without recording why (it was stopped from outside or crashed). "
            "Nothing of it was kept; start it again."
        )
    if job.started_at is not None:
        limit = timedelta(seconds=job.time_limit)
        if now - job.started_at > limit + STOPPED_GRACE:
            return (
                f"The job was still marked running more than a minute after its time limit "
                f"of {_duration(job.time_limit)}: the process running it stopped without "
                "recording why (it was stopped from outside or lost its database connection). "
                "Nothing of it was kept; start it again."
            )
    if now - job.updated_at > STALE_AFTER:
        minutes = int(STALE_AFTER.total_seconds() // 60)
        return (
            f"The job made no progress for {minutes} minutes: the process running it stopped "
            "without recording why (it was stopped from outside or lost its database "
            "connection). Nothing of it was kept; start it again."
        )
    return ""


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: it exists
        return True
    return True


# --- reading a job --------------------------------------------------------------------------------


@dataclass(frozen=True)
class JobState:
    """What a job's page shows: its status, and why it failed."""

    job: Job
    status: str
    label: str
    error: str

    @property
    def finished(self) -> bool:
        return self.status in (JobStatus.DONE, JobStatus.FAILED)


def has_ended(job_id: int) -> bool:
    """Has the job ended (done, failed, or its process stopped: ``recover_stopped``)? A job
    that no longer exists has ended too."""
    row = (
        Job.objects.filter(pk=job_id)
        .only("pk", "status", "error", "worker", "time_limit", "started_at", "updated_at")
        .first()
    )
    if row is None:
        return True
    return state_of(row).finished


def state_of(job: Job) -> JobState:
    """The job's state as its page says it; a running job whose process stopped is failed
    here, its row written with the reason (``recover_stopped``)."""
    now = timezone.now()
    if job.status == JobStatus.RUNNING and _give_up(job, _why_it_stopped(job, now), now):
        job.refresh_from_db()
    elif job.status == JobStatus.QUEUED and now - job.updated_at > QUEUE_WAIT_LIMIT:
        recover_stopped()
        job.refresh_from_db()
    return JobState(job, job.status, JobStatus(job.status).label, job.error)
