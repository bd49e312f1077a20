"""The card database's pages: search (full page or its ``results`` fragment), one card, and
name suggestions for the autocomplete input (``_autocomplete_input.html``)."""

from __future__ import annotations

import uuid

from django import forms
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET
from django_htmx.middleware import HtmxDetails

from builder.cards import search as cardsearch
from builder.cards.display import display_faces, text_source
from builder.cards.models import Card
from builder.cards.search.service import DEFAULT_LIMIT, MAX_LEVEL_CHECKS, MAX_LIMIT
from builder.cards.search.text import name_key
from builder.operations.heavy_work import refused_when_busy

AUTOCOMPLETE_LIMIT = 10


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


class CardSearchForm(forms.Form):
    q = forms.CharField(label="Search cards", required=False, max_length=500, strip=True)
    limit = forms.IntegerField(required=False, min_value=1, max_value=MAX_LIMIT)
    page = forms.IntegerField(required=False, min_value=1, max_value=10_000)


def _wants_fragment(request: HtmxHttpRequest) -> bool:
    htmx: HtmxDetails | None = getattr(request, "htmx", None)
    return htmx is not None and bool(htmx) and not htmx.history_restore_request


@require_GET
@refused_when_busy
def card_search(request: HtmxHttpRequest) -> HttpResponse:
    form = CardSearchForm(request.GET)
    results = None
    status = 200
    if form.is_valid():
        if form.cleaned_data["q"]:
            limit = form.cleaned_data["limit"] or DEFAULT_LIMIT
            page = form.cleaned_data["page"] or 1
            results = cardsearch.search_cards(form.cleaned_data["q"], limit=limit, page=page)
    else:
        status = 400
    template = "cards/search.html"
    if _wants_fragment(request):
        template += "#results"
    context = {"form": form, "results": results, "max_level_checks": MAX_LEVEL_CHECKS}
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def _get_card(key: str) -> Card:
    """A card by database id, Scryfall id or oracle id, or name (exact, then folded)."""
    if key.isdigit():
        card = Card.objects.filter(pk=int(key)).first()
    else:
        try:
            card_uuid = uuid.UUID(key)
        except ValueError:
            card = Card.objects.filter(name=key).first()
            card = card or Card.objects.filter(search_name=name_key(key)).first()
        else:
            by_scryfall_id = Card.objects.filter(scryfall_id=card_uuid).first()
            card = by_scryfall_id or Card.objects.filter(oracle_id=card_uuid).first()
    if card is None:
        raise Http404("No card has that name or id.")
    return card


@require_GET
def card_detail(request: HttpRequest, key: str) -> HttpResponse:
    card = _get_card(key)
    context = {
        "card": card,
        "faces": display_faces(card),
        "text_source": text_source(card.data_source),
    }
    return render(request, "cards/detail.html", context)


@require_GET
def card_autocomplete(request: HttpRequest) -> HttpResponse:
    """Up to ten ``<option>`` elements for the datalist of an autocomplete input.

    The text is read from the ``q`` parameter, or from the parameter named by ``field`` (the
    input sends its own name and value).
    """
    field = request.GET.get("field", "q")
    text = request.GET.get(field, "") or request.GET.get("q", "")
    choices = cardsearch.autocomplete(text[:200], limit=AUTOCOMPLETE_LIMIT)
    return render(request, "cards/_autocomplete_options.html", {"choices": choices})
