"""Root URLconf: each concept's routes (its ``urls.py``), every route named with the ``builder-``
prefix (docs/web-app-layout.md)."""

from __future__ import annotations

from django.urls import include, path

urlpatterns = [
    path("", include("builder.scenarios.urls")),  # home, new, the draft pages: /b/<key>/...
    path("", include("builder.operations.urls")),  # healthz
    path("", include("builder.jobs.urls")),  # a background job's page: /jobs/<key>/
    path("rules/", include("builder.rules.urls")),  # the Comprehensive Rules, when imported
    path("", include("builder.sharing.urls")),  # saved scenarios, embeds, gallery: /s/...
    path("", include("builder.puzzles.urls")),  # authoring and solve mode: /s/<id>/..., /puzzles/
    path("", include("builder.accounts.urls")),  # /mine/, /accounts/...
    path("", include("builder.cards.urls")),  # the card database: /cards/...
]
