"""Request bodies over the size limit are refused before they are read.

The largest thing anyone sends is an uploaded scenario document (1 MB, builder.sharing.services.exchange)
with its form; a request whose ``Content-Length`` says more than ``MAX_REQUEST_BYTES`` is
answered 413 at once, so a 100 MB upload is never read into memory or spooled to disk.  Bodies
under the limit stay in memory (``FILE_UPLOAD_MAX_MEMORY_SIZE``, builder.settings), and Django
reads no more than ``Content-Length`` bytes of any body.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase

from builder.operations.ratelimits import limit_response

DEFAULT_MAX_REQUEST_BYTES = 1_500_000


def max_request_bytes() -> int:
    return int(getattr(settings, "MAX_REQUEST_BYTES", DEFAULT_MAX_REQUEST_BYTES))


def declared_length(request: HttpRequest) -> int:
    try:
        return max(int(request.META.get("CONTENT_LENGTH") or 0), 0)
    except ValueError:
        return 0


class RequestSizeLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        size, limit = declared_length(request), max_request_bytes()
        if size > limit:
            response = limit_response(
                request,
                {
                    "heading": "Upload too large",
                    "message": (
                        f"This request is {size:,} bytes; the limit is {limit:,} bytes "
                        f"({limit / 1_000_000:.1f} MB). Nothing was read or changed: send a "
                        "smaller file."
                    ),
                },
                status=413,
            )
            response["Connection"] = "close"  # the unread body is not ours to wait for
            return response
        return self.get_response(request)
