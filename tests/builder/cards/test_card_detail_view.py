"""GET /cards/<name or id>/: one card with its faces, symbols spelled out, and automation label."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Card

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_cards")]


def detail(client: Client, key: str) -> str:
    response = client.get(reverse("builder-card", args=[key]))
    assert response.status_code == 200
    return response.content.decode()


def test_it_shows_a_card_by_name(client: Client) -> None:
    body = detail(client, "Grizzly Bears")

    assert '<h1 id="card-title">Grizzly Bears</h1>' in body
    # Mana-font symbols, each with its meaning as its accessible name.
    assert (
        '<i class="ms ms-cost ms-1" role="img" aria-label="one generic mana" title="one generic mana"></i>'
        in body
    )
    assert (
        '<i class="ms ms-cost ms-g" role="img" aria-label="one green mana" title="one green mana"></i>'
        in body
    )
    assert "Creature — Bear" in body
    assert "<dd>2/2</dd>" in body
    assert 'class="automation-label' in body


def test_it_finds_a_card_by_id_scryfall_id_oracle_id_and_folded_name(client: Client) -> None:
    bolt = Card.objects.get(name="Lightning Bolt")
    for key in (str(bolt.pk), str(bolt.scryfall_id), str(bolt.oracle_id), "lightning bolt"):
        assert '<h1 id="card-title">Lightning Bolt</h1>' in detail(client, key)


def test_a_name_with_slashes_works(client: Client) -> None:
    body = detail(client, "Fire // Ice")

    assert "<h2>Fire</h2>" in body and "<h2>Ice</h2>" in body
    assert "Tap target permanent." in body


def test_symbols_in_rules_text_are_spelled_out(client: Client) -> None:
    body = detail(client, "Llanowar Elves")

    assert '<p><abbr class="mana-symbol mana-t" title="tap">{T}</abbr>: Add ' in body


def test_it_shows_loyalty(client: Client) -> None:
    body = detail(client, "Liliana of the Veil")

    assert "<dt>Loyalty</dt>" in body and "<dd>3</dd>" in body


def test_an_unknown_card_is_404(client: Client) -> None:
    assert client.get(reverse("builder-card", args=["No Such Card"])).status_code == 404
    assert client.get(reverse("builder-card", args=["999999"])).status_code == 404


def test_it_rejects_post(client: Client) -> None:
    assert client.post(reverse("builder-card", args=["Shock"])).status_code == 405
