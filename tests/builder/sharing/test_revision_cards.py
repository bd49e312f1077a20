"""Saved links never change meaning when the card data is refreshed (issue 33, point 1): a
revision keeps the card records its result was computed with, and its page shows its cards by
them, whatever a later import puts in the card table."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.cards.importing import import_cards_from_stream
from builder.models import Scenario
from builder.scenarios.services import board_view
from builder.sharing import services
from tests.builder.sharing_helpers import damage_draft

pytestmark = pytest.mark.django_db

# Alpine Grizzly as Scryfall has it (Khans of Tarkir): a vanilla 4/2 the engine doesn't define
# by hand, so it plays by the definition compiled from its card record.
GRIZZLY: dict[str, Any] = {
    "object": "card",
    "name": "Alpine Grizzly",
    "layout": "normal",
    "mana_cost": "{2}{G}",
    "cmc": 3.0,
    "type_line": "Creature — Bear",
    "oracle_text": "",
    "power": "4",
    "toughness": "2",
    "colors": ["G"],
    "color_identity": ["G"],
    "keywords": [],
}


def import_records(*records: dict[str, Any]) -> None:
    import_cards_from_stream(io.BytesIO(json.dumps(list(records)).encode()))


def grizzly_hits_bob() -> Scenario:
    """Alice's Alpine Grizzly deals 4 damage to Bob (20 -> 16), saved."""
    return services.do_save(damage_draft("Alpine Grizzly", 4, 1), "Grizzly").revision


def board_card(page: services.SharePage, name: str) -> Any:
    assert page.board is not None
    found = [
        obj
        for player in page.board.players
        for _, objects in player.zones
        for obj in objects
        if obj.card == name
    ]
    assert len(found) == 1
    return found[0]


def test_a_revision_keeps_its_cards_text_when_the_card_data_is_refreshed(client: Client) -> None:
    import_records(GRIZZLY)
    revision = grizzly_hits_bob()
    assert revision.cards["Alpine Grizzly"]["power"] == "4"
    assert revision.cards["Alpine Grizzly"]["oracle_text"] == ""

    # The card data is refreshed: the same name, another text and power (as an erratum could).
    import_records({**GRIZZLY, "power": "5", "oracle_text": "Flying", "keywords": ["Flying"]})
    assert board_card(services.share_page(revision), "Alpine Grizzly").power_toughness == "4/2"
    body = client.get(reverse("builder-scenario", args=[revision.public_id])).content.decode()
    assert "4/2" in body and "5/2" not in body
    # Today's replay of its step is made with the saved card too: nothing differs.
    assert not services.share_page(revision).stored.differs

    # Outside the revision, the card table's new record is what the engine plays.
    document = engine.dump(engine.new_scenario())
    document["players"][0]["battlefield"] = [{"id": "o1", "card": "Alpine Grizzly"}]
    fresh = board_view(document)
    grizzly = next(o for _, objs in fresh.players[0].zones for o in objs)
    assert grizzly.power_toughness == "5/2"


def test_a_revision_saved_before_card_records_were_kept_shows_todays_cards() -> None:
    import_records(GRIZZLY)
    revision = grizzly_hits_bob()
    Scenario.objects.filter(pk=revision.pk).update(cards={})
    revision.refresh_from_db()
    import_records({**GRIZZLY, "power": "5"})
    assert board_card(services.share_page(revision), "Alpine Grizzly").power_toughness == "5/2"
