"""Draft edits one at a time: every POST to a draft's pages (``/b/<key>/...``) runs in a
transaction that first locks the draft's row, so concurrent edits of one board queue up and
each one reads the board the previous one wrote (none is lost).

On PostgreSQL the lock is ``SELECT ... FOR UPDATE`` on the draft; SQLite has no row locks, but
its write transactions take the database's write lock when they begin (``transaction_mode
IMMEDIATE`` in builder.settings), which serializes them the same way.  The saves themselves
are compare-and-swap on ``Draft.version`` (builder.scenarios.services.store_draft): an edit that still
raced is refused with a message, never written over another.  A database too busy to give the
lock in time answers 503 with ``Retry-After`` instead of a server error.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from django.db import OperationalError, transaction
from django.http import HttpRequest, HttpResponse, HttpResponseBase

from builder.scenarios.models import Draft

DRAFT_ROUTE_PREFIX = "b/<slug:key>/"
RETRY_AFTER_BUSY = 2  # seconds
READ_ATTEMPTS = 12  # about 4 s of waiting, 50 ms more each time

# The draft row the lock read, for the view of the same request (locked_draft): the edit reads
# the board once, under the lock, instead of locking and then reading it again.
_locked: ContextVar[tuple[str, Draft] | None] = ContextVar("locked_draft", default=None)


def locked_draft(key: str) -> Draft | None:
    """The draft this POST locked, when its key is ``key`` (read under the lock)."""
    held = _locked.get()
    return held[1] if held is not None and held[0] == key else None


@contextmanager
def _holding(key: str, drafts: list[Draft]) -> Iterator[None]:
    token = _locked.set((key, drafts[0]) if drafts else None)
    try:
        yield
    finally:
        _locked.reset(token)


class DraftEditLockMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        return self.get_response(request)

    def process_view(
        self,
        request: HttpRequest,
        view: Callable[..., HttpResponseBase],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
    ) -> HttpResponseBase | None:
        match = request.resolver_match
        if match is None or "key" not in kwargs or not match.route.startswith(DRAFT_ROUTE_PREFIX):
            return None
        if request.method in ("GET", "HEAD"):
            return _read(request, view, args, kwargs)
        if request.method != "POST":
            return None
        try:
            with transaction.atomic():
                key = str(kwargs["key"])
                drafts = list(Draft.objects.select_for_update().filter(key=key))
                with _holding(key, drafts):
                    return view(request, *args, **kwargs)
        except OperationalError as error:
            if not _busy(error):
                raise
            return _busy_answer(
                "The server is busy saving other changes to this board: nothing was changed."
            )


def _busy(error: OperationalError) -> bool:
    return "locked" in str(error) or "busy" in str(error)


def _busy_answer(what: str) -> HttpResponse:
    response = HttpResponse(
        f"{what} Try again in {RETRY_AFTER_BUSY} seconds.",
        status=503,
        content_type="text/plain; charset=utf-8",
    )
    response["Retry-After"] = str(RETRY_AFTER_BUSY)
    return response


def _read(
    request: HttpRequest,
    view: Callable[..., HttpResponseBase],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> HttpResponseBase:
    """A read of a draft's page while an edit holds the write lock: SQLite can refuse it at once
    (a shared-cache database's table lock has no busy wait). A read changes nothing, so it is
    tried again for a moment before the busy answer."""
    for attempt in range(READ_ATTEMPTS):
        try:
            return view(request, *args, **kwargs)
        except OperationalError as error:
            if not _busy(error):
                raise
            time.sleep(0.05 * (attempt + 1))
    return _busy_answer("The server is busy saving changes to this board.")
