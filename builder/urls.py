"""Root URLconf: small per-resource lists, every route named with the ``builder-`` prefix."""

from __future__ import annotations

from django.urls import include, path

from builder import operations, urls_editor, urls_notation, urls_play
from builder.views import editor, jobs, pages, scenarios, sharing

draft_urls = [
    path("", scenarios.draft, name="builder-draft"),
    path("life/", editor.set_life, name="builder-set-life"),
    path("cards/", editor.add_card, name="builder-add-card"),
    path("save/", sharing.save, name="builder-save"),
]

urlpatterns = [
    path("", pages.home, name="builder-home"),
    path("healthz", operations.healthz, name="builder-healthz"),
    path("jobs/<slug:key>/", jobs.job, name="builder-job"),
    path("new/", scenarios.new, name="builder-new"),
    path("b/<slug:key>/", include(draft_urls)),
    path("b/<slug:key>/", include(urls_play.draft_urls)),  # actions, decisions, history, log
    path("b/<slug:key>/", include(urls_editor.draft_urls)),  # the board editor
    path("b/<slug:key>/", include(urls_notation.draft_urls)),  # paste a board as text
    path("rules/", include(urls_play.rules_urls)),  # the Comprehensive Rules, when imported
    path("", include("builder.urls_sharing")),  # saved scenarios, embeds, gallery: /s/...
    path("", include("builder.urls_cards")),  # the card database: /cards/...
]
