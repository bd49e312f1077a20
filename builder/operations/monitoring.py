"""Operations: one log line per request, and the health endpoint a load balancer polls.

The request log line is ``method=GET path=/s/abc/ status=200 duration_ms=3.1 request_id=...``
on the ``stackboard.requests`` logger (stdout, see ``LOGGING`` in the settings). The path is
logged without its query string: edit links carry their secret token there. The request id is
the caller's ``X-Request-ID`` when it is a plain token (a proxy's), else a new one; the response
carries it back in the same header so a user's report can be found in the log.
"""

from __future__ import annotations

import logging
import re
import time
import unicodedata
import uuid
from collections.abc import Callable

from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.cache import add_never_cache_headers
from django.views.decorators.http import require_GET

logger = logging.getLogger("stackboard.requests")

REQUEST_ID_HEADER = "X-Request-ID"
_REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")


def request_id_of(request: HttpRequest) -> str:
    incoming = request.headers.get(REQUEST_ID_HEADER, "")
    return incoming if _REQUEST_ID.fullmatch(incoming) else uuid.uuid4().hex


class RequestLogMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        started = time.perf_counter()
        request_id = request_id_of(request)
        request.request_id = request_id  # type: ignore[attr-defined]
        status = 500
        try:
            response = self.get_response(request)
            status = response.status_code
            response[REQUEST_ID_HEADER] = request_id
            return response
        finally:
            duration = (time.perf_counter() - started) * 1000
            logger.info(
                "method=%s path=%s status=%d duration_ms=%.1f request_id=%s",
                _quoted(str(request.method)),
                _quoted(request.path),
                status,
                duration,
                request_id,
            )


def _quoted(field: str) -> str:
    """A field that stays one field of one line, read as it is: it is quoted when it holds a
    space, a quote or a backslash, and every character a terminal or a log reader could act on
    is escaped (``\\n``, ``\\x1b``, ``\\u2028``): C0 and C1 controls (CR, LF, ESC, NEL, ...),
    DEL, the line and paragraph separators U+2028/U+2029, and invisible format characters
    (bidirectional overrides, zero-width spaces), so a request can neither start a forged line
    nor recolor or reorder one."""
    escaped = "".join(_escaped(character) for character in field)
    if escaped == field and " " not in field:
        return field
    return f'"{escaped}"'


_SHORT_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
# Cc: controls; Cf: format (bidi overrides, zero-width); Zl, Zp: U+2028, U+2029; Cs: lone
# surrogates; Co, Cn: private and unassigned (nothing a path needs, shown as their numbers).
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})


def _escaped(character: str) -> str:
    if character in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[character]
    if unicodedata.category(character) in _UNSAFE_CATEGORIES or (
        character.isspace() and character != " "
    ):
        code = ord(character)
        if code < 0x100:
            return f"\\x{code:02x}"
        return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"
    return character


@require_GET
def healthz(request: HttpRequest) -> HttpResponse:
    """200 when the database answers a query and the cache keeps a value; 503 saying which
    failed otherwise."""
    checks = {"database": _check(_database_answers), "cache": _check(_cache_keeps_a_value)}
    healthy = all(value == "ok" for value in checks.values())
    response = JsonResponse({"status": "ok" if healthy else "failing", **checks})
    if not healthy:
        response.status_code = 503
    add_never_cache_headers(response)
    return response


def _check(probe: Callable[[], None]) -> str:
    try:
        probe()
    except Exception as error:  # noqa: BLE001 - a health check reports any failure, never raises
        logging.getLogger(__name__).error("health check failed: %s", error, exc_info=True)
        return f"failing: {type(error).__name__}"
    return "ok"


def _database_answers() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        if cursor.fetchone() != (1,):
            raise RuntimeError("SELECT 1 did not answer 1")


def _cache_keeps_a_value() -> None:
    key, value = f"healthz:{uuid.uuid4().hex}", uuid.uuid4().hex
    cache.set(key, value, timeout=30)
    try:
        if cache.get(key) != value:
            raise RuntimeError("the cache did not keep a value")
    finally:
        cache.delete(key)
