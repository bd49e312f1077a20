"""``manage.py run_jobs [--burst]``: work the background job queue in Redis (``JOBS_BACKEND=rq``).

Run one or more of these beside gunicorn (docs/deploy.md); each runs one job at a time in its
own process (RQ's SimpleWorker: no fork, the Django connections stay its own). ``--burst``
stops once the queue is empty. ``--nice N`` (default 19, the lowest priority) lowers the
worker's CPU priority: a job has a time limit, not a request's budget, so the web workers
answering readers go first and a job runs on the CPU they leave (issue 29, point 7).
"""

from __future__ import annotations

import os
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from rq import SimpleWorker

from builder.jobs import recover_stopped
from builder.jobs.queue import job_queue, redis_connection

# How long the worker's listener for commands sent to it (RQ's pubsub thread) waits per poll.
# RQ asks for 60 s, and redis-py's thread, when stopped, finishes its wait first: a worker that
# stops (end of --burst, a deployment's restart) would wait up to a minute for nothing.
LISTENER_POLL_SECONDS = 1.0


class JobWorker(SimpleWorker):
    """RQ's SimpleWorker whose command listener stops within LISTENER_POLL_SECONDS."""

    def subscribe(self) -> None:
        self.pubsub = self.connection.pubsub()
        self.pubsub.subscribe(**{self.pubsub_channel_name: self.handle_payload})
        # RQ's __init__ sets the attribute to None without a declared type: mypy reads it as None.
        self.pubsub_thread = self.pubsub.run_in_thread(  # type: ignore[assignment]
            sleep_time=LISTENER_POLL_SECONDS,
            daemon=True,
            exception_handler=self._pubsub_exception_handler,
        )


class Command(BaseCommand):
    help = "Work the background job queue in Redis (JOBS_BACKEND=rq, REDIS_URL)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--burst", action="store_true", help="stop when the queue is empty")
        parser.add_argument(
            "--nice",
            type=int,
            default=19,
            choices=range(20),
            metavar="N",
            help="lower the worker's CPU priority by N (0-19, default 19)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if settings.JOBS_BACKEND != "rq":
            raise CommandError(
                f"JOBS_BACKEND is {settings.JOBS_BACKEND!r}: jobs run in the web process, not "
                "in a queue. Set JOBS_BACKEND=rq and REDIS_URL to use workers."
            )
        if options["nice"] and hasattr(os, "nice"):
            os.nice(options["nice"])
        recover_stopped()  # the rows of jobs whose worker died say so before new ones start
        worker = JobWorker([job_queue()], connection=redis_connection())
        worker.work(burst=options["burst"], logging_level="WARNING")
