"""GET /cards/autocomplete/: up to ten datalist options for a partly typed name."""

from __future__ import annotations

import pytest
from django.template.loader import render_to_string
from django.test import Client
from django.urls import reverse

from tests.builder.cards.helpers import HTMX

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_cards")]

URL = reverse("builder-card-autocomplete")


def test_it_answers_options_with_the_automation_label(client: Client) -> None:
    response = client.get(URL, {"q": "grizz"}, headers=HTMX)

    assert response.status_code == 200
    body = response.content.decode()
    assert body.count("<option") == 1
    assert '<option value="Grizzly Bears">Grizzly Bears (' in body


def test_it_reads_the_parameter_named_by_field(client: Client) -> None:
    body = client.get(URL, {"field": "card", "card": "angel"}).content.decode()

    assert '<option value="Angel of Grace">' in body and '<option value="Serra Angel">' in body


def test_it_answers_at_most_ten_names(client: Client) -> None:
    assert client.get(URL, {"q": "e"}).content.decode().count("<option") == 10


def test_nothing_typed_nothing_suggested(client: Client) -> None:
    assert "<option" not in client.get(URL).content.decode()


def test_it_rejects_post(client: Client) -> None:
    assert client.post(URL, {"q": "bolt"}).status_code == 405


def test_the_input_include_is_debounced_and_points_at_its_datalist() -> None:
    html = render_to_string(
        "cards/_autocomplete_input.html", {"field_name": "card", "value": "Shock"}
    )

    assert 'name="card" id="id_card" value="Shock"' in html
    assert 'list="id_card-suggestions"' in html
    assert '<datalist id="id_card-suggestions"></datalist>' in html
    assert 'hx-trigger="keyup changed delay:250ms"' in html
    assert 'hx-target="#id_card-suggestions"' in html
    assert f'hx-get="{URL}?field=card"' in html
