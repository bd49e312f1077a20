"""The card database's pages, included by ``builder.urls`` at the site root."""

from __future__ import annotations

from django.urls import path

from builder.cards import views as cards

urlpatterns = [
    path("cards/", cards.card_search, name="builder-cards"),
    path("cards/autocomplete/", cards.card_autocomplete, name="builder-card-autocomplete"),
    # <path:> because names may contain "/" ("Fire // Ice").
    path("cards/<path:key>/", cards.card_detail, name="builder-card"),
]
