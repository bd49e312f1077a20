"""The card endpoints under /b/<key>/objects/<id>/: tap, move (up/down, to a zone, to a place by
drag and drop), state (flags, damage, controller, owner, attachment), counters and remove; and
GET /b/<key>/?object=<id>, which opens a card's editor."""

from __future__ import annotations

import pytest
from django.test import Client

from builder.models import Draft
from builder.scenarios import services
from tests.builder.editor_support import (
    HTMX,
    add,
    assert_fragment,
    assert_rejected,
    fresh,
    obj,
    url,
    zone,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def board(draft: Draft) -> Draft:
    """Alice: Grizzly Bears o1, Serra Angel o2 on the battlefield, Shock o3 in hand; Bob: Llanowar
    Elves o4 on the battlefield."""
    for pid, name, where in (
        ("A", "Grizzly Bears", "battlefield"),
        ("A", "Serra Angel", "battlefield"),
        ("A", "Shock", "hand"),
        ("B", "Llanowar Elves", "battlefield"),
    ):
        add(draft, pid, name, where)
    return draft


def state(**flags: str) -> dict[str, str]:
    data = {"damage": "0", "controller": "A", "owner": "A", "attached_to": "", **flags}
    return {f"obj-o1-{k}": v for k, v in data.items()}


# --- the editor -------------------------------------------------------------------------


def test_every_card_has_its_controls_and_the_open_one_its_editor(
    client: Client, board: Draft
) -> None:
    body = client.get(url("builder-draft", board), {"object": "o1"}).content.decode()
    for oid in ("o1", "o2", "o4"):
        assert f'formaction="{url("builder-editor-tap", board, oid)}"' in body
    assert 'id="up-o3"' in body and 'id="tap-o3"' not in body  # cards in hand don't tap
    assert f'data-move-url="{url("builder-editor-move", board, "o2")}"' in body
    assert 'data-drop-zone="B:graveyard"' in body
    assert f'action="{url("builder-editor-object", board, "o1")}"' in body
    assert f'action="{url("builder-editor-object", board, "o2")}"' not in body
    assert f'href="{url("builder-draft", board)}?object=o2#obj-o2"' in body


def test_an_unknown_card_in_the_query_opens_nothing(client: Client, board: Draft) -> None:
    body = client.get(url("builder-draft", board), {"object": "nope"}).content.decode()
    assert "object-editor" not in body


# --- tap ------------------------------------------------------------------------------------


def test_tap_toggles(client: Client, board: Draft) -> None:
    response = client.post(url("builder-editor-tap", board, "o1"))
    assert response.status_code == 302
    assert response["Location"] == url("builder-draft", board) + "#obj-o1"
    assert obj(board, "o1")["tapped"] is True
    response = client.post(url("builder-editor-tap", board, "o1"), headers=HTMX)
    assert_fragment(response.content.decode())
    assert "Untapped Grizzly Bears." in response.content.decode()
    assert "tapped" not in obj(board, "o1")


def test_a_card_in_hand_does_not_tap(client: Client, board: Draft) -> None:
    body = assert_rejected(client, url("builder-editor-tap", board, "o3"), {}, HTMX)
    assert "Only permanents can be tapped" in body
    assert 'class="object-editor"' in body  # shown in the card's editor


# --- move -------------------------------------------------------------------------------


def test_up_and_down_reorder_a_zone(client: Client, board: Draft) -> None:
    client.post(url("builder-editor-move", board, "o2"), {"move-offset": "-1"})
    assert zone(board, "A", "battlefield") == ["o2", "o1"]
    response = client.post(
        url("builder-editor-move", board, "o2"), {"move-offset": "-1"}, headers=HTMX
    )
    assert "Serra Angel is already at the top." in response.content.decode()
    client.post(url("builder-editor-move", board, "o2"), {"move-offset": "1"})
    assert zone(board, "A", "battlefield") == ["o1", "o2"]


def test_moving_to_another_zone_makes_a_new_object(client: Client, board: Draft) -> None:
    services.do_update_object(board, "o1", flags={"tapped": True}, damage=1)
    services.do_change_counters(board, "o1", "+1/+1", 2)
    client.post(
        url("builder-editor-move", board, "o1"), {"move-to": "A:graveyard", "move-position": "top"}
    )
    assert zone(board, "A", "battlefield") == ["o2"]
    assert zone(board, "A", "graveyard") == ["o1"]
    assert obj(board, "o1") == {
        "id": "o1",
        "card": "Grizzly Bears",
    }  # 400.7: no status, no counters


def test_moving_into_a_library_puts_it_on_top_or_at_the_bottom(
    client: Client, board: Draft
) -> None:
    add(board, "A", "Lightning Bolt", "library")
    client.post(
        url("builder-editor-move", board, "o3"), {"move-to": "A:library", "move-position": "top"}
    )
    client.post(
        url("builder-editor-move", board, "o1"), {"move-to": "A:library", "move-position": "bottom"}
    )
    assert zone(board, "A", "library") == ["o3", "o5", "o1"]


def test_a_permanent_moved_to_another_battlefield_changes_control_not_ownership(
    client: Client, board: Draft
) -> None:
    client.post(
        url("builder-editor-move", board, "o1"), {"move-to": "B:battlefield", "move-index": "0"}
    )
    assert zone(board, "B", "battlefield") == ["o1", "o4"]
    assert obj(board, "o1")["owner"] == "A"
    client.post(
        url("builder-editor-move", board, "o1"), {"move-to": "A:battlefield", "move-index": "1"}
    )
    assert zone(board, "A", "battlefield") == ["o2", "o1"]
    assert "owner" not in obj(board, "o1")


def test_a_card_moved_to_another_players_hand_changes_owner(client: Client, board: Draft) -> None:
    client.post(url("builder-editor-move", board, "o3"), {"move-to": "B:hand"})
    assert zone(board, "B", "hand") == ["o3"]
    assert "owner" not in obj(board, "o3")


def test_drag_and_drop_places_the_card_at_the_index(client: Client, board: Draft) -> None:
    response = client.post(
        url("builder-editor-move", board, "o4"),
        {"move-to": "A:battlefield", "move-index": "1"},
        headers=HTMX,
    )
    assert response.status_code == 200
    assert zone(board, "A", "battlefield") == ["o1", "o4", "o2"]
    assert obj(board, "o4")["owner"] == "B"


def test_the_editors_move_form_keeps_the_editor_open(client: Client, board: Draft) -> None:
    response = client.post(
        url("builder-editor-move", board, "o1"), {"move-to": "A:exile", "open": "o1"}
    )
    assert response["Location"] == url("builder-draft", board) + "?object=o1#obj-o1"


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "data",
    [
        {},
        {"move-to": "Z:hand"},
        {"move-to": "A:stack"},
        {"move-offset": "3"},
        {"move-to": "A:hand", "move-index": "-1"},
    ],
    ids=["nowhere", "no such player", "no such zone", "bad offset", "bad index"],
)
def test_invalid_moves_are_rerendered_with_an_error(
    client: Client, board: Draft, headers: dict[str, str], data: dict[str, str]
) -> None:
    before = fresh(board)
    assert_rejected(client, url("builder-editor-move", board, "o1"), data, headers)
    assert fresh(board) == before


# --- state ------------------------------------------------------------------------------


def test_it_saves_flags_damage_control_and_attachment(client: Client, board: Draft) -> None:
    data = state(
        tapped="on", summoning_sick="on", face_down="on", token="on", commander="on", damage="2"
    )
    data.update({"obj-o1-controller": "B", "obj-o1-attached_to": "o4", "open": "o1"})
    response = client.post(url("builder-editor-object", board, "o1"), data)
    assert response["Location"] == url("builder-draft", board) + "?object=o1#obj-o1"
    assert zone(board, "B", "battlefield") == ["o4", "o1"]
    assert obj(board, "o1") == {
        "id": "o1",
        "card": "Grizzly Bears",
        "owner": "A",
        "tapped": True,
        "summoning_sick": True,
        "face_down": True,
        "token": True,
        "commander": True,
        "damage": 2,
        "attached_to": "o4",
        "timestamp": 1,
    }
    body = client.get(url("builder-draft", board), {"object": "o1"}).content.decode()
    for badge in (
        "tapped",
        "summoning sick",
        "face down",
        "token",
        "commander",
        "2 damage",
        "attached to Llanowar Elves",
        "owned by Alice",
    ):
        assert f">{badge}</span>" in body


def test_a_card_can_be_attached_to_a_player(client: Client, board: Draft) -> None:
    client.post(url("builder-editor-object", board, "o1"), state(attached_to="B"))
    assert obj(board, "o1")["attached_to"] == "B"


def test_a_card_in_hand_has_fewer_fields_and_a_new_owner_moves_it(
    client: Client, board: Draft
) -> None:
    body = client.get(url("builder-draft", board), {"object": "o3"}).content.decode()
    assert 'name="obj-o3-face_down"' in body and 'name="obj-o3-tapped"' not in body
    client.post(
        url("builder-editor-object", board, "o3"), {"obj-o3-owner": "B", "obj-o3-token": "on"}
    )
    assert zone(board, "B", "hand") == ["o3"]
    assert obj(board, "o3") == {"id": "o3", "card": "Shock", "token": True}


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "overrides",
    [
        {"damage": "-1"},
        {"controller": "Z"},
        {"attached_to": "o1"},
        {"attached_to": "o3"},
        {"owner": ""},
    ],
    ids=["negative damage", "no such player", "itself", "not a permanent", "no owner"],
)
def test_invalid_state_is_rerendered_with_an_error(
    client: Client, board: Draft, headers: dict[str, str], overrides: dict[str, str]
) -> None:
    before = fresh(board)
    body = assert_rejected(
        client, url("builder-editor-object", board, "o1"), state(**overrides), headers
    )
    assert 'class="object-editor"' in body
    assert fresh(board) == before


# --- counters -----------------------------------------------------------------------------


def test_counters_of_any_kind_are_added_and_removed(client: Client, board: Draft) -> None:
    target = url("builder-editor-counters", board, "o1")
    client.post(target, {"counters-kind": "+1/+1", "counters-amount": "2", "counters-op": "add"})
    client.post(
        target, {"counters-kind": "  shield ", "counters-amount": "1", "counters-op": "add"}
    )
    assert obj(board, "o1")["counters"] == {"+1/+1": 2, "shield": 1}
    response = client.post(
        target,
        {"counters-kind": "+1/+1", "counters-amount": "5", "counters-op": "remove"},
        headers=HTMX,
    )
    assert "Removed 5 +1/+1 counters: Grizzly Bears has 0." in response.content.decode()
    assert obj(board, "o1")["counters"] == {"shield": 1}
    body = client.get(url("builder-draft", board)).content.decode()
    assert '<span class="badge counter">1 shield</span>' in body


def test_counters_change_what_the_engine_sees(client: Client, board: Draft) -> None:
    client.post(
        url("builder-editor-counters", board, "o1"),
        {"counters-kind": "+1/+1", "counters-amount": "1", "counters-op": "add"},
    )
    assert (
        '>3/3<span class="visually-hidden"> (printed 2/2)</span></span>'
        in client.get(url("builder-draft", board)).content.decode()
    )


@pytest.mark.parametrize(
    "data",
    [
        {"counters-kind": "", "counters-amount": "1", "counters-op": "add"},
        {"counters-kind": "lore", "counters-amount": "0", "counters-op": "add"},
        {"counters-kind": "lore", "counters-amount": "1", "counters-op": "remove"},
        {"counters-kind": "lore", "counters-amount": "1", "counters-op": "steal"},
    ],
    ids=["no kind", "none", "none to remove", "unknown op"],
)
def test_invalid_counters_are_rerendered_with_an_error(
    client: Client, board: Draft, data: dict[str, str]
) -> None:
    assert_rejected(client, url("builder-editor-counters", board, "o1"), data, HTMX)


# --- remove ---------------------------------------------------------------------------------


def test_removing_a_card_detaches_what_was_attached_to_it(client: Client, board: Draft) -> None:
    services.do_update_object(board, "o2", flags={}, attached_to="o1")
    response = client.post(url("builder-editor-remove", board, "o1"), headers=HTMX)
    assert "Removed Grizzly Bears from the scenario." in response.content.decode()
    assert zone(board, "A", "battlefield") == ["o2"]
    assert "attached_to" not in obj(board, "o2")


def test_a_card_an_effect_comes_from_is_not_removed(client: Client, board: Draft) -> None:
    services.do_add_effect(
        board, kind="damage_life_floor", params={"player": "A"}, controller="A", source="o1"
    )
    body = assert_rejected(client, url("builder-editor-remove", board, "o1"), {}, HTMX)
    assert (
        "An effect in force comes from Grizzly Bears (Grizzly Bears: damage can&#x27;t reduce"
        " Alice&#x27;s life total below 1): remove the effect first." in body
    )
    assert zone(board, "A", "battlefield") == ["o1", "o2"]


# --- every card endpoint ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "builder-editor-tap",
        "builder-editor-move",
        "builder-editor-object",
        "builder-editor-counters",
        "builder-editor-remove",
    ],
)
def test_card_endpoints_reject_get_and_unknown_cards(
    client: Client, board: Draft, name: str
) -> None:
    assert client.get(url(name, board, "o1")).status_code == 405
    assert client.post(url(name, board, "o99")).status_code == 404
