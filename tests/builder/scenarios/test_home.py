from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_it_explains_stackboard_and_offers_a_new_scenario(client: Client) -> None:
    response = client.get(reverse("builder-home"))
    assert response.status_code == 200
    body = response.content.decode()
    assert "Comprehensive Rules" in body
    assert f'action="{reverse("builder-new")}"' in body
    assert "csrfmiddlewaretoken" in body


def test_it_serves_htmx_from_our_own_origin(client: Client) -> None:
    body = client.get(reverse("builder-home")).content.decode()
    assert "/static/django_htmx/htmx-2.min.js" in body
    assert "https://" not in body.split("<body")[0]  # no CDN in <head>


def test_it_rejects_post(client: Client) -> None:
    assert client.post(reverse("builder-home")).status_code == 405
