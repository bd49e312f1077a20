"""Card search (issue 30, point 6): Alchemy rebalances after real cards, is:rebalanced,
is:automated / is:partial, the closest names in every unknown-card message, and the index
built as a server process starts."""

from __future__ import annotations

import importlib

import pytest
from django.test import Client
from django.urls import reverse

from builder.cards import search as cardsearch
from builder.cards.levels import automation_level
from builder.cards.search import service
from builder.models import Card
from builder.scenarios.services import ServiceError
from builder.scenarios.services.editor_cards import resolve_card
from builder.scenarios.services.notation import read_notation
from tests.builder.cards.factories import CardFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_cards")]


@pytest.fixture
def rebalances() -> None:
    """Two Alchemy rebalances (Scryfall names them "A-" and the card's name)."""
    CardFactory(
        name="A-Lightning Bolt",
        mana_cost="{R}",
        mana_value=1.0,
        colors="R",
        color_identity="R",
        type_line="Instant",
        oracle_text="A-Lightning Bolt deals 3 damage to any target.",
        power=None,
        toughness=None,
    )
    CardFactory(name="A-Grizzly Bears")
    cardsearch.invalidate_index()


def names(query: str, **kwargs: int) -> list[str]:
    results = cardsearch.search_cards(query, **kwargs)
    assert results.error is None, results.error
    return [card.name for card in results.cards]


# --- rebalances -----------------------------------------------------------------------------


@pytest.mark.usefixtures("rebalances")
def test_real_cards_come_before_their_rebalances() -> None:
    # "a lightning bolt" sorts first by name: the rebalance still comes after the real cards.
    assert names("bolt") == ["Firebolt", "Lightning Bolt", "A-Lightning Bolt"]
    assert names("lightning bolt") == ["Lightning Bolt", "A-Lightning Bolt"]
    assert names("t:creature c:g")[-1] == "A-Grizzly Bears"


@pytest.mark.usefixtures("rebalances")
def test_is_rebalanced_asks_for_rebalances_only_and_an_exact_name_finds_one_first() -> None:
    assert names("is:rebalanced") == ["A-Grizzly Bears", "A-Lightning Bolt"]
    assert names("bolt -is:rebalanced") == ["Firebolt", "Lightning Bolt"]
    assert names('!"A-Lightning Bolt"') == ["A-Lightning Bolt"]
    assert names("a lightning bolt")[0] == "A-Lightning Bolt"  # its exact name


@pytest.mark.usefixtures("rebalances")
def test_suggestions_offer_real_cards_before_rebalances() -> None:
    suggested = [choice.name for choice in cardsearch.autocomplete("a")]
    assert suggested[:2] == ["Agadeem's Awakening // Agadeem, the Undercrypt", "Angel of Grace"]
    assert suggested[-2:] == ["A-Grizzly Bears", "A-Lightning Bolt"]
    assert [c.name for c in cardsearch.autocomplete("lightning")] == [
        "Lightning Bolt",
        "A-Lightning Bolt",
    ]


# --- automation levels ----------------------------------------------------------------------


def test_is_automated_and_is_partial_agree_with_every_cards_label() -> None:
    labels = {card.name: str(automation_level(card)) for card in Card.objects.all()}
    automated = sorted(name for name, label in labels.items() if label == "automated")
    partial = sorted(name for name, label in labels.items() if label == "partially automated")
    assert automated and partial
    assert sorted(names("is:automated", limit=100)) == automated
    assert sorted(names("is:partial")) == partial
    assert len(names("-is:automated", limit=100)) == len(labels) - len(automated)


def test_the_level_filters_narrow_the_rest_of_the_query_in_its_order() -> None:
    # Today's engine: Liliana's -X ability and Agadeem's land face are not all applied;
    # Goblin Guide has only its keywords, Bonecrusher Giant's adventure is text only.
    assert names("is:partial") == [
        "Agadeem's Awakening // Agadeem, the Undercrypt",
        "Liliana of the Veil",
    ]
    assert names("t:creature c:r is:automated") == [
        "Grenzo, Dungeon Warden",
        "Kird Ape",
        "Tilonalli's Summoner",
    ]
    assert names("c:r -is:automated") == ["Bonecrusher Giant // Stomp", "Goblin Guide"]
    results = cardsearch.search_cards("c:r is:automated", limit=3, page=2)
    assert results.total == 9 and results.pages == 3
    # Fire // Ice, Fireball, Firebolt on page 1.
    assert [card.name for card in results.cards] == [
        "Grenzo, Dungeon Warden",
        "Kird Ape",
        "Lightning Bolt",
    ]


def test_a_level_inside_or_is_refused_with_its_place() -> None:
    results = cardsearch.search_cards("t:goblin (is:automated or c:b)")
    assert results.error is not None
    assert "is:automated narrows the whole search" in results.error.message
    assert results.error.position == len("t:goblin (")


def test_past_the_checks_cap_the_search_says_how_many_were_not_checked(
    monkeypatch: pytest.MonkeyPatch, client: Client
) -> None:
    monkeypatch.setattr(service, "MAX_LEVEL_CHECKS", 5)
    results = cardsearch.search_cards("is:automated")
    # The first five by name: Agadeem (partial), Angel of Grace, Bonecrusher and Delver (text
    # only), Dryad Arbor.
    assert [card.name for card in results.cards] == ["Angel of Grace", "Dryad Arbor"]
    assert results.unchecked == 26 - 5
    body = client.get(reverse("builder-cards"), {"q": "is:automated"}).content.decode()
    assert "21 more were not checked" in body


def test_past_its_time_a_search_checks_no_more_levels_but_keeps_those_it_knows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(service, "LEVEL_SECONDS", -1.0)  # out of time before the first card
    cold = cardsearch.search_cards("is:partial")
    assert (cold.total, cold.unchecked) == (0, 26)
    monkeypatch.setattr(service, "LEVEL_SECONDS", 1000.0)
    assert cardsearch.search_cards("is:partial").total == 2
    monkeypatch.setattr(service, "LEVEL_SECONDS", -1.0)  # every level is known now
    warm = cardsearch.search_cards("is:partial")
    assert (warm.total, warm.unchecked) == (2, 0)


# --- closest names in unknown-card messages ---------------------------------------------------


def test_closest_names_are_ranked_real_cards_first() -> None:
    assert cardsearch.closest_names("Grizly Bears") == ["Grizzly Bears"]
    assert cardsearch.closest_names("Lightnig Bolt")[0] == "Lightning Bolt"
    assert cardsearch.closest_names("Qwxzv") == []


def test_the_add_card_message_names_the_closest_cards() -> None:
    with pytest.raises(ServiceError) as refused:
        resolve_card({"custom_cards": [{"name": "Grizzly Beast"}]}, "Grizly Bears")
    message = refused.value.message
    assert message.startswith("No card is called “Grizly Bears” (closest names: ")
    assert "Grizzly Beast" in message and "Grizzly Bears" in message
    with pytest.raises(ServiceError) as refused:
        resolve_card({}, "Qwxzv Plorb")
    assert "closest names" not in refused.value.message


def test_a_pasted_notation_with_an_unknown_card_names_the_closest_cards() -> None:
    with pytest.raises(ServiceError) as refused:
        read_notation("player A Alice 20\n  hand: Shok\nplayer B Bob 20\n")
    message = refused.value.message
    assert message.startswith("Line 2, column 9: unknown card 'Shok'")
    assert message.endswith("(closest names: Shock)")


# --- the index at start -----------------------------------------------------------------------


def test_loading_the_wsgi_application_builds_the_index() -> None:
    cardsearch.invalidate_index()
    assert service._cached is None
    import builder.wsgi

    importlib.reload(builder.wsgi)
    assert service._cached is not None
    assert service._cached[1].size == 26
