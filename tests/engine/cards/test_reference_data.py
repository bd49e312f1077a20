"""Every built-in definition against real card data (fixtures/builtin_cards.json, Scryfall format,
written by make_builtin_fixture.py): mana cost, types, power, toughness, loyalty, colors and
keyword abilities. A definition missing from the fixture fails: re-run the script."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.cards.model import CardDef
from engine.cards.registry import REGISTRY
from engine.game.automation import is_automated, unmodeled

FIXTURES = Path(__file__).parent / "fixtures"
SUPERTYPES = {"Basic", "Legendary", "Snow", "World", "Ongoing", "Host"}


@cache
def reference() -> dict[str, dict[str, Any]]:
    cards = json.loads((FIXTURES / "builtin_cards.json").read_text(encoding="utf-8"))
    return {c["name"]: c for c in cards}


@cache
def not_keyword_abilities() -> frozenset[str]:
    words = json.loads((FIXTURES / "keyword_words.json").read_text(encoding="utf-8"))
    return frozenset(words["keyword_actions"]) | frozenset(words["ability_words"])


def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """ "Legendary Creature — Goblin Rogue" -> (supertypes, types, subtypes), in printed order."""
    left, _, right = line.partition(" — ")
    words = left.split()
    return (
        tuple(w for w in words if w in SUPERTYPES),
        tuple(w for w in words if w not in SUPERTYPES),
        tuple(right.split()),
    )


def number(value: str | None) -> int | None:
    """A printed number; "*" (defined by an ability, 604.3) is no printed value: None."""
    return None if value is None or "*" in value else int(value)


def keyword_abilities(names: list[str] | tuple[str, ...]) -> set[str]:
    """Lowercased keyword abilities; "Protection from red" is Scryfall's "Protection". Scryfall
    lists the family name "Landwalk" beside a specific landwalk ("Islandwalk", 702.14a): only
    the specific one is an ability a definition declares."""
    found = set()
    for name in names:
        word = name.lower()
        if word.startswith("protection from"):
            word = "protection"
        if word not in not_keyword_abilities():
            found.add(word)
    if any(word.endswith("walk") and word != "landwalk" for word in found):
        found.discard("landwalk")
    return found


def builtin() -> list[CardDef]:
    # Dungeon cards (309) are no cards of a deck and no records of the Oracle card files
    # (Scryfall lists them among its tokens, Undercity not at all): their rooms are the engine's
    # data in their own text (engine.mechanics.dungeons), played by tests/engine/venture.
    return [card for card in REGISTRY if not card.custom and "Dungeon" not in card.types]


def test_every_builtin_card_is_in_the_reference_data() -> None:
    missing = sorted(card.name for card in builtin() if card.name not in reference())
    assert not missing, (
        f"not in fixtures/builtin_cards.json (re-run make_builtin_fixture.py): {missing}"
    )


@pytest.mark.parametrize("card", builtin(), ids=lambda card: card.name)
def test_characteristics_match_the_card_data(card: CardDef) -> None:
    data = reference().get(card.name)
    if data is None:
        pytest.fail(f"{card.name} is not in the reference data")
    assert card.mana_cost == data.get("mana_cost", ""), "mana cost"
    supertypes, types, subtypes = parse_type_line(data["type_line"])
    assert (card.supertypes, card.types, card.subtypes) == (supertypes, types, subtypes), (
        "type line"
    )
    assert card.type_line == data["type_line"]
    assert (card.power, card.toughness) == (
        number(data.get("power")),
        number(data.get("toughness")),
    ), "power/toughness"
    assert card.loyalty == number(data.get("loyalty")), "loyalty"
    assert set(card.colors) == set(data["colors"]), "colors"
    assert keyword_abilities(card.keywords) == keyword_abilities(data.get("keywords", [])), (
        "keywords"
    )


def test_reference_keywords_ignore_keyword_actions_and_ability_words() -> None:
    assert keyword_abilities(["Enchant", "Mill"]) == {"enchant"}
    assert keyword_abilities(["Revolt", "Flying"]) == {"flying"}
    assert keyword_abilities(["Protection from black"]) == keyword_abilities(["Protection"])
    assert keyword_abilities(["Islandwalk", "Landwalk"]) == {"islandwalk"}


def test_a_card_with_unmodeled_text_is_not_labelled_automated() -> None:
    for card in builtin():
        flashback_unmodeled = not card.flashback and any(
            k.lower() == "flashback" for k in card.keywords
        )
        if card.oracle_text or flashback_unmodeled:
            assert not is_automated(card), card.name
            assert unmodeled(card)
