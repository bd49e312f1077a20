from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Scenario
from tests.builder.factories import ScenarioFactory

pytestmark = pytest.mark.django_db


def test_anyone_can_read_it(client: Client, saved: Scenario) -> None:
    response = client.get(reverse("builder-scenario", args=[saved.public_id]))
    assert response.status_code == 200
    body = response.content.decode()
    assert "Grizzly Bears deals 2 damage to Bob." in body
    assert "CR 120.3a" in body
    assert 'data-testid="life-A">Life <strong>20</strong>' in body
    assert "The board as text" in body


def test_it_offers_no_way_to_edit(client: Client, saved: Scenario) -> None:
    body = client.get(reverse("builder-scenario", args=[saved.public_id])).content.decode()
    assert "hx-post" not in body
    assert "/b/" not in body


def test_its_title_is_escaped(client: Client) -> None:
    saved = ScenarioFactory.create(title="<img src=x onerror=alert(1)>")
    body = client.get(reverse("builder-scenario", args=[saved.public_id])).content.decode()
    assert "<img src=x" not in body
    assert "&lt;img src=x onerror=alert(1)&gt;" in body


def test_an_unknown_id_is_404(client: Client) -> None:
    assert client.get(reverse("builder-scenario", args=["nope"])).status_code == 404


def test_it_rejects_post(client: Client, saved: Scenario) -> None:
    assert client.post(reverse("builder-scenario", args=[saved.public_id])).status_code == 405
