"""gunicorn's configuration for ``make serve`` (``gunicorn -c python:builder.gunicorn_conf``).

    HOST, PORT        where to listen (default 127.0.0.1:8000: behind a TLS proxy on this machine)
    WEB_CONCURRENCY   worker processes (default: 4 per CPU core plus one)
    GUNICORN_THREADS  threads per worker (default 4; keep-alive connections need threads)
    GUNICORN_TIMEOUT  seconds before a stuck worker is restarted (default 30)
    GUNICORN_KEEPALIVE  seconds an idle keep-alive connection is kept (default 75)

Every worker is forked from a master that has imported the app (``preload_app``), so the
imports, the templates' compiled code and the card search index loaded at start are shared.
"""

from __future__ import annotations

import multiprocessing
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
# Four per core, not the usual two: a worker busy with a heavy request (a big paste, a first
# exploration, a password check) for a few hundred milliseconds leaves a reader of a cached page
# waiting for a free worker; with more workers the reader is accepted at once and the kernel,
# which favors the process that mostly sleeps, answers it first. bench/hostile_load.py on two
# cores: readers' p99 1.52 s with 5 workers, 0.61 s with 9 (docs/deploy.md, "Figures").
workers = int(os.environ.get("WEB_CONCURRENCY") or multiprocessing.cpu_count() * 4 + 1)
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS") or 4)
timeout = int(os.environ.get("GUNICORN_TIMEOUT") or 30)
graceful_timeout = 20
# Seconds an idle keep-alive connection stays open: longer than a proxy's idle timeout (nginx
# and load balancers: 60 s), so gunicorn never closes one while a request is on its way on it
# (the client then sees "connection reset"; the load benchmark did, at 5 s, under saturation).
keepalive = int(os.environ.get("GUNICORN_KEEPALIVE") or 75)
preload_app = True
# The app logs one line per request itself (builder.operations.monitoring), with its request id.
accesslog = None
errorlog = "-"
# A worker that has served this many requests is replaced (a slow leak can't grow forever).
max_requests = 5_000
max_requests_jitter = 500


def when_ready(server: object) -> None:
    """Compile the built-in cards and load the card search index in the master before the workers are forked: they all share
    it, and its file (builder.cards.search.indexfile) is written for the job workers."""
    from django.db import connections

    import engine
    from builder.cards.search import card_index

    # The built-in cards kept as Oracle records (engine.oracle.builtin) are compiled once here,
    # with the grammar's parser, so no worker builds them on its first request.
    for _ in engine.REGISTRY:
        pass
    try:
        card_index()
    except Exception:  # noqa: BLE001 - no card table yet (not migrated): workers build it later
        server.log.exception("the card search index was not loaded at start")  # type: ignore[attr-defined]
    finally:
        connections.close_all()  # never share a database connection with the forked workers
    # Last: what is loaded now is the app, alive as long as the workers (builder.heap).
    from builder.heap import settle

    settle()
