"""Routes of the board notation in the builder, under ``/b/<key>/`` (builder.scenarios.views.notation)."""

from __future__ import annotations

from django.urls import path

from builder.scenarios.views import notation

draft_urls = [
    path("paste/", notation.paste_board, name="builder-paste-board"),
]
