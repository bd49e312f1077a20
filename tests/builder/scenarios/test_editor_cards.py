"""POST /b/<key>/cards/ (add a card found by name into any zone) and GET /b/<key>/suggest/ (the
names its input suggests): engine cards by name, database cards with inline characteristics,
custom cards, each with its automation label."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.test import Client

import engine
from builder.cards import search as cardsearch
from builder.models import Draft
from builder.scenarios import services
from builder.scenarios.services.editor_cards import characteristics_from_card
from tests.builder.cards.factories import CardFactory
from tests.builder.editor_support import (
    HTMX,
    assert_fragment,
    assert_rejected,
    fresh,
    obj,
    url,
    zone,
)

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_card_index() -> Iterator[None]:
    """The search index is per process: never let one test see another test's cards."""
    cardsearch.invalidate_index()
    yield
    cardsearch.invalidate_index()


def card(
    name: str, player: str = "A", where: str = "battlefield", position: str = "top"
) -> dict[str, str]:
    return {"card-card": name, "card-player": player, "card-zone": where, "card-position": position}


def test_it_adds_an_engine_card_by_name_into_any_zone(client: Client, draft: Draft) -> None:
    target = url("builder-add-card", draft)
    assert client.post(target, card("Lightning Bolt", "B", "hand")).status_code == 302
    client.post(target, card("grizzly bears", "B", "graveyard"))
    assert zone(draft, "B", "hand") == ["o1"]
    assert zone(draft, "B", "graveyard") == ["o2"]
    assert obj(draft, "o2") == {"id": "o2", "card": "Grizzly Bears"}  # the engine knows it


def test_the_library_lists_its_top_card_first(client: Client, draft: Draft) -> None:
    target = url("builder-add-card", draft)
    for name, position in (
        ("Shock", "top"),
        ("Lightning Bolt", "top"),
        ("Grizzly Bears", "bottom"),
    ):
        client.post(target, card(name, "A", "library", position))
    assert [obj(draft, i)["card"] for i in zone(draft, "A", "library")] == [
        "Lightning Bolt",
        "Shock",
        "Grizzly Bears",
    ]


def test_a_graveyards_top_is_its_newest_card(client: Client, draft: Draft) -> None:
    target = url("builder-add-card", draft)
    for name, position in (
        ("Shock", "top"),
        ("Lightning Bolt", "top"),
        ("Grizzly Bears", "bottom"),
    ):
        client.post(target, card(name, "A", "graveyard", position))
    assert [obj(draft, i)["card"] for i in zone(draft, "A", "graveyard")] == [
        "Grizzly Bears",
        "Shock",
        "Lightning Bolt",
    ]


def test_a_permanent_gets_a_timestamp_later_than_the_others(client: Client, draft: Draft) -> None:
    client.post(url("builder-add-card", draft), card("Grizzly Bears"))
    client.post(url("builder-add-card", draft), card("Serra Angel"))
    assert obj(draft, "o2")["timestamp"] > obj(draft, "o1")["timestamp"]


def test_a_database_card_gets_the_characteristics_the_engine_needs(
    client: Client, draft: Draft
) -> None:
    CardFactory.create(
        name="Wild Nacatl",
        type_line="Creature — Cat Warrior",
        mana_cost="{G}",
        colors="G",
        power="1",
        toughness="1",
        keywords=["Trample"],
        oracle_text="Wild Nacatl gets +1/+1 for each Mountain named Nacatl's Den you control.",
    )
    response = client.post(url("builder-add-card", draft), card("wild nacatl"), headers=HTMX)
    assert response.status_code == 200
    assert obj(draft, "o1")["characteristics"] == {
        "types": ["Creature"],
        "subtypes": ["Cat", "Warrior"],
        "colors": ["G"],
        "mana_cost": "{G}",
        "keywords": ["Trample"],
        "oracle_text": "Wild Nacatl gets +1/+1 for each Mountain named Nacatl's Den you control.",
        "power": 1,
        "toughness": 1,
    }
    body = response.content.decode()
    assert "keywords only" in body  # trample is implemented; the rest of the text is not
    state = engine.load(fresh(draft))
    assert state.find_object("o1") is not None


def test_characteristics_read_the_front_face_supertypes_and_stars() -> None:
    legend = CardFactory.build(
        name="Thalia's Lieutenant",
        type_line="Legendary Snow Creature — Human Soldier",
        power="*",
        toughness="1+*",
        loyalty=None,
        colors="",
    )
    # 604.3: its text defines no "*" the engine can compute: the judge gives the values now.
    with pytest.raises(services.ServiceError) as asked:
        characteristics_from_card(legend)
    assert asked.value.field == "power_now" and "604.3" in asked.value.message
    found = characteristics_from_card(legend, {"power": 3, "toughness": 4})
    assert (found["supertypes"], found["types"], found["subtypes"]) == (
        ["Legendary", "Snow"],
        ["Creature"],
        ["Human", "Soldier"],
    )
    assert (found["power"], found["toughness"]) == (3, 4)  # never 0 (208.2a)
    assert "colors" not in found
    dfc = CardFactory.build(
        name="Delver of Secrets // Insectile Aberration",
        faces=[
            {
                "name": "Delver of Secrets",
                "type_line": "Creature — Human Wizard",
                "mana_cost": "{U}",
                "power": "1",
                "toughness": "1",
            },
            {
                "name": "Insectile Aberration",
                "type_line": "Creature — Human Insect",
                "power": "3",
                "toughness": "2",
            },
        ],
    )
    found = characteristics_from_card(dfc)
    assert (found["subtypes"], found["power"], found["mana_cost"]) == (
        ["Human", "Wizard"],
        1,
        "{U}",
    )
    walker = CardFactory.build(
        name="Test Walker", type_line="Planeswalker — Jace", power=None, toughness=None, loyalty="3"
    )
    assert characteristics_from_card(walker)["loyalty"] == 3


def test_a_printed_star_the_engine_computes_is_kept_and_placed_as_printed_604_3() -> None:
    goyf_like = CardFactory.build(
        name="Lhurgoyf",
        type_line="Creature — Lhurgoyf",
        power="*",
        toughness="1+*",
        loyalty=None,
        oracle_text="Lhurgoyf's power is equal to the number of creature cards in all graveyards "
        "and its toughness is equal to that number plus 1.",
    )
    found = characteristics_from_card(goyf_like)
    assert (found["power"], found["toughness"]) == ("*", "1+*")
    state = engine.load(
        {
            "players": [
                {
                    "id": "A",
                    "battlefield": [{"id": "g", "card": "Lhurgoyf", "characteristics": found}],
                },
                {"id": "B", "graveyard": [{"id": "b", "card": "Grizzly Bears"}]},
            ]
        }
    )
    assert engine.characteristics_report(state)["g"]["toughness"] == 2


def test_the_add_card_form_asks_for_a_star_it_cant_compute(client: Client, draft: Draft) -> None:
    CardFactory(
        name="Anax, Hardened in the Forge",
        type_line="Legendary Creature — Demigod",
        power="*",
        toughness="3",
        loyalty=None,
        oracle_text="Anax's power is equal to your devotion to red.",
    )
    response = client.post(
        url("builder-add-card", draft), card("Anax, Hardened in the Forge"), headers=HTMX
    )
    assert "give the power it has now" in response.content.decode().replace("&#x27;", "'")
    assert not fresh(draft)["players"][0].get("battlefield")
    client.post(
        url("builder-add-card", draft),
        {**card("Anax, Hardened in the Forge"), "card-power_now": "4"},
    )
    placed = fresh(draft)["players"][0]["battlefield"][0]
    assert placed["characteristics"]["power"] == 4


def test_a_custom_card_is_added_by_name(client: Client, draft: Draft) -> None:
    services.do_define_custom_card(draft, {"name": "Judge's Ward", "types": ["Enchantment"]})
    client.post(url("builder-add-card", draft), card("judge's ward"))
    assert obj(draft, "o1") == {"id": "o1", "card": "Judge's Ward", "timestamp": 1}


def test_the_form_keeps_the_player_and_zone_for_the_next_card(client: Client, draft: Draft) -> None:
    response = client.post(
        url("builder-add-card", draft), card("Shock", "B", "exile"), headers=HTMX
    )
    body = response.content.decode()
    assert_fragment(body)
    assert '<option value="B" selected>Bob</option>' in body
    assert '<option value="exile" selected>Exile</option>' in body
    assert "Added Shock to Bob’s exile." in body


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "data",
    [
        card("No Such Card Anywhere"),
        card("Shock", "Z"),
        card(""),
        card("Shock", where="stack"),
        card("Shock", position="middle"),
    ],
    ids=["unknown card", "no such player", "no name", "no such zone", "no such position"],
)
def test_invalid_input_is_rerendered_with_an_error(
    client: Client, draft: Draft, headers: dict[str, str], data: dict[str, str]
) -> None:
    before = fresh(draft)
    assert_rejected(client, url("builder-add-card", draft), data, headers)
    assert fresh(draft) == before


@pytest.mark.usefixtures("partial_banefire")
def test_it_suggests_custom_engine_and_database_cards_with_their_labels(
    client: Client, draft: Draft
) -> None:
    services.do_define_custom_card(draft, {"name": "Bolt of Judgment", "types": ["Instant"]})
    # Its text is nothing the compiler reads yet (engine.oracle): text only.
    CardFactory.create(
        name="Bolt Bend",
        type_line="Instant",
        oracle_text="Change the target of target spell or ability with a single target.",
        keywords=[],
    )
    response = client.get(
        url("builder-editor-suggest", draft), {"field": "card-card", "card-card": "bol"}
    )
    assert response.status_code == 200
    options = response.content.decode()
    assert '<option value="Bolt of Judgment">Bolt of Judgment (custom)</option>' in options
    assert '<option value="Bolt Bend">Bolt Bend (text only)</option>' in options
    lightning = client.get(url("builder-editor-suggest", draft), {"q": "banef"}).content.decode()
    assert '<option value="Banefire">Banefire (partially automated)</option>' in lightning
    assert (
        client.get(url("builder-editor-suggest", draft), {"q": " "}).content.decode().strip() == ""
    )


def test_the_input_asks_this_drafts_suggestions(client: Client, draft: Draft) -> None:
    body = client.get(url("builder-draft", draft)).content.decode()
    assert f'hx-get="{url("builder-editor-suggest", draft)}?field=card-card"' in body
    assert 'list="id_card-card-suggestions"' in body


def test_suggestions_reject_post(client: Client, draft: Draft) -> None:
    assert client.post(url("builder-editor-suggest", draft)).status_code == 405


def test_adding_rejects_get(client: Client, draft: Draft) -> None:
    assert client.get(url("builder-add-card", draft)).status_code == 405
