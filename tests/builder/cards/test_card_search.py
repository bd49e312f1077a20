"""builder.cards.search: queries evaluated over the 26 fixture cards, ranking, autocomplete, and
the index following changes to the card table."""

from __future__ import annotations

import pytest

from builder.cards import search as cardsearch
from builder.models import Card
from tests.builder.cards.factories import CardFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_cards")]

CREATURES = {
    "Angel of Grace",
    "Bonecrusher Giant // Stomp",
    "Delver of Secrets // Insectile Aberration",
    "Dryad Arbor",
    "Goblin Guide",
    "Grenzo, Dungeon Warden",
    "Grizzly Bears",
    "Kird Ape",
    "Llanowar Elves",
    "Platinum Emperion",
    "Serra Angel",
    "Tarmogoyf",
    "Tilonalli's Summoner",
}
RED = {
    "Bonecrusher Giant // Stomp",
    "Fire // Ice",
    "Fireball",
    "Firebolt",
    "Goblin Guide",
    "Grenzo, Dungeon Warden",
    "Kird Ape",
    "Lightning Bolt",
    "Shock",
    "Start // Fire",
    "Tilonalli's Summoner",
}


def names(query: str, limit: int = 100) -> list[str]:
    results = cardsearch.search_cards(query, limit=limit)
    assert results.error is None, results.error
    return [card.name for card in results.cards]


def name_set(query: str) -> set[str]:
    return set(names(query))


class TestNames:
    def test_a_word_finds_names_containing_it(self) -> None:
        assert names("bolt") == ["Firebolt", "Lightning Bolt"]

    def test_exact_names_come_first_then_prefixes_then_the_rest_alphabetically(self) -> None:
        # "Fire" is the exact name of a face of both split cards.
        assert names("fire") == ["Fire // Ice", "Start // Fire", "Fireball", "Firebolt", "Hellfire"]

    def test_several_words_must_all_appear(self) -> None:
        assert names("angel grace") == ["Angel of Grace"]

    def test_a_quoted_phrase_must_appear_as_written(self) -> None:
        assert names('"of grace"') == ["Angel of Grace"]
        assert cardsearch.search_cards('"grace of"').total == 0

    def test_accents_case_and_punctuation_do_not_matter(self) -> None:
        assert names("LIM DUL") == ["Lim-Dûl's Hex"]
        assert names("lim-dûl's") == ["Lim-Dûl's Hex"]
        assert names("tilonallis") == ["Tilonalli's Summoner"]

    def test_an_exact_name(self) -> None:
        assert names('!"fire // ice"') == ["Fire // Ice"]
        assert names("!fire") == ["Fire // Ice", "Start // Fire"]
        assert names("!fir") == []

    def test_name_keyword(self) -> None:
        assert names("name:angel") == ["Angel of Grace", "Serra Angel"]

    def test_a_misspelt_name_finds_the_closest_names(self) -> None:
        results = cardsearch.search_cards("grizly bears")

        assert results.fuzzy and results.total == 0
        assert [card.name for card in results.cards][0] == "Grizzly Bears"

    def test_no_fuzzy_fallback_for_filters(self) -> None:
        results = cardsearch.search_cards("grizly t:creature")

        assert (results.cards, results.fuzzy) == ([], False)


class TestFilters:
    def test_type(self) -> None:
        assert name_set("t:creature") == CREATURES
        assert name_set("t:legendary") == {"Grenzo, Dungeon Warden", "Liliana of the Veil"}
        assert name_set('t:"creature — goblin"') == {"Goblin Guide", "Grenzo, Dungeon Warden"}

    def test_oracle_text(self) -> None:
        assert name_set('o:"deals 2 damage"') == {
            "Bonecrusher Giant // Stomp",
            "Fire // Ice",
            "Firebolt",
            "Shock",
            "Start // Fire",
        }
        assert name_set("o:{t}: o:{g}") == {"Dryad Arbor", "Llanowar Elves"}

    def test_keyword(self) -> None:
        assert name_set("kw:flying") == {
            "Angel of Grace",
            "Delver of Secrets // Insectile Aberration",
            "Serra Angel",
        }
        assert name_set("kw:fly") == set()  # a keyword is matched whole

    def test_colors(self) -> None:
        assert name_set("c:r") == RED
        assert name_set("c:ur") == {"Fire // Ice"}
        assert name_set("c=r") == RED - {"Fire // Ice", "Start // Fire", "Grenzo, Dungeon Warden"}
        assert name_set("c>r") == {"Fire // Ice", "Start // Fire", "Grenzo, Dungeon Warden"}
        assert name_set("c<=r") == name_set("c=r") | name_set("c:c")
        assert name_set("c!=r") == {card.name for card in Card.objects.all()} - name_set("c=r")

    def test_colorless_and_multicolor(self) -> None:
        colorless = {"Platinum Emperion", "Reflecting Pool", "Sol Ring"}
        assert name_set("c:c") == colorless
        assert name_set("c:colorless") == colorless
        assert name_set("is:colorless") == colorless
        multicolor = {"Fire // Ice", "Start // Fire", "Grenzo, Dungeon Warden"}
        assert name_set("c:m") == multicolor
        assert name_set("is:multicolor") == multicolor
        assert name_set("c>=2") == multicolor

    def test_color_identity(self) -> None:
        assert name_set("id<=wu") == {
            "Angel of Grace",
            "Delver of Secrets // Insectile Aberration",
            "Platinum Emperion",
            "Reflecting Pool",
            "Serra Angel",
            "Sol Ring",
            "Teferi's Protection",
        }
        assert name_set("id:rakdos -c=r -c=b") == {"Grenzo, Dungeon Warden"} | name_set("c:c")
        assert name_set("id=br") == {"Grenzo, Dungeon Warden"}

    def test_mana_value(self) -> None:
        assert name_set("mv>=5") == {
            "Angel of Grace",
            "Hellfire",
            "Platinum Emperion",
            "Serra Angel",
        }
        assert name_set("mv=0") == {"Dryad Arbor", "Reflecting Pool"}
        assert name_set("cmc=4") == {"Fire // Ice"}
        assert name_set("mv<1") == name_set("mv=0")
        assert len(names("mv!=1")) == 26 - len(names("mv:1"))
        assert name_set("mv>7") == {"Platinum Emperion"}

    def test_power_and_toughness_with_stars_as_zero(self) -> None:
        assert name_set("pow>=4") == {
            "Angel of Grace",
            "Bonecrusher Giant // Stomp",
            "Platinum Emperion",
            "Serra Angel",
        }
        assert name_set("pow=0") == {"Tarmogoyf"}  # */1+*
        assert "Tarmogoyf" in name_set("tou=1")  # 1+* is 1
        # A double-faced card matches if either face does (Insectile Aberration is 3/2).
        assert "Delver of Secrets // Insectile Aberration" in name_set("pow=3")
        assert name_set("pow>0") <= CREATURES

    def test_loyalty(self) -> None:
        assert name_set("loy=3") == {"Liliana of the Veil"}

    def test_is_flags(self) -> None:
        assert name_set("is:vanilla") == {"Grizzly Bears"}
        assert name_set("is:legendary") == {"Grenzo, Dungeon Warden", "Liliana of the Veil"}
        assert name_set("is:dfc") == {
            "Agadeem's Awakening // Agadeem, the Undercrypt",
            "Delver of Secrets // Insectile Aberration",
        }
        assert name_set("is:mdfc") == {"Agadeem's Awakening // Agadeem, the Undercrypt"}
        assert name_set("is:permanent -t:creature") == {
            "Lim-Dûl's Hex",
            "Liliana of the Veil",
            "Reflecting Pool",
            "Sol Ring",
        }
        assert name_set("-is:spell") == {"Dryad Arbor", "Reflecting Pool"}
        assert "Agadeem's Awakening // Agadeem, the Undercrypt" in name_set("is:spell")

    def test_not_keyword(self) -> None:
        assert name_set("not:legendary t:creature") == CREATURES - {"Grenzo, Dungeon Warden"}


class TestBooleans:
    def test_implicit_and(self) -> None:
        assert name_set("t:creature c:r mv<=1") == {"Goblin Guide", "Kird Ape"}

    def test_or_and_parentheses(self) -> None:
        assert name_set("(t:elf or t:goblin) c:g") == {"Llanowar Elves"}
        assert name_set("t:angel OR t:ape") == {"Angel of Grace", "Serra Angel", "Kird Ape"}

    def test_negation(self) -> None:
        assert name_set("-t:creature c:r") == RED - CREATURES
        assert name_set("-(c:r or c:g) t:creature") == {
            "Angel of Grace",
            "Delver of Secrets // Insectile Aberration",
            "Platinum Emperion",
            "Serra Angel",
        }

    def test_results_without_a_name_are_alphabetical(self) -> None:
        found = names("t:creature")
        assert found == sorted(found, key=lambda name: name.casefold().replace("'", ""))


class TestResults:
    def test_limit_and_total(self) -> None:
        results = cardsearch.search_cards("t:creature", limit=5)

        assert len(results.cards) == 5 and results.total == 13 and results.truncated

    def test_an_empty_query_finds_nothing(self) -> None:
        results = cardsearch.search_cards("  ")

        assert (results.cards, results.total, results.error) == ([], 0, None)

    def test_a_syntax_error_is_returned_not_raised(self) -> None:
        results = cardsearch.search_cards("t:creature foo:bar")

        assert results.error is not None and results.error.position == 11
        assert results.error_pointer == "t:creature foo:bar\n           ^"
        assert results.cards == []


class TestIndexFreshness:
    def test_a_new_card_is_found_by_the_next_search(self) -> None:
        assert names("zombie") == []
        CardFactory.create(name="Gravecrawler Zombie", type_line="Creature — Zombie")

        assert names("zombie") == ["Gravecrawler Zombie"]

    def test_a_changed_card_is_found_by_the_next_search(self) -> None:
        assert names("t:golem") == ["Platinum Emperion"]
        emperion = Card.objects.get(name="Platinum Emperion")
        emperion.type_line = "Artifact Creature — Construct"
        emperion.save()

        assert names("t:golem") == []

    def test_a_deleted_card_is_gone_from_the_next_search(self) -> None:
        Card.objects.filter(name="Shock").delete()

        assert "Shock" not in name_set("c:r")


class TestAutocomplete:
    def test_prefixes_first_then_names_containing_the_text(self) -> None:
        choices = cardsearch.autocomplete("gr")

        assert [choice.name for choice in choices] == [
            "Grenzo, Dungeon Warden",
            "Grizzly Bears",
            "Angel of Grace",
        ]

    def test_at_most_the_limit(self) -> None:
        assert len(cardsearch.autocomplete("e", limit=10)) == 10

    def test_a_misspelling_suggests_close_names(self) -> None:
        assert [choice.name for choice in cardsearch.autocomplete("tarmogoif")] == ["Tarmogoyf"]

    def test_blank_text_suggests_nothing(self) -> None:
        assert cardsearch.autocomplete("  ") == []

    def test_each_choice_carries_its_automation_level(self) -> None:
        from builder.cards.levels import automation_level

        (choice,) = cardsearch.autocomplete("grizzly")
        assert choice.automation_level == automation_level(Card.objects.get(name="Grizzly Bears"))
