"""POST /b/<key>/effects/ (put an effect from the engine's vocabulary in force) and
/b/<key>/effects/remove/; GET /b/<key>/?effect_kind=<kind> opens the form for that kind."""

from __future__ import annotations

from typing import Any

import pytest
from django import forms
from django.test import Client

import engine
from builder.models import Draft
from builder.scenarios import effectparams, services
from builder.scenarios.editorforms import EffectForm
from builder.scenarios.services.plainwords import without_ids
from engine.rules.effects import EFFECT_KINDS
from tests.builder.editor_support import HTMX, add, assert_fragment, assert_rejected, fresh, url

pytestmark = pytest.mark.django_db


@pytest.fixture
def board(draft: Draft) -> Draft:
    """Alice controls Grizzly Bears (o1), Bob Serra Angel (o2); Shock (o3) is in Alice's hand."""
    add(draft, "A", "Grizzly Bears")
    add(draft, "B", "Serra Angel")
    add(draft, "A", "Shock", "hand")
    return draft


def default_data(form: forms.Form) -> dict[str, Any]:
    """What a judge who keeps every default posts (a required multiple choice: its first)."""
    data: dict[str, Any] = {}
    for name, field in form.fields.items():
        key = form.add_prefix(name)
        initial = form.get_initial_for_field(field, name)
        if isinstance(field, forms.MultipleChoiceField):
            data[key] = [next(iter(field.choices))[0]]
        elif isinstance(field, forms.BooleanField):
            continue
        elif initial is not None:
            data[key] = initial
    return data


def test_the_vocabulary_is_offered_except_the_engines_bookkeeping() -> None:
    offered = {kind for kind, _ in effectparams.stored_kinds()}
    assert offered == set(EFFECT_KINDS) - effectparams.STORED_HIDDEN
    assert {"damage_life_floor", "halve_damage", "prevent_next_damage", "protection"} <= offered


@pytest.mark.parametrize("kind", [kind for kind, _ in effectparams.stored_kinds()])
def test_every_kind_can_be_put_in_force_with_its_defaults(
    client: Client, board: Draft, kind: str
) -> None:
    page = client.get(url("builder-draft", board), {"effect_kind": kind}).content.decode()
    assert f'<option value="{kind}" selected>' in page
    form = EffectForm(services.board_view(fresh(board)), kind)
    response = client.post(url("builder-editor-add-effect", board), default_data(form))
    assert response.status_code == 302, response.content.decode()[:2000]
    (effect,) = fresh(board)["effects"]
    assert effect["kind"] == kind and effect["id"] == "e1"
    state = engine.load(fresh(board))
    text = without_ids(EFFECT_KINDS[kind].describe(state.effects[0], state))  # names, no ids
    body = client.get(url("builder-draft", board)).content.decode()
    assert text[:1].upper() + text[1:] in body.replace("&#x27;", "'")


def test_until_end_of_turn_damage_cant_reduce_alice_below_one(client: Client, board: Draft) -> None:
    data = {
        "effect-kind": "damage_life_floor",
        "effect-controller": "A",
        "effect-source": "o1",
        "effect-duration": "end_of_turn",
        "effect-p_player": "A",
    }
    response = client.post(url("builder-editor-add-effect", board), data, headers=HTMX)
    body = response.content.decode()
    assert_fragment(body)
    assert (
        "Now in force: Grizzly Bears: damage can&#x27;t reduce Alice&#x27;s life total below 1."
        in body
    )
    assert fresh(board)["effects"] == [
        {
            "id": "e1",
            "kind": "damage_life_floor",
            "controller": "A",
            "source": "o1",
            "params": {"player": "A"},
            "duration": "end_of_turn",
            "timestamp": 3,
        }
    ]
    assert 'name="effect-p_player"' in body  # the form stays open for the next effect


def test_parameters_become_the_engines_params(board: Draft) -> None:
    view = services.board_view(fresh(board))
    cases = {
        "modify_damage_by": (
            {"p_amount": "-2", "p_to": "permanents_of:A", "p_sources": "opponents'"},
            {"amount": -2, "to": "permanents_of:A", "sources": "opponents'"},
        ),
        "gain_keywords": (
            {"p_scope": "object:o1", "p_keywords": ["flying", "haste"]},
            {"objects": ["o1"], "keywords": ["flying", "haste"]},
        ),
        "modify_power_toughness": (
            {"p_scope": "of_player:B", "p_power": "2", "p_toughness": "0"},
            {"creatures": "of_player", "player": "B", "power": 2, "toughness": 0},
        ),
        "prevent_all_damage": (
            {"p_to": "any", "p_sources": "any", "p_combat_only": "on"},
            {"to": "any", "sources": "any", "combat_only": True},
        ),
        "mana_type_becomes": (
            {"p_type": "B", "p_sources": "lands", "p_amount": "same"},
            {"type": "B", "sources": "lands", "amount": "same"},
        ),
        "cant_be_regenerated": ({"p_objects": ["o1", "o2"]}, {"objects": ["o1", "o2"]}),
    }
    for kind, (fields, params) in cases.items():
        base = {"kind": kind, "controller": "A", "duration": "end_of_turn"}
        form = EffectForm(view, kind, {f"effect-{k}": v for k, v in {**base, **fields}.items()})
        assert form.is_valid(), (kind, form.errors)
        assert form.cleaned_data["params"] == params, kind


def test_a_kind_the_builder_does_not_know_takes_json_params(
    client: Client, board: Draft, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delitem(effectparams.SPECS, "cant_lose_game")
    data = {
        "effect-kind": "cant_lose_game",
        "effect-controller": "A",
        "effect-duration": "indefinite",
    }
    assert_rejected(
        client, url("builder-editor-add-effect", board), {**data, "effect-p_json": "[1"}, HTMX
    )
    assert_rejected(
        client, url("builder-editor-add-effect", board), {**data, "effect-p_json": "[1]"}, HTMX
    )
    client.post(
        url("builder-editor-add-effect", board), {**data, "effect-p_json": '{"player": "B"}'}
    )
    assert fresh(board)["effects"][0]["params"] == {"player": "B"}


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "overrides",
    [
        {"effect-duration": "while_source_on_battlefield"},
        {"effect-controller": "Z"},
        {"effect-source": "o99"},
        {"effect-p_player": "Z"},
        {"effect-duration": "forever"},
    ],
    ids=[
        "duration needs a source",
        "no such controller",
        "no such source",
        "no such player",
        "no such duration",
    ],
)
def test_invalid_effects_are_rerendered_with_an_error(
    client: Client, board: Draft, headers: dict[str, str], overrides: dict[str, str]
) -> None:
    data = {
        "effect-kind": "damage_life_floor",
        "effect-controller": "A",
        "effect-duration": "end_of_turn",
        "effect-p_player": "A",
        **overrides,
    }
    body = assert_rejected(client, url("builder-editor-add-effect", board), data, headers)
    assert 'name="effect-p_player"' in body
    assert fresh(board).get("effects", []) == []


def test_an_unknown_kind_falls_back_to_the_default_form(client: Client, board: Draft) -> None:
    body = client.get(url("builder-draft", board), {"effect_kind": "teleport"}).content.decode()
    assert '<option value="damage_life_floor" selected>' in body


def test_static_abilities_are_listed_but_only_stored_effects_can_be_removed(
    client: Client, board: Draft
) -> None:
    add(board, "B", "Ghosts of the Innocent")
    services.do_add_effect(board, kind="halve_damage", params={"to": "any"}, controller="B")
    body = client.get(url("builder-draft", board)).content.decode()
    assert "Ghosts of the Innocent: damage a source would deal is halved, rounded down" in body
    assert body.count(f'action="{url("builder-editor-remove-effect", board)}"') == 1
    response = client.post(
        url("builder-editor-remove-effect", board), {"effect": "e1"}, headers=HTMX
    )
    assert (
        "No longer in force: damage a source would deal is halved, rounded down"
        in response.content.decode()
    )
    assert fresh(board)["effects"] == []
    assert_rejected(client, url("builder-editor-remove-effect", board), {"effect": "e1"}, HTMX)


def test_the_add_form_opens_with_a_link_that_also_works_without_javascript(
    client: Client, board: Draft
) -> None:
    body = client.get(url("builder-draft", board)).content.decode()
    assert 'name="effect-kind"' not in body
    assert f'href="{url("builder-draft", board)}?effect_kind=damage_life_floor#effects"' in body
    opened = client.get(
        url("builder-draft", board), {"effect_kind": "halve_damage"}
    ).content.decode()
    assert '<form id="effect-kind-chooser" method="get"' in opened
    assert 'form="effect-kind-chooser" hx-get=' in opened


@pytest.mark.parametrize("name", ["builder-editor-add-effect", "builder-editor-remove-effect"])
def test_effect_endpoints_reject_get(client: Client, draft: Draft, name: str) -> None:
    assert client.get(url(name, draft)).status_code == 405


def test_a_regeneration_shield_in_force_saves_the_creature_from_lethal_damage(
    client: Client, board: Draft
) -> None:
    """A judge puts a shield on Grizzly Bears (701.19a), then deals it 5 damage: instead of being
    destroyed it is regenerated (614.8): tapped, its damage removed, still on the battlefield."""
    data = {
        "effect-kind": "regeneration_shield",
        "effect-controller": "A",
        "effect-source": "",
        "effect-duration": "end_of_turn",
        "effect-p_object": "o1",
    }
    assert client.post(url("builder-editor-add-effect", board), data).status_code == 302
    damage = {"deal_damage-source": "o1", "deal_damage-target": "o1", "deal_damage-amount": "5"}
    answer = client.post(url("builder-judge", board, "deal_damage"), damage, headers=HTMX)
    assert answer.status_code == 200
    bears = next(o for o in fresh(board)["players"][0]["battlefield"] if o["id"] == "o1")
    assert bears.get("tapped") is True and not bears.get("damage")
    assert "701.19a" in answer.content.decode()
    shields = [e for e in fresh(board).get("effects", []) if e["kind"] == "regeneration_shield"]
    assert shields == []  # used up (the turn's history remembers the damage: not a shield)
