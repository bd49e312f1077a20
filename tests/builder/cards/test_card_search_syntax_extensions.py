"""Issue 18, point 9: regular expressions, ``~`` for the card's own name, comparisons between a
card's numbers, set:/e: and r: (stored by the importer), is:commander, on the 26 fixture cards
(plus three with printings and rarities, imported here)."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from builder.cards import importing as cardimport
from builder.cards import search as cardsearch
from builder.models import Card

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_cards")]

PRINTED = [
    {
        "name": "Black Lotus",
        "type_line": "Artifact",
        "oracle_text": "{T}, Sacrifice Black Lotus: Add three mana of any one color.",
        "set": "LEA",
        "rarity": "rare",
        "printings": ["LEA", "LEB", "2ED"],
    },
    {
        "name": "Atraxa, Praetors' Voice",
        "type_line": "Legendary Creature — Phyrexian Angel Horror",
        "oracle_text": "Flying, vigilance, deathtouch, lifelink",
        "power": "4",
        "toughness": "4",
        "set": "C16",
        "rarity": "mythic",
        "printings": ["C16", "2X2"],
    },
    {
        "name": "Commodore Guff",
        "type_line": "Legendary Planeswalker — Guff",
        "oracle_text": "Commodore Guff can be your commander.",
        "loyalty": "5",
        "set": "AFC",
        "rarity": "mythic",
    },
]


def names(query: str) -> list[str]:
    results = cardsearch.search_cards(query, limit=100)
    assert results.error is None, results.error
    return sorted(card.name for card in results.cards)


@pytest.fixture
def printed_cards(fixture_cards: list[Card]) -> None:
    summary = cardimport.import_cards_from_stream(io.BytesIO(json.dumps(PRINTED).encode()))
    assert summary.created == 3 and summary.skipped == 0


def test_a_regular_expression_between_slashes_searches_names() -> None:
    assert names("/^fire/") == ["Fire // Ice", "Fireball", "Firebolt"]
    assert names("/bolt$/") == ["Firebolt", "Lightning Bolt"]


def test_regular_expressions_search_the_type_line_and_the_rules_text() -> None:
    assert names("t:/^legendary .*goblin/") == ["Grenzo, Dungeon Warden"]
    assert "Lightning Bolt" in names(r"o:/deals \d+ damage/")
    assert "Shock" in names(r"o:/deals \d+ damage/")
    assert "Fireball" not in names(r"o:/deals \d+ damage/")  # X damage, no digit


def test_a_bad_regular_expression_is_an_error_at_its_place() -> None:
    results = cardsearch.search_cards("t:goblin o:/(unclosed/")
    assert results.error is not None
    assert results.error.message.startswith("not a regular expression")
    assert results.error.position == 11  # where the expression starts (after "o:")


def test_tilde_is_the_cards_own_name_in_rules_text(printed_cards: None) -> None:
    # "{T}, Sacrifice Black Lotus: ..." -> "{t}, sacrifice ~: ..."
    assert names('o:"sacrifice ~"') == ["Black Lotus"]
    assert names("o:/^~ can be your/") == ["Commodore Guff"]


def test_two_of_a_cards_numbers_compared() -> None:
    assert names("pow>tou") == ["Angel of Grace", "Bonecrusher Giant // Stomp"]  # 5/4, 4/3
    more_toughness = names("tou>pow")
    assert "Tarmogoyf" in more_toughness  # */1+*: stars count as 0
    assert "Grizzly Bears" not in more_toughness
    assert "Grizzly Bears" in names("pow=tou t:bear")


def test_set_and_edition_match_any_printing(printed_cards: None) -> None:
    assert names("set:leb") == ["Black Lotus"]
    assert names("e:2x2") == ["Atraxa, Praetors' Voice"]
    assert "Grizzly Bears" in names("set:10e")  # the fixture's only printing


def test_rarity_is_stored_and_compared_in_order(printed_cards: None) -> None:
    assert Card.objects.get(name="Black Lotus").rarity == "rare"
    assert names("r:mythic") == ["Atraxa, Praetors' Voice", "Commodore Guff"]
    assert names("r>=rare") == ["Atraxa, Praetors' Voice", "Black Lotus", "Commodore Guff"]
    assert names("r:m t:angel") == ["Atraxa, Praetors' Voice"]


def test_is_commander_is_a_legendary_creature_or_a_card_that_says_so(printed_cards: None) -> None:
    found = names("is:commander")
    assert "Atraxa, Praetors' Voice" in found and "Grenzo, Dungeon Warden" in found
    assert "Commodore Guff" in found  # "can be your commander"
    assert "Liliana of the Veil" not in found and "Serra Angel" not in found


def test_results_come_a_page_at_a_time() -> None:
    first = cardsearch.search_cards("t:creature", limit=5)
    second = cardsearch.search_cards("t:creature", limit=5, page=2)
    assert first.total == second.total > 10
    assert (first.first_shown, first.last_shown, second.first_shown) == (1, 5, 6)
    assert first.has_next and not first.has_previous and second.has_previous
    assert not {c.name for c in first.cards} & {c.name for c in second.cards}
    last = cardsearch.search_cards("t:creature", limit=5, page=first.pages)
    assert not last.has_next and len(last.cards) == first.total - 5 * (first.pages - 1)


def test_the_search_page_links_the_next_page(client: Any) -> None:
    body = client.get("/cards/", {"q": "t:creature", "limit": "5"}).content.decode()
    assert "1–5 shown (page 1 of" in body
    assert 'href="?q=t%3Acreature&amp;limit=5&amp;page=2"' in body
    body = client.get("/cards/", {"q": "t:creature", "limit": "5", "page": "2"}).content.decode()
    assert "6–10 shown (page 2 of" in body and 'rel="prev"' in body
