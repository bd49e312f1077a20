"""Custom (hypothetical) cards: POST /b/<key>/custom-cards/ defines one (characteristics, the
keywords the engine implements and a static ability from the effect vocabulary),
/custom-cards/ability/ gives it another ability, /custom-cards/remove/ removes it. They are saved
in the document's ``custom_cards`` and labelled "custom" wherever they are shown."""

from __future__ import annotations

import pytest
from django.test import Client

import engine
from builder.models import Draft
from builder.scenarios import effectparams, services
from tests.builder.editor_support import HTMX, add, assert_fragment, assert_rejected, fresh, url

pytestmark = pytest.mark.django_db

WARD = {
    "custom-name": "Judge's Ward",
    "custom-types": ["Enchantment"],
    "custom-ability_kind": "modify_damage_by",
    "custom-p_amount": "-2",
    "custom-p_to": "you",
    "custom-p_sources": "any",
}


def test_the_form_opens_with_a_link_and_the_ability_chooser(client: Client, draft: Draft) -> None:
    body = client.get(url("builder-draft", draft)).content.decode()
    assert 'name="custom-name"' not in body
    assert f'href="{url("builder-draft", draft)}?custom=open#custom-cards"' in body
    opened = client.get(
        url("builder-draft", draft), {"ability_kind": "halve_damage"}
    ).content.decode()
    assert 'name="custom-name"' in opened and 'name="custom-p_to"' in opened
    assert '<option value="halve_damage" selected>' in opened
    for keyword in ("flying", "lifelink", "deathtouch"):
        assert f'value="{keyword}"' in opened  # the keywords the engine implements


def test_a_defined_card_is_saved_labelled_and_applied_by_the_engine(
    client: Client, draft: Draft
) -> None:
    response = client.post(url("builder-editor-custom-card", draft), WARD)
    assert response.status_code == 302
    assert (
        response["Location"]
        == url("builder-draft", draft) + "?custom=open&ability_kind=modify_damage_by#custom-cards"
    )
    assert fresh(draft)["custom_cards"] == [
        {
            "name": "Judge's Ward",
            "types": ["Enchantment"],
            "abilities": [
                {
                    "text": "Damage is N more or N less (amount -2, sources any, to you)",
                    "effect": "modify_damage_by",
                    "params": {"amount": -2, "to": "you", "sources": "any"},
                }
            ],
        }
    ]
    ward = add(draft, "A", "Judge's Ward")
    bolt = add(draft, "B", "Grizzly Bears")
    result = engine.apply(
        engine.load(fresh(draft)),
        {"type": "deal_damage", "source": bolt, "target": "A", "amount": 5},
    )
    assert result.state.player("A").life == 17  # 5 - 2
    body = client.get(url("builder-draft", draft)).content.decode()
    assert 'class="automation-label automation-custom"' in body
    assert body.count(">custom</span>") >= 2  # on the board and in the list of custom cards
    assert ward in body


def test_a_creature_with_keywords_and_no_ability(client: Client, draft: Draft) -> None:
    data = {
        "custom-name": "Test Drake",
        "custom-legendary": "on",
        "custom-types": ["Creature"],
        "custom-subtypes": "Drake  Wizard",
        "custom-mana_cost": "{1}{U}",
        "custom-colors": ["U"],
        "custom-power": "2",
        "custom-toughness": "3",
        "custom-keywords": ["flying", "lifelink"],
        "custom-oracle_text": "Whenever it dreams, nothing happens.",
        "custom-ability_kind": "",
    }
    response = client.post(url("builder-editor-custom-card", draft), data, headers=HTMX)
    assert_fragment(response.content.decode())
    assert "Defined the custom card Test Drake." in response.content.decode()
    (drake,) = fresh(draft)["custom_cards"]
    assert drake == {
        "name": "Test Drake",
        "types": ["Creature"],
        "supertypes": ["Legendary"],
        "subtypes": ["Drake", "Wizard"],
        "colors": ["U"],
        "keywords": ["flying", "lifelink"],
        "mana_cost": "{1}{U}",
        "oracle_text": "Whenever it dreams, nothing happens.",
        "power": 2,
        "toughness": 3,
    }
    body = response.content.decode()
    assert "Legendary Creature — Drake Wizard" in body
    assert 'aria-label="one blue mana"' in body


def test_another_ability_and_redefining_and_removing(client: Client, draft: Draft) -> None:
    client.post(url("builder-editor-custom-card", draft), WARD)
    ability = {
        "ability-card": "Judge's Ward",
        "ability-ability_kind": "damage_life_floor",
        "ability-p_player": "you",
        "ability-ability_text": "Damage can't reduce your life total below 1.",
    }
    response = client.post(url("builder-editor-custom-ability", draft), ability, headers=HTMX)
    assert (
        "Judge&#x27;s Ward has a new ability: Damage can&#x27;t reduce your life total below 1."
        in response.content.decode()
    )
    assert [a["effect"] for a in fresh(draft)["custom_cards"][0]["abilities"]] == [
        "modify_damage_by",
        "damage_life_floor",
    ]
    client.post(
        url("builder-editor-custom-card", draft),
        {**WARD, "custom-types": ["Artifact"], "custom-ability_kind": ""},
    )
    assert fresh(draft)["custom_cards"] == [{"name": "Judge's Ward", "types": ["Artifact"]}]
    add(draft, "A", "Judge's Ward")
    body = assert_rejected(
        client, url("builder-editor-remove-custom", draft), {"name": "Judge's Ward"}, HTMX
    )
    assert "Judge&#x27;s Ward is in the scenario: remove its cards first." in body
    services.do_remove_object(draft, "o1")
    client.post(url("builder-editor-remove-custom", draft), {"name": "Judge's Ward"})
    assert "custom_cards" not in fresh(draft)


def test_a_custom_card_may_replace_an_engine_card_in_this_scenario(
    client: Client, draft: Draft
) -> None:
    data = {
        "custom-name": "Grizzly Bears",
        "custom-types": ["Creature"],
        "custom-power": "5",
        "custom-toughness": "5",
    }
    response = client.post(url("builder-editor-custom-card", draft), data, headers=HTMX)
    assert "In this scenario it replaces the engine’s Grizzly Bears." in response.content.decode()
    add(draft, "A", "Grizzly Bears")
    body = client.get(url("builder-draft", draft)).content.decode()
    assert '<span class="pt">5/5</span>' in body


def test_every_card_kind_can_be_chosen() -> None:
    kinds = {kind for kind, _ in effectparams.card_kinds()}
    assert {
        "modify_damage_by",
        "halve_damage",
        "double_damage",
        "prevent_all_damage",
        "enters_with_counters",
    } <= kinds
    assert not kinds & effectparams.CARD_HIDDEN


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "overrides",
    [
        {"custom-name": ""},
        {"custom-types": []},
        {"custom-keywords": ["haunt"]},
        {"custom-power": "-1"},
        {"custom-p_amount": "lots"},
        {"custom-name": "x" * 101},
    ],
    ids=[
        "no name",
        "no type",
        "unimplemented keyword",
        "negative power",
        "bad parameter",
        "long name",
    ],
)
def test_invalid_cards_are_rerendered_with_an_error(
    client: Client, draft: Draft, headers: dict[str, str], overrides: dict[str, object]
) -> None:
    body = assert_rejected(
        client, url("builder-editor-custom-card", draft), {**WARD, **overrides}, headers
    )
    assert 'name="custom-name"' in body  # the form stays open
    assert "custom_cards" not in fresh(draft)


def test_an_ability_for_a_card_that_is_not_there_is_refused(client: Client, draft: Draft) -> None:
    client.post(url("builder-editor-custom-card", draft), WARD)
    data = {
        "ability-card": "Nope",
        "ability-ability_kind": "halve_damage",
        "ability-p_to": "you",
        "ability-p_sources": "any",
    }
    assert_rejected(client, url("builder-editor-custom-ability", draft), data, HTMX)


@pytest.mark.parametrize(
    "name",
    ["builder-editor-custom-card", "builder-editor-custom-ability", "builder-editor-remove-custom"],
)
def test_custom_card_endpoints_reject_get(client: Client, draft: Draft, name: str) -> None:
    assert client.get(url(name, draft)).status_code == 405
