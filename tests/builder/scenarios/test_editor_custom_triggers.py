"""Custom cards with triggered abilities: POST /b/<key>/custom-cards/trigger/ gives a custom
card "when ..., ..." from two short lists (builder.scenarios.triggerforms). The engine chooses targets as
the ability goes on the stack (603.3d), so the builder asks the controller for them."""

from __future__ import annotations

import pytest
from django.test import Client

from builder.models import Draft
from builder.scenarios import services
from builder.scenarios.services import actions
from tests.builder.editor_support import HTMX, add, assert_rejected, fresh, url

pytestmark = pytest.mark.django_db

IMP = {
    "custom-name": "Spark Imp",
    "custom-types": ["Creature"],
    "custom-power": "1",
    "custom-toughness": "1",
    "custom-ability_kind": "",
}
SPARK = {
    "trigger-card": "Spark Imp",
    "trigger-when": "enters",
    "trigger-does": "damage_any",
    "trigger-amount": "2",
    "trigger-text": "",
}


@pytest.fixture
def imp_draft(client: Client, draft: Draft) -> Draft:
    assert client.post(url("builder-editor-custom-card", draft), IMP).status_code == 302
    return draft


def test_the_form_is_offered_once_there_is_a_custom_card(
    client: Client, draft: Draft, imp_draft: Draft
) -> None:
    body = client.get(url("builder-draft", draft), {"custom": "open"}).content.decode()
    assert "Give a custom card a triggered ability" in body
    assert 'name="trigger-when"' in body and 'name="trigger-does"' in body
    assert '<option value="Spark Imp">Spark Imp</option>' in body


def test_the_ability_is_saved_in_the_engines_words(client: Client, imp_draft: Draft) -> None:
    response = client.post(url("builder-editor-custom-trigger", imp_draft), SPARK)
    assert response.status_code == 302
    assert response["Location"].endswith("?custom=open#custom-cards")
    (card,) = fresh(imp_draft)["custom_cards"]
    assert card["abilities"] == [
        {
            "text": "When it enters the battlefield, it deals 2 damage to any target.",
            "trigger": "self_enters",
            "targets": ["any"],
            "effects": [{"kind": "deal_damage", "params": {"amount": 2, "to": 0}}],
        }
    ]
    body = Client().get(url("builder-draft", imp_draft), {"custom": "open"}).content.decode()
    assert "When it enters the battlefield, it deals 2 damage to any target." in body


def test_an_upkeep_trigger_with_its_own_text(client: Client, imp_draft: Draft) -> None:
    data = SPARK | {
        "trigger-when": "your_upkeep",
        "trigger-does": "draw",
        "trigger-amount": "1",
        "trigger-text": "At the beginning of your upkeep, draw a card.",
    }
    response = client.post(url("builder-editor-custom-trigger", imp_draft), data, headers=HTMX)
    assert response.status_code == 200
    (ability,) = fresh(imp_draft)["custom_cards"][0]["abilities"]
    assert ability["params"] == {"step": "upkeep", "whose": "your"}
    assert ability["effects"] == [{"kind": "draw", "params": {"player": "you", "count": 1}}]
    assert ability["text"] == "At the beginning of your upkeep, draw a card."


@pytest.mark.parametrize(
    "bad",
    [
        {"trigger-amount": "0"},
        {"trigger-when": "whenever_it_rains"},
        {"trigger-card": "Nobody's Card"},
    ],
    ids=["amount", "trigger", "card"],
)
def test_bad_input_is_shown_and_changes_nothing(
    client: Client, imp_draft: Draft, bad: dict[str, str]
) -> None:
    before = fresh(imp_draft)
    for headers in ({}, HTMX):
        assert_rejected(
            client, url("builder-editor-custom-trigger", imp_draft), SPARK | bad, headers
        )
    assert fresh(imp_draft) == before


def test_wrong_method_is_405(client: Client, imp_draft: Draft) -> None:
    assert client.get(url("builder-editor-custom-trigger", imp_draft)).status_code == 405


def test_the_ability_triggers_and_its_controller_chooses_the_target(
    client: Client, imp_draft: Draft
) -> None:
    client.post(url("builder-editor-custom-trigger", imp_draft), SPARK)
    imp = add(imp_draft, "A", "Spark Imp", "hand")
    imp_draft.refresh_from_db()
    actions.do_apply_action(imp_draft, {"type": "cast", "object": imp, "free": True})
    actions.do_apply_action(imp_draft, {"type": "resolve"})  # it enters; the ability triggers
    decision = actions.current_decision(imp_draft)
    assert decision is not None and decision.rule.number == "603.3d"
    assert {c.id for c in decision.options} == {"A", "B", imp}  # it may target itself
    page = client.get(url("builder-draft", imp_draft)).content.decode()
    assert "Alice chooses — rule" in page and "603.3d" in page

    answer = client.post(url("builder-decide", imp_draft), {"choice": "B"}, headers=HTMX)
    assert answer.status_code == 200
    imp_draft.refresh_from_db()
    actions.do_apply_action(imp_draft, {"type": "resolve"})
    imp_draft.refresh_from_db()
    bob = next(p for p in imp_draft.document["players"] if p["id"] == "B")
    assert bob["life"] == 18
    assert any("120.3" in rule for entry in imp_draft.log for rule in entry["rules"])


def test_a_document_ability_without_text_is_still_listed(client: Client, draft: Draft) -> None:
    """An imported custom card may leave an ability's text out: it is named by what it is."""
    services.do_define_custom_card(
        draft,
        {
            "name": "Silent Imp",
            "types": ["Creature"],
            "power": 1,
            "toughness": 1,
            "abilities": [{"trigger": "self_dies", "effects": [{"kind": "draw"}]}],
        },
    )
    body = client.get(url("builder-draft", draft), {"custom": "open"}).content.decode()
    assert "(trigger: self_dies)" in body


def test_a_you_may_ability_reads_and_is_saved_as_optional(client: Client, imp_draft: Draft) -> None:
    data = SPARK | {"trigger-does": "draw", "trigger-amount": "1", "trigger-optional": "on"}
    assert client.post(url("builder-editor-custom-trigger", imp_draft), data).status_code == 302
    (ability,) = fresh(imp_draft)["custom_cards"][0]["abilities"]
    assert ability["optional"] is True
    assert ability["text"] == "When it enters the battlefield, you may draw a card."


def test_attaching_effects_need_an_equipment_or_aura_and_amounts_only_where_used(
    client: Client, imp_draft: Draft
) -> None:
    target = url("builder-editor-custom-trigger", imp_draft)
    for bad in ({"trigger-when": "equipped_dies"}, {"trigger-does": "attach_to_creature"}):
        body = assert_rejected(client, target, SPARK | bad, HTMX)
        assert "Only an Equipment or an Aura" in body
    body = assert_rejected(client, target, SPARK | {"trigger-amount": ""}, HTMX)
    assert "This effect needs an amount." in body
    destroy = SPARK | {"trigger-does": "destroy_creature", "trigger-amount": ""}
    assert client.post(target, destroy).status_code == 302
    (ability,) = fresh(imp_draft)["custom_cards"][0]["abilities"]
    assert ability["effects"] == [{"kind": "destroy", "params": {"to": 0}}]
