"""GET /cards/: the search page, its htmx ``results`` fragment, and errors shown, not raised."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.builder.cards.helpers import HTMX

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_cards")]

URL = reverse("builder-cards")


def test_it_shows_the_search_form_without_a_query(client: Client) -> None:
    response = client.get(URL)

    assert response.status_code == 200
    body = response.content.decode()
    assert '<form method="get" action="/cards/" role="search"' in body
    # Submitted by htmx; builder/js/card-search.js submits it as the reader types.
    assert 'role="search" data-card-search' in body and 'hx-trigger="submit"' in body
    assert "/static/builder/js/card-search.js" in body
    assert "Type a name or a search" in body
    assert "<html" in body


def test_it_lists_matching_cards_with_links_costs_and_labels(client: Client) -> None:
    response = client.get(URL, {"q": "fire"})

    assert response.status_code == 200
    body = response.content.decode()
    assert "5 cards." in body
    assert f'href="{reverse("builder-card", args=["Fire // Ice"])}"' in body
    assert (
        '<i class="ms ms-cost ms-x" role="img" aria-label="X generic mana" title="X generic mana"></i>'
        in body
    )
    assert body.count('class="automation-label') == 5
    assert body.index("Fire // Ice") < body.index("Fireball") < body.index("Hellfire")


def test_an_htmx_request_gets_only_the_results_fragment(client: Client) -> None:
    response = client.get(URL, {"q": "t:angel"}, headers=HTMX)

    assert response.status_code == 200
    body = response.content.decode()
    assert "<html" not in body and "<form" not in body
    assert "Angel of Grace" in body and "Serra Angel" in body
    assert "HX-Request" in response["Vary"]


def test_an_htmx_history_restore_gets_the_full_page(client: Client) -> None:
    headers = {**HTMX, "HX-History-Restore-Request": "true"}

    response = client.get(URL, {"q": "t:angel"}, headers=headers)

    assert "<html" in response.content.decode()


def test_a_bad_query_shows_the_error_with_status_200(client: Client) -> None:
    response = client.get(URL, {"q": "t:elf foo:bar"}, headers=HTMX)

    assert response.status_code == 200
    body = response.content.decode()
    assert 'role="alert"' in body
    assert "unknown keyword &#x27;foo:&#x27;" in body
    assert "(at character 7)" in body
    assert "t:elf foo:bar\n      ^" in body


def test_a_query_with_no_match_says_so(client: Client) -> None:
    body = client.get(URL, {"q": "t:elephant"}).content.decode()

    assert "No card matches “t:elephant”." in body


def test_a_misspelt_name_offers_the_closest_names(client: Client) -> None:
    body = client.get(URL, {"q": "serra angle"}).content.decode()

    assert "Closest names:" in body and "Serra Angel" in body


def test_the_limit_parameter_caps_the_list(client: Client) -> None:
    body = client.get(URL, {"q": "t:creature", "limit": "2"}).content.decode()

    assert "13 cards, 1–2 shown (page 1 of 7)." in body
    assert body.count('<li class="card-row">') == 2


def test_an_invalid_limit_is_a_form_error(client: Client) -> None:
    response = client.get(URL, {"q": "t:creature", "limit": "lots"})

    assert response.status_code == 400
    assert "Enter a whole number." in response.content.decode()


def test_it_rejects_post(client: Client) -> None:
    assert client.post(URL, {"q": "bolt"}).status_code == 405
