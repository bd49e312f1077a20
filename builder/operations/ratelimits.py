"""Rate limits on anonymous writes: new drafts, saves, imports and uploads, puzzle publishing
and sign-in attempts.

Each limit counts requests per client address in fixed windows kept in Django's cache
(``django.core.cache``: local memory by default, Redis when configured), so every worker
process of one server shares the counts when the cache is shared.  A request over the limit is
answered 429 with ``Retry-After`` and a sentence saying when to try again: an htmx request gets
a fragment (shown at the top of the page), any other request a page.

Signed-in users are not limited, except when signing in (those count per address).  The
numbers can be changed with the ``RATE_LIMITS`` setting (``{"name": (requests, seconds)}``) and
switched off with ``RATE_LIMITS_ENABLED = False``.
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

__all__ = ["DEFAULT_LIMITS", "Limit", "check", "rate_limited"]

# name: (requests, window in seconds), per client address.
DEFAULT_LIMITS: dict[str, tuple[int, int]] = {
    "drafts": (60, 600),  # new drafts: new, fork, open a saved scenario in the builder
    "saves": (60, 600),  # saving a draft, new annotations
    "uploads": (20, 600),  # scenario imports and .pzl uploads
    "puzzles": (30, 600),  # publishing or editing a puzzle
    "logins": (10, 300),  # sign-in and sign-up attempts
}
WHAT = {
    "drafts": "new drafts",
    "saves": "saves",
    "uploads": "uploads",
    "puzzles": "puzzle publishing",
    "logins": "sign-in attempts",
}

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


def client_address(request: HttpRequest) -> str:
    """The address the request came from (``REMOTE_ADDR``: behind a proxy, the proxy must set it,
    e.g. gunicorn's ``--forwarded-allow-ips``)."""
    return str(request.META.get("REMOTE_ADDR") or "unknown")


def check(request: HttpRequest, name: str, *, signed_in_too: bool = False) -> Refusal | None:
    """Count this request against the limit ``name``; a ``Refusal`` when it is over it."""
    if not getattr(settings, "RATE_LIMITS_ENABLED", True):
        return None
    if not signed_in_too and request.user.is_authenticated:
        return None
    limit = limit_of(name)
    now = time.time()
    window_index = int(now // limit.window)
    key = f"ratelimit:{name}:{client_address(request)}:{window_index}"
    cache.add(key, 0, timeout=limit.window + 1)
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr: this request starts the window
        cache.set(key, 1, timeout=limit.window + 1)
        count = 1
    if count <= limit.requests:
        return None
    retry_after = max(1, math.ceil((window_index + 1) * limit.window - now))
    return Refusal(limit, retry_after)


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
            f"Too many {WHAT.get(limit.name, limit.name)} from your address: at most "
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
