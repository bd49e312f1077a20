"""Issue 30, point 1: the add-a-card form's "Add as damage source" and "Add as damage target"
add the card and choose it in the judge's Deal damage form, which asks for what is left (one
step saved); refused input loses nothing."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.scenarios import services
from tests.builder.conftest import HTMX

pytestmark = pytest.mark.django_db


def url(draft: Draft) -> str:
    return reverse("builder-add-card", args=[draft.key])


def battlefield(draft: Draft, player: str) -> list[tuple[str, str]]:
    draft.refresh_from_db()
    (data,) = [p for p in draft.document["players"] if p["id"] == player]
    return [(obj["id"], obj["card"]) for obj in data.get("battlefield", [])]


def select(body: str, name: str) -> str:
    found = re.search(rf'<select name="{name}"[^>]*>.*?</select>', body, re.S)
    assert found, name
    return found.group(0)


def chosen(body: str, name: str) -> str:
    """The value of the option a select starts with."""
    found = re.search(r'<option value="([^"]*)" selected', select(body, name))
    return found.group(1) if found else ""


def field_tag(body: str, name: str) -> str:
    found = re.search(rf'<(?:select|input)[^>]*name="{name}"[^>]*>', body)
    assert found, name
    return found.group(0)


@pytest.fixture
def ghosts_and_furnace(draft: Draft) -> Draft:
    services.do_add_card(draft, "A", "Ghosts of the Innocent")
    services.do_add_card(draft, "A", "Furnace of Rath")
    return draft


def test_add_as_damage_source_chooses_it_and_asks_for_the_amount(
    client: Client, ghosts_and_furnace: Draft
) -> None:
    data = {"card-card": "Grizzly Bears", "card-player": "A", "then": "damage_source"}
    response = client.post(url(ghosts_and_furnace), data, headers=HTMX)
    assert response.status_code == 200
    assert battlefield(ghosts_and_furnace, "A")[-1] == ("o3", "Grizzly Bears")
    body = response.content.decode()
    assert chosen(body, "deal_damage-source") == "o3"
    assert chosen(body, "deal_damage-target") == "B"  # the opponent, as always
    assert "autofocus" in field_tag(body, "deal_damage-amount")  # what is left to fill
    assert "autofocus" not in field_tag(body, "deal_damage-source")
    assert "It is the damage source in Deal damage." in body
    # The card name field comes back empty for the next card.
    assert re.search(r'<input[^>]*name="card-card"[^>]*value="Grizzly', body) is None


def test_without_javascript_the_redirect_keeps_the_choice(
    client: Client, ghosts_and_furnace: Draft
) -> None:
    data = {"card-card": "Grizzly Bears", "card-player": "A", "then": "damage_source"}
    response = client.post(url(ghosts_and_furnace), data)
    assert response.status_code == 302
    assert "damage_source=o3" in response["Location"]
    assert response["Location"].endswith("#judge-deal_damage")
    body = client.get(response["Location"]).content.decode()
    assert chosen(body, "deal_damage-source") == "o3"
    assert "autofocus" in field_tag(body, "deal_damage-amount")
    # Dealing the damage from there: Bob decides (616.1), nothing else to choose.
    judge = reverse("builder-judge", args=[ghosts_and_furnace.key, "deal_damage"])
    dealt = client.post(
        judge,
        {"deal_damage-source": "o3", "deal_damage-target": "B", "deal_damage-amount": "3"},
        headers=HTMX,
    )
    assert "Bob chooses" in dealt.content.decode()


def test_add_as_damage_target_chooses_it_and_asks_for_the_source(
    client: Client, ghosts_and_furnace: Draft
) -> None:
    data = {"card-card": "Grizzly Bears", "card-player": "B", "then": "damage_target"}
    response = client.post(url(ghosts_and_furnace), data, headers=HTMX)
    body = response.content.decode()
    assert chosen(body, "deal_damage-target") == "o3"
    assert "autofocus" in field_tag(body, "deal_damage-source")
    assert "It is the damage target in Deal damage." in body


def test_a_target_that_is_not_a_permanent_is_not_chosen(
    client: Client, ghosts_and_furnace: Draft
) -> None:
    data = {
        "card-card": "Shock",
        "card-player": "A",
        "card-zone": "hand",
        "then": "damage_target",
    }
    body = client.post(url(ghosts_and_furnace), data, headers=HTMX).content.decode()
    assert chosen(body, "deal_damage-target") == "B"  # only permanents and players are dealt to
    assert "autofocus" not in field_tag(body, "deal_damage-source")


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
def test_an_unknown_card_loses_nothing(
    client: Client, ghosts_and_furnace: Draft, headers: dict[str, str]
) -> None:
    before = battlefield(ghosts_and_furnace, "A")
    data = {
        "card-card": "Grizly Bears",
        "card-player": "B",
        "card-zone": "battlefield",
        "then": "damage_source",
    }
    response = client.post(url(ghosts_and_furnace), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    assert "No card is called “Grizly Bears”" in body
    assert 'value="Grizly Bears"' in body  # what was typed, to correct
    assert re.search(r'<option value="B" selected>', select(body, "card-player"))
    assert battlefield(ghosts_and_furnace, "A") == before
    assert "autofocus" not in field_tag(body, "deal_damage-amount")


def test_a_forged_button_value_is_a_plain_add(client: Client, draft: Draft) -> None:
    data = {"card-card": "Grizzly Bears", "card-player": "A", "then": "deal_damage-amount"}
    response = client.post(url(draft), data, headers=HTMX)
    assert response.status_code == 200
    assert battlefield(draft, "A") == [("o1", "Grizzly Bears")]
    assert "autofocus" not in response.content.decode()


def test_the_buttons_are_in_the_form_and_the_shortcut_is_listed(
    client: Client, draft: Draft
) -> None:
    body = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    for value, label in (("damage_source", "source"), ("damage_target", "target")):
        button = rf'<button type="submit"[^>]* name="then" value="{value}" [^>]*>damage {label}<'
        found = re.search(button, body)
        assert found and f'aria-label="Add as damage {label}"' in found.group(0)
    assert "add the card as the damage source" in body  # #shortcuts: Shift+Enter
