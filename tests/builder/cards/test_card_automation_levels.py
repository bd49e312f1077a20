"""builder.cards.levels: a card's automation label never claims more than the engine implements."""

from __future__ import annotations

from typing import Any

import pytest

from builder.cards import levels as cardlevels
from builder.cards.levels import AutomationLevel, automation_level, automation_level_for
from builder.models import Card
from engine.game.automation import is_automated, unmodeled
from engine.oracle.cache import COMPILED
from tests.builder.cards.factories import CardFactory

pytestmark = pytest.mark.django_db


class FakeRegistry:
    def __init__(self, *names: str) -> None:
        self.names = set(names)

    def get(self, name: str) -> object | None:
        return object() if name in self.names else None


@pytest.fixture
def fake_engine(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """An engine knowing the card "Defined Card" and the keywords flying and haste."""
    engine: dict[str, Any] = {
        "REGISTRY": FakeRegistry("Defined Card"),
        "IMPLEMENTED": frozenset({"flying", "haste"}),
        "unmodeled": lambda card: [],
    }
    for name, value in engine.items():
        monkeypatch.setattr(cardlevels, name, value)
    return engine


@pytest.mark.usefixtures("fixture_cards")
def test_no_card_is_labelled_beyond_what_the_engine_implements() -> None:
    registry = cardlevels.engine_card_registry()
    implemented = cardlevels.implemented_keywords()
    for name in registry.names() if registry is not None else ():
        CardFactory.create(name=name)
    cards = list(Card.objects.all())
    assert len(cards) >= 26

    seen = set()
    for card in cards:
        level = card.automation_level
        seen.add(level)
        definition = registry.get(card.name) if registry is not None else None
        compiled = COMPILED.get(card.name) if definition is None else None
        if level == AutomationLevel.AUTOMATED:
            # "automated" only when the engine's own audit finds nothing left out: a
            # hand-written definition, or one compiled from the card's whole text.
            if compiled is not None:
                assert compiled.label == "automated", card.name
                assert is_automated(compiled.definition), card.name
            else:
                assert definition is not None and is_automated(definition), card.name
            assert card.automation_reasons == (), card.name
        elif level == AutomationLevel.PARTIALLY_AUTOMATED:
            if compiled is not None:
                assert compiled.not_applied, card.name
                assert card.automation_reasons == tuple(
                    f"not applied: {text}" for text in compiled.not_applied
                ), card.name
            else:
                assert definition is not None and not is_automated(definition), card.name
                assert card.automation_reasons == tuple(unmodeled(definition)), card.name
        elif level == AutomationLevel.KEYWORDS_ONLY:
            assert card.keywords, card.name
            assert all(keyword.casefold() in implemented for keyword in card.keywords), card.name
        else:
            assert level == AutomationLevel.TEXT_ONLY
    # Since issue 16 every card the engine defines is fully modeled (Banefire's "if X is 5 or
    # more" was the last sentence left out); a partial one would be checked above.
    assert AutomationLevel.AUTOMATED in seen


@pytest.mark.usefixtures("fixture_cards")
def test_every_card_the_engine_defines_is_labelled_automated_or_partially() -> None:
    registry = cardlevels.engine_card_registry()
    assert registry is not None
    for card in Card.objects.all():
        definition = registry.get(card.name)
        if definition is not None:
            expected = (
                AutomationLevel.AUTOMATED
                if is_automated(definition)
                else AutomationLevel.PARTIALLY_AUTOMATED
            )
            assert card.automation_level == expected, card.name


def test_the_formerly_partial_cards_are_automated() -> None:
    for name in ("Banefire", "Fireblast", "Call of the Herd", "Sorin Markov"):
        assert automation_level_for(name, []) == AutomationLevel.AUTOMATED, name
        assert cardlevels.automation_reasons(name) == ()
    assert automation_level_for("Grizzly Bears", []) == AutomationLevel.AUTOMATED
    assert cardlevels.automation_reasons("Grizzly Bears") == ()


@pytest.mark.usefixtures("fake_engine")
def test_a_card_in_the_registry_is_automated() -> None:
    assert automation_level_for("Defined Card", ["Trample"]) == AutomationLevel.AUTOMATED


def test_the_engines_reasons_make_a_defined_card_partially_automated(
    fake_engine: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cardlevels, "unmodeled", lambda card: ["keyword X"])
    assert automation_level_for("Defined Card", []) == AutomationLevel.PARTIALLY_AUTOMATED
    assert cardlevels.automation_reasons("Defined Card") == ("keyword X",)


@pytest.mark.usefixtures("fake_engine")
def test_a_card_whose_keywords_are_all_implemented_is_keywords_only() -> None:
    assert automation_level_for("Serra Angel", ["Flying", "Haste"]) == AutomationLevel.KEYWORDS_ONLY


@pytest.mark.usefixtures("fake_engine")
def test_one_unimplemented_keyword_makes_it_text_only() -> None:
    assert automation_level_for("Serra Angel", ["Flying", "Vigilance"]) == AutomationLevel.TEXT_ONLY


@pytest.mark.usefixtures("fake_engine")
def test_a_card_without_keywords_is_text_only() -> None:
    assert automation_level_for("Grizzly Bears", []) == AutomationLevel.TEXT_ONLY


def test_a_card_whose_oracle_text_compiles_is_automated_from_the_card_table() -> None:
    # Not hand-written: its definition is compiled from the card row's Oracle text.
    CardFactory.create(
        name="Fledgling Djinn",
        mana_cost="{1}{B}",
        type_line="Creature — Djinn",
        oracle_text="Flying\nAt the beginning of your upkeep, Fledgling Djinn deals 1 damage to you.",
        keywords=["Flying"],
    )
    assert automation_level_for("Fledgling Djinn", ["Flying"]) == AutomationLevel.AUTOMATED
    assert cardlevels.automation_reasons("Fledgling Djinn") == ()


def test_a_partly_compiled_card_names_each_sentence_not_applied() -> None:
    CardFactory.create(
        name="Partial Knight",
        type_line="Creature — Human Knight",
        oracle_text="When Partial Knight enters the battlefield, draw a card.\n"
        "Partial Knight can't be blocked as long as defending player controls an artifact.",
    )
    assert automation_level_for("Partial Knight", []) == AutomationLevel.PARTIALLY_AUTOMATED
    assert cardlevels.automation_reasons("Partial Knight") == (
        "not applied: ~ can't be blocked as long as defending player controls an artifact.",
    )


def test_a_changed_card_row_is_compiled_again() -> None:
    card = CardFactory.create(name="Changing Card", oracle_text="Ride the wind.")
    assert automation_level_for("Changing Card", []) == AutomationLevel.TEXT_ONLY
    card.oracle_text = "When Changing Card enters the battlefield, you gain 3 life."
    card.save()
    assert automation_level_for("Changing Card", []) == AutomationLevel.AUTOMATED


def test_the_card_model_asks_cardlevels(fake_engine: dict[str, Any]) -> None:
    card = CardFactory.build(name="Defined Card")

    assert card.automation_level == automation_level(card) == AutomationLevel.AUTOMATED


def test_labels_have_css_classes() -> None:
    assert AutomationLevel.KEYWORDS_ONLY.css_class == "automation-keywords-only"
    assert AutomationLevel.PARTIALLY_AUTOMATED.css_class == "automation-partially-automated"


def test_an_aura_is_keywords_only_when_the_engine_reads_its_enchant_line_303_4a() -> None:
    pacifism = CardFactory.build(
        name="Pacifism",
        keywords=["Enchant"],
        oracle_text="Enchant creature\nEnchanted creature can't attack or block.",
    )
    assert automation_level(pacifism) is AutomationLevel.KEYWORDS_ONLY
    odd = CardFactory.build(
        name="Odd Aura", keywords=["Enchant"], oracle_text="Enchant Forest or Gnome\nIt's odd."
    )
    assert automation_level(odd) is AutomationLevel.TEXT_ONLY
