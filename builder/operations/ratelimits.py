"""Rate limits on anonymous writes: new drafts, saves, imports and uploads, puzzle publishing
and sign-in attempts.

Each limit counts requests per client (its real address behind the trusted proxies:
``builder.operations.clients``) in fixed windows kept in Django's cache, which production
shares between every worker process (Redis, else the database: ``CACHES`` in the settings;
never one count per process).  A request over the limit is answered 429 with ``Retry-After``
and a sentence saying when to try again: an htmx request gets a fragment (shown at the top of
the page), any other request a page.

Signed-in users are not limited, except when signing in: sign-in attempts count per client
(``logins``) and failed ones per account too (``login_failures``, whatever client sent them),
so one client hammering the form is stopped without locking anyone else out, and an account's
password can't be guessed from many addresses either.  The numbers can be changed with the
``RATE_LIMITS`` setting (``{"name": (requests, seconds)}``) and switched off with
``RATE_LIMITS_ENABLED = False``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Any, TypeVar

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import render
from django.utils.cache import add_never_cache_headers, patch_vary_headers

from builder.operations.clients import client_address

__all__ = [
    "DEFAULT_LIMITS",
    "Limit",
    "check",
    "count",
    "exceeded",
    "rate_limited",
    "too_many_requests",
]

# name: (requests, window in seconds), per client address (per account: login_failures).
DEFAULT_LIMITS: dict[str, tuple[int, int]] = {
    "drafts": (60, 600),  # new drafts: new, fork, open a saved scenario in the builder
    "saves": (60, 600),  # saving a draft, new annotations
    "uploads": (20, 600),  # scenario imports and .pzl uploads
    "puzzles": (30, 600),  # publishing or editing a puzzle
    "logins": (10, 300),  # sign-in and sign-up attempts
    "login_failures": (20, 900),  # failed sign-ins to one account, from any client
}
WHAT = {
    "drafts": "new drafts",
    "saves": "saves",
    "uploads": "uploads",
    "puzzles": "puzzle publishing",
    "logins": "sign-in attempts",
    "login_failures": "failed sign-ins",
}
# Limits counted per account rather than per client: their refusal says so.
PER_ACCOUNT = frozenset({"login_failures"})

View = TypeVar("View", bound=Callable[..., HttpResponseBase])


@dataclass(frozen=True)
class Limit:
    name: str
    requests: int
    window: int  # seconds


@dataclass(frozen=True)
class Refusal:
    limit: Limit
    retry_after: int  # seconds until the window ends


def limit_of(name: str) -> Limit:
    requests, window = {**DEFAULT_LIMITS, **getattr(settings, "RATE_LIMITS", {})}[name]
    return Limit(name, int(requests), int(window))


def _enabled() -> bool:
    return bool(getattr(settings, "RATE_LIMITS_ENABLED", True))


def _window(limit: Limit, subject: str) -> tuple[str, int, float]:
    """(cache key, window index, now) of the current window of ``limit`` for ``subject``."""
    now = time.time()
    window_index = int(now // limit.window)
    return f"ratelimit:{limit.name}:{subject}:{window_index}", window_index, now


def _refusal(limit: Limit, window_index: int, now: float) -> Refusal:
    return Refusal(limit, max(1, math.ceil((window_index + 1) * limit.window - now)))


def count(name: str, subject: str) -> Refusal | None:
    """Count one event of ``subject`` (a client address, an account digest) against the limit
    ``name``; a ``Refusal`` when this event is over it."""
    if not _enabled():
        return None
    limit = limit_of(name)
    key, window_index, now = _window(limit, subject)
    cache.add(key, 0, timeout=limit.window + 1)
    try:
        counted = cache.incr(key)
    except ValueError:  # expired between add and incr: this event starts the window
        cache.set(key, 1, timeout=limit.window + 1)
        counted = 1
    return None if counted <= limit.requests else _refusal(limit, window_index, now)


def exceeded(name: str, subject: str) -> Refusal | None:
    """A ``Refusal`` when ``subject`` has already used up the limit ``name`` (nothing counted)."""
    if not _enabled():
        return None
    limit = limit_of(name)
    key, window_index, now = _window(limit, subject)
    counted = cache.get(key) or 0
    return _refusal(limit, window_index, now) if counted >= limit.requests else None


def check(request: HttpRequest, name: str, *, signed_in_too: bool = False) -> Refusal | None:
    """Count this request against the limit ``name`` of its client; a ``Refusal`` when it is
    over it."""
    if not signed_in_too and request.user.is_authenticated:
        return None
    return count(name, client_address(request))


def rate_limited(name: str, *, signed_in_too: bool = False) -> Callable[[View], View]:
    """Limit the view's POSTs (its GETs show forms and are never counted)."""

    def decorate(view: View) -> View:
        @wraps(view)
        def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
            if request.method == "POST":
                refusal = check(request, name, signed_in_too=signed_in_too)
                if refusal is not None:
                    return too_many_requests(request, refusal)
            return view(request, *args, **kwargs)

        return wrapper  # type: ignore[return-value]

    return decorate


def wait_text(seconds: int) -> str:
    if seconds < 60:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = math.ceil(seconds / 60)
    return f"{minutes} minute{'s' if minutes != 1 else ''}"


def too_many_requests(request: HttpRequest, refusal: Refusal) -> HttpResponse:
    limit = refusal.limit
    context = {
        "heading": "Too many requests",
        "message": (
            f"Too many {WHAT.get(limit.name, limit.name)} "
            f"{'for this account' if limit.name in PER_ACCOUNT else 'from your address'}: at most "
            f"{limit.requests} every {wait_text(limit.window)}. Nothing was changed. "
            f"Try again in {wait_text(refusal.retry_after)}."
        ),
    }
    response = limit_response(request, context, status=429)
    response["Retry-After"] = str(refusal.retry_after)
    return response


def limit_response(request: HttpRequest, context: dict[str, Any], *, status: int) -> HttpResponse:
    """The refusal as a page, or for htmx as a fragment put at the top of the page."""
    htmx = request.headers.get("HX-Request") == "true"
    template = "operations/refused.html#refusal" if htmx else "operations/refused.html"
    response = render(request, template, context, status=status)
    if htmx:
        response["HX-Retarget"] = "#main"
        response["HX-Reswap"] = "afterbegin"
    patch_vary_headers(response, ["HX-Request"])
    add_never_cache_headers(response)
    return response
