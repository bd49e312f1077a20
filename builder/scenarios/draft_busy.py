"""A draft's pages when the database is busy: a clear 503 with ``Retry-After``, never a 500.

Draft edits hold no lock while they work (issue 29): the engine computes the new board outside
any transaction, then the edit is written in one short statement that is a compare-and-swap on
``Draft.version`` (``builder.scenarios.services.store_draft``). An edit computed from a board
someone else saved in the meantime is refused with a message and writes nothing; nothing saved
is ever written over. So one slow edit (a big paste) never makes other visitors wait for the
database's write lock.

What remains is the database itself being busy for a moment (SQLite takes its write lock for
each short write): a write that can't get it in time, and a read refused at once while another
connection writes (SQLite's shared-cache database has no busy wait), are answered 503 with
``Retry-After`` instead of a server error; a read is tried again for a moment first.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from django.db import OperationalError
from django.http import HttpRequest, HttpResponse, HttpResponseBase

from builder.operations.ratelimits import limit_response

DRAFT_ROUTE_PREFIX = "b/<slug:key>/"
RETRY_AFTER_BUSY = 2  # seconds
READ_ATTEMPTS = 12  # about 4 s of waiting, 50 ms more each time


class DraftBusyMiddleware:
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
            return view(request, *args, **kwargs)
        except OperationalError as error:
            if not _busy(error):
                raise
            return _busy_answer(
                request,
                "The server is busy saving other changes: nothing was changed on this board.",
            )


def _busy(error: OperationalError) -> bool:
    return "locked" in str(error) or "busy" in str(error)


def _busy_answer(request: HttpRequest, what: str) -> HttpResponse:
    """503 with ``Retry-After``: a page, or for htmx a notice at the top of the page."""
    response = limit_response(
        request,
        {
            "heading": "Busy: try again in a moment",
            "message": f"{what} Try again in {RETRY_AFTER_BUSY} seconds.",
        },
        status=503,
    )
    response["Retry-After"] = str(RETRY_AFTER_BUSY)
    return response


def _read(
    request: HttpRequest,
    view: Callable[..., HttpResponseBase],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> HttpResponseBase:
    """A read of a draft's page while another connection writes: SQLite can refuse it at once
    (a shared-cache database's table lock has no busy wait). A read changes nothing, so it is
    tried again for a moment before the busy answer."""
    for attempt in range(READ_ATTEMPTS):
        try:
            return view(request, *args, **kwargs)
        except OperationalError as error:
            if not _busy(error):
                raise
            time.sleep(0.05 * (attempt + 1))
    return _busy_answer(request, "The server is busy saving changes to this board.")
