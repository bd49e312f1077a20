"""Background jobs: ``start(kind, params)`` records a ``Job`` and has it run outside the request.

Where it runs is the ``JOBS_BACKEND`` setting:

- ``thread`` (the default, nothing to install: ``make run``): a thread of the web process, started
  when the request's transaction commits; a job whose process stopped mid-way is reported as
  failed once it has shown no progress for ``STALE_AFTER`` (its page says so);
- ``eager``: at once, inside the request (tests, and a shell where waiting is fine);
- ``rq``: a queue in Redis (``REDIS_URL``), worked by ``manage.py run_jobs`` (RQ), as in
  production (docs/deploy.md).

A kind is a function ``(params, report) -> result`` registered by name with ``@kind(name)``
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
    JobState,
    Report,
    create,
    dispatch,
    has_ended,
    kind,
    run,
    start,
    state_of,
)

__all__ = [
    "KINDS",
    "STALE_AFTER",
    "JobFailed",
    "JobState",
    "Report",
    "create",
    "dispatch",
    "has_ended",
    "kind",
    "run",
    "start",
    "state_of",
]
