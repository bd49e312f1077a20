"""Site-wide slots for heavy work done inside a request (issue 29, point 7).

Each request has a CPU budget (a card search's regular expressions 1 s between them, a paste
its caps), but a budget alone doesn't keep the site up: a few clients sending the heaviest
allowed requests back to back keep every web worker and both cores busy, and ordinary readers
of cached pages wait behind them. So the work that can use a whole budget — regular-expression
card searches, big pastes, a board's first quick exploration — takes one of a few slots shared
by every worker process (``HEAVY_WORK_SLOTS``, default 1, held in the shared cache so all
workers count together). When every slot is taken the request is answered at once with 503 and
``Retry-After`` and a page saying nothing was changed: it never waits in a worker, so the other
workers stay free for everyone else. A slot is a cache entry with a lease
(``HEAVY_WORK_LEASE_SECONDS``, well past any budget) so a worker killed mid-work frees it.

Light requests of the same kinds (a search without regular expressions, a short paste) take no
slot: a judge's everyday use never meets this refusal, only the heaviest requests under load.

What it bounds is the CPU heavy work may take at once, not the number of requests: a client that
resends a refused request at once is answered at once again, and the refusal reads nothing
(bench/hostile_load.py's figures are in docs/deploy.md). With ``HEAVY_WORK_IN_CHILD=1`` (off by
default: it measured worse for the readers on the shared machine) the work holding a slot is
computed at the lowest CPU priority in a child process stopped at its CPU budget
(``builder.operations.low_priority``).

Checking a password is heavy too (PBKDF2's million iterations, about 0.25 s of CPU), and a
client may try 10 sign-ins at once within its rate limit: ten of those in parallel held every
worker for seconds. Sign-ins and sign-ups check passwords in a pool of their own
(``PASSWORD_CHECK_SLOTS``, default 1), so the other heavy requests can't lock people out of
signing in and a burst of sign-ins can't take more than that many workers.
"""

from __future__ import annotations

import functools
import secrets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar, cast

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, HttpResponseBase

from builder.operations.ratelimits import limit_response

View = TypeVar("View", bound=Callable[..., HttpResponseBase])

DEFAULT_SLOTS = 1
DEFAULT_LEASE_SECONDS = 60
RETRY_AFTER_SECONDS = 2

# What a person is told the heavy request was, by kind.
KIND_TEXT = {
    "search": "card searches with regular expressions",
    "paste": "pastes of big boards",
    "exploration": "explorations of every outcome",
    "sign-in": "sign-ins",
}

# The pool of slots each kind takes (a kind not listed: the heavy-work pool), and each pool's
# setting and default number of slots.
KIND_POOL = {"sign-in": "password"}
POOL_SLOTS = {"heavy": ("HEAVY_WORK_SLOTS", DEFAULT_SLOTS), "password": ("PASSWORD_CHECK_SLOTS", 1)}


class HeavyWorkBusy(Exception):
    """Every heavy-work slot is taken: the request is refused, nothing was done."""

    heading = "Busy: try again in a moment"

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind

    def sentence(self) -> str:
        """What the person is told happened (before "Nothing was changed")."""
        what = KIND_TEXT.get(self.kind, "heavy requests")
        return f"The site is busy with other {what} right now."

    def advice(self) -> str:
        return f"try again in {RETRY_AFTER_SECONDS} seconds"


def slot_count(pool: str = "heavy") -> int:
    name, default = POOL_SLOTS[pool]
    return max(1, int(getattr(settings, name, default)))


def lease_seconds() -> int:
    return int(getattr(settings, "HEAVY_WORK_LEASE_SECONDS", DEFAULT_LEASE_SECONDS))


def _key(slot: int, pool: str = "heavy") -> str:
    return f"heavywork:slot:{slot}" if pool == "heavy" else f"heavywork:{pool}:slot:{slot}"


@contextmanager
def heavy_work(kind: str) -> Iterator[None]:
    """Hold one heavy-work slot while the block runs; ``HeavyWorkBusy`` at once when none is
    free. ``cache.add`` is atomic in Redis (SET NX) and in the database cache for a free slot
    (an insert on a unique key); only a lease that ran out (a killed worker) can be taken by two
    workers at once, for that one request."""
    pool = KIND_POOL.get(kind, "heavy")
    token = secrets.token_hex(8)
    lease = lease_seconds()
    keys = (_key(s, pool) for s in range(slot_count(pool)))
    taken = next((key for key in keys if cache.add(key, token, timeout=lease)), None)
    if taken is None:
        raise HeavyWorkBusy(kind)
    try:
        yield
    finally:
        # Only our own lease is given back (one that ran out may be someone else's by now).
        if cache.get(taken) == token:
            cache.delete(taken)


def busy_response(request: HttpRequest, busy: HeavyWorkBusy) -> HttpResponse:
    """503 with ``Retry-After``: a page, or for htmx a notice put at the top of the page (the
    form and what the person typed stay as they were)."""
    response = limit_response(
        request,
        {
            "heading": busy.heading,
            "message": (f"{busy.sentence()} Nothing was changed: {busy.advice()}."),
        },
        status=503,
    )
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def refused_when_busy(view: View) -> View:
    """A view whose heavy work may find every slot taken: that request is answered with
    ``busy_response`` instead."""

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        try:
            return view(request, *args, **kwargs)
        except HeavyWorkBusy as busy:  # its subclasses too: stopped or failed heavy work
            return busy_response(request, busy)

    return cast(View, wrapper)
