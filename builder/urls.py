"""Root URLconf: small per-resource lists, every route named with the ``builder-`` prefix."""

from __future__ import annotations

from django.urls import include, path

from builder.views import pages, scenarios

draft_urls = [
    path("", scenarios.draft, name="builder-draft"),
    path("life/", scenarios.set_life, name="builder-set-life"),
    path("cards/", scenarios.add_card, name="builder-add-card"),
    path("damage/", scenarios.deal_damage, name="builder-deal-damage"),
    path("save/", scenarios.save, name="builder-save"),
]

urlpatterns = [
    path("", pages.home, name="builder-home"),
    path("new/", scenarios.new, name="builder-new"),
    path("b/<slug:key>/", include(draft_urls)),
    path("s/<slug:public_id>/", scenarios.scenario, name="builder-scenario"),
    path("", include("builder.urls_cards")),  # the card database: /cards/...
]
