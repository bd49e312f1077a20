"""The RQ queue in Redis (``JOBS_BACKEND=rq``); ``manage.py run_jobs`` works it."""

from __future__ import annotations

from django.conf import settings
from redis import Redis
from rq import Queue

QUEUE_NAME = "stackboard"


def redis_connection() -> Redis:
    return Redis.from_url(settings.REDIS_URL)


def job_queue() -> Queue:
    return Queue(QUEUE_NAME, connection=redis_connection())
