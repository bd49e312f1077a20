"""Background jobs: ``start(kind, params)`` records a ``Job`` and has it run outside the request.

Where it runs is the ``JOBS_BACKEND`` setting:

- ``thread`` (the default, nothing to install: ``make run``): worker threads of the web process
  (at most ``JOBS_MAX_RUNNING``), woken when the request's transaction commits;
- ``eager``: at once, inside the request (tests, and a shell where waiting is fine);
- ``rq``: a queue in Redis (``REDIS_URL``), worked by ``manage.py run_jobs`` (RQ), as in
  production (docs/deploy.md).

Budgets (issue 29, ``builder.jobs.runner``): a time limit per kind (a job that stops reporting
is killed a little after it: by RQ, or in the thread backend by a watchdog raising ``JobKilled``
in the job's thread), at most ``JOBS_MAX_RUNNING``
jobs at once and ``JOBS_PER_CLIENT`` unfinished per client (``start`` raises ``JobRefused``), a
newer job about the same ``subject`` replaces the older, and a job whose process stopped is
failed with a sentence saying what happened (``recover_stopped``).

A kind is a function ``(params, report) -> result`` registered by name with
``@kind(name, time_limit=...)``
(each concept registers its own kinds: ``builder.scenarios.services.outcomes``,
``builder.sharing.services.revision_outcomes``, ``builder.puzzles.job_kinds``): ``report(percent,
text)`` records progress; ``JobFailed(message)`` fails the job with that message; any other
exception fails it with a generic message (its traceback goes to the log).

The job page (``views``) takes its title and its way back from what the kind's owner
registered with ``page(...)``.

May import ``builder.operations`` only: the concepts above register their kinds here, so jobs
never imports them.
"""

from __future__ import annotations

from builder.jobs.runner import (
    KINDS,
    STALE_AFTER,
    JobFailed,
    JobRefused,
    JobState,
    JobStopped,
    Report,
    check_room,
    client_digest,
    create,
    dispatch,
    has_ended,
    kind,
    recover_stopped,
    run,
    run_when_room,
    start,
    state_of,
)

__all__ = [
    "KINDS",
    "STALE_AFTER",
    "JobFailed",
    "JobRefused",
    "JobState",
    "JobStopped",
    "Report",
    "check_room",
    "client_digest",
    "create",
    "dispatch",
    "has_ended",
    "kind",
    "recover_stopped",
    "run",
    "run_when_room",
    "start",
    "state_of",
]
