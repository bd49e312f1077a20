"""How a deployment refreshes its cards (docs/deploy.md): ``manage.py import_cards`` of
Scryfall's current ``oracle-cards`` bulk file. fixtures/scryfall_oracle_cards.json holds eight
records shaped as that file has them (``image_uris``, ``produced_mana``, ``prices``, faces with
their own images, a battle face's ``defense``; the layouts class, prototype, case, omen and
prepare), with today's Oracle wording."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from builder.cards.importing import import_cards_from_stream
from builder.models import Card
from tests.builder.cards.helpers import FIXTURES

pytestmark = pytest.mark.django_db

SCRYFALL_FILE = FIXTURES / "scryfall_oracle_cards.json"

# Two records as the offline 2026 card file has them (../shared/carddata): Arcane Proxy added
# from a preview capture, in the wording of its preview; Bitterblossom as the 2022 data had it.
OFFLINE_RECORDS: list[dict[str, Any]] = [
    {
        "object": "card",
        "id": None,
        "oracle_id": None,
        "name": "Arcane Proxy",
        "layout": "prototype",
        "mana_cost": "{7}",
        "cmc": 7.0,
        "type_line": "Artifact Creature — Wizard",
        "oracle_text": "Prototype {1}{U}{U} — 2/1 (You may cast this spell with different mana "
        "cost, color, and size. It keeps its abilities and types.)\nWhen Arcane Proxy enters the "
        "battlefield, if you cast it, exile target instant or sorcery card with mana value less "
        "than or equal to Arcane Proxy's power from your graveyard. Copy that card. You may cast "
        "the copy without paying its mana cost.",
        "power": "4",
        "toughness": "3",
        "colors": [],
        "color_identity": ["U"],
        "keywords": ["Prototype"],
        "set": "bro",
        "collector_number": "319",
        "data_source": "xmage+magic-spoiler",
    },
    {
        "object": "card",
        "id": "8145fed6-6b51-420a-84cf-4ea5e0aa1883",
        "oracle_id": "fb868840-09fa-49b1-85cb-b08ad065e972",
        "name": "Bitterblossom",
        "layout": "normal",
        "mana_cost": "{1}{B}",
        "cmc": 2.0,
        "type_line": "Tribal Enchantment — Faerie",
        "oracle_text": "At the beginning of your upkeep, you lose 1 life and create a 1/1 black "
        "Faerie Rogue creature token with flying.",
        "colors": ["B"],
        "color_identity": ["B"],
        "keywords": [],
    },
]


def import_command(path: object) -> str:
    out = io.StringIO()
    call_command("import_cards", str(path), stdout=out, stderr=io.StringIO())
    return out.getvalue()


def card_page(client: Client, name: str) -> str:
    response = client.get(reverse("builder-card", args=[name]))
    assert response.status_code == 200
    return response.content.decode()


def test_scryfalls_current_bulk_file_imports_every_record() -> None:
    out = import_command(SCRYFALL_FILE)
    assert out.startswith("Imported 8 records: 8 created, 0 updated, 0 unchanged, 0 skipped")
    layouts = dict(Card.objects.values_list("name", "layout"))
    assert layouts["Alchemist's Talent"] == "class"
    assert layouts["Arcane Proxy"] == "prototype"
    assert layouts["Case of the Burning Masks"] == "case"
    assert layouts["Bloomvine Regent // Claim Territory"] == "omen"
    assert layouts["Blazing Firesinger // Seething Song"] == "prepare"
    battle = Card.objects.get(name="Invasion of Ergamon // Truga Cliffcharger")
    assert battle.defense == "5"  # the front face's (310.4a)
    assert [face.get("defense") for face in battle.faces] == ["5", None]
    assert battle.type_line == "Battle — Siege // Creature — Rhino"
    omen = Card.objects.get(name="Bloomvine Regent // Claim Territory")
    assert [face["name"] for face in omen.faces] == ["Bloomvine Regent", "Claim Territory"]
    assert omen.mana_cost == "{3}{G}{G} // {2}{G}"
    assert not Card.objects.exclude(data_source="").exists()  # Scryfall's records have none
    # The same file again changes nothing.
    assert "0 created, 0 updated, 8 unchanged" in import_command(SCRYFALL_FILE)


def test_a_battles_card_page_shows_its_defense(client: Client) -> None:
    import_command(SCRYFALL_FILE)
    body = card_page(client, "Invasion of Ergamon // Truga Cliffcharger")
    assert "<dt>Defense</dt>" in body and "<dd>5</dd>" in body


def test_refreshing_from_scryfall_replaces_the_offline_files_preview_text(client: Client) -> None:
    import_cards_from_stream(io.BytesIO(json.dumps(OFFLINE_RECORDS).encode()))
    proxy = Card.objects.get(name="Arcane Proxy")
    assert proxy.data_source == "xmage+magic-spoiler"
    assert "Text as previewed, source: " in card_page(client, "Arcane Proxy")
    assert "Text as previewed" not in card_page(client, "Bitterblossom")

    out = import_command(SCRYFALL_FILE)
    assert "6 created, 2 updated, 0 unchanged" in out
    proxy.refresh_from_db()
    assert proxy.data_source == ""
    assert "When this creature enters, if you cast it" in proxy.oracle_text
    assert "Text as previewed" not in card_page(client, "Arcane Proxy")
    # Tribal is Kindred in today's Oracle wording (308, the glossary's obsolete Tribal); the
    # card keeps its row.
    assert Card.objects.get(name="Bitterblossom").type_line == "Kindred Enchantment — Faerie"
