"""Response security headers that Django 5.2 does not set on its own.

Every response gets a Content-Security-Policy that only allows our own origin and forbids
framing.  A view meant to be embedded elsewhere (the future embed views) is wrapped in
``allow_framing``: its responses may be framed by any site, both through CSP
``frame-ancestors`` and by exempting them from ``X-Frame-Options``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase

CONTENT_SECURITY_POLICY = (
    "default-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
)
FRAME_ANCESTORS_NONE = "frame-ancestors 'none'"
FRAME_ANCESTORS_ANY = "frame-ancestors *"

_ALLOW_FRAMING_ATTR = "stackboard_allow_framing"

View = TypeVar("View", bound=Callable[..., HttpResponse])


def content_security_policy(*, framing_allowed: bool) -> str:
    frame_ancestors = FRAME_ANCESTORS_ANY if framing_allowed else FRAME_ANCESTORS_NONE
    images = (f"img-src 'self' {settings.CARD_IMAGE_HOST}",) if settings.CARD_IMAGES else ()
    return "; ".join((*CONTENT_SECURITY_POLICY, *images, frame_ancestors))


def allow_framing(view: View) -> View:
    """Let any site embed this view's responses in a frame."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        response = view(request, *args, **kwargs)
        setattr(response, _ALLOW_FRAMING_ATTR, True)
        response.xframe_options_exempt = True
        return response

    return wrapper  # type: ignore[return-value]


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        framing_allowed = getattr(response, _ALLOW_FRAMING_ATTR, False)
        response.headers.setdefault(
            "Content-Security-Policy", content_security_policy(framing_allowed=framing_allowed)
        )
        return response
