"""POST /b/<key>/players/<id>/: a player's name, life, poison, team, designations and the combat
damage they took from each commander; GET /b/<key>/?player=<id> opens the form."""

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
    player,
    url,
)

pytestmark = pytest.mark.django_db


def details(pid: str = "A", **overrides: str) -> dict[str, str]:
    data = {"name": "Alice", "life": "20", "poison": "0", "other_designations": ""}
    data.update(overrides)
    return {f"player-{pid}-{k}": v for k, v in data.items()}


def test_the_draft_page_opens_a_players_form(client: Client, draft: Draft) -> None:
    body = client.get(url("builder-draft", draft), {"player": "B"}).content.decode()
    assert f'action="{url("builder-editor-player", draft, "B")}"' in body
    assert 'name="player-B-name"' in body
    assert 'name="player-A-name"' not in body
    closed = client.get(url("builder-draft", draft)).content.decode()
    assert f'href="{url("builder-draft", draft)}?player=B#player-B"' in closed
    assert f'hx-get="{url("builder-draft", draft)}?player=B"' in closed


def test_it_saves_name_totals_and_designations(client: Client, draft: Draft) -> None:
    data = details(
        name="Alicia",
        life="7",
        poison="3",
        citys_blessing="on",
        other_designations="Monarch, the initiative",
    )
    response = client.post(url("builder-editor-player", draft, "A"), data)
    assert response.status_code == 302
    assert response["Location"] == url("builder-draft", draft) + "?player=A#player-A"
    entry = player(draft, "A")
    assert (entry["name"], entry["life"], entry["poison"]) == ("Alicia", 7, 3)
    assert entry["designations"] == ["citys_blessing", "monarch", "the_initiative"]


def test_htmx_keeps_the_form_open_and_the_board_shows_the_designation(
    client: Client, draft: Draft
) -> None:
    response = client.post(
        url("builder-editor-player", draft, "A"), details(citys_blessing="on"), headers=HTMX
    )
    body = response.content.decode()
    assert_fragment(body)
    assert 'name="player-A-name"' in body
    assert '<span class="badge">the city&#x27;s blessing</span>' in body


def test_commander_damage_has_a_field_per_commander(client: Client, draft: Draft) -> None:
    commander = add(draft, "B", "Grizzly Bears")
    services.do_update_object(draft, commander, flags={"commander": True})
    body = client.get(url("builder-draft", draft), {"player": "A"}).content.decode()
    assert f'name="player-A-cmd_{commander}"' in body
    # The field's label names the commander as people do, never by its id.
    assert "Combat damage from commander Grizzly Bears</label>" in body
    assert f"({commander})" not in body
    client.post(url("builder-editor-player", draft, "A"), details(**{f"cmd_{commander}": "9"}))
    assert player(draft, "A")["commander_damage"] == {commander: 9}
    client.post(url("builder-editor-player", draft, "A"), details(**{f"cmd_{commander}": "0"}))
    assert "commander_damage" not in player(draft, "A")


def test_in_two_headed_giant_teammates_share_life_and_poison(client: Client, draft: Draft) -> None:
    services.do_set_game(
        draft, format="two_headed_giant", players=4, turn_number=1, active_player="A", step="upkeep"
    )
    response = client.post(
        url("builder-editor-player", draft, "C"),
        details("C", name="Carol", life="25", poison="2", team="AC"),
    )
    assert response.status_code == 302
    lives = {p["id"]: (p["life"], p["poison"]) for p in fresh(draft)["players"]}
    assert lives == {"A": (25, 2), "B": (20, 0), "C": (25, 2), "D": (20, 0)}


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "overrides", [{"name": ""}, {"life": "many"}, {"poison": "-1"}, {"name": "x" * 61}]
)
def test_invalid_input_is_rerendered_with_an_error(
    client: Client, draft: Draft, headers: dict[str, str], overrides: dict[str, str]
) -> None:
    before = fresh(draft)
    body = assert_rejected(
        client, url("builder-editor-player", draft, "A"), details(**overrides), headers
    )
    assert 'name="player-A-name"' in body  # the form stays open with its errors
    assert fresh(draft) == before


def test_an_unknown_player_is_404(client: Client, draft: Draft) -> None:
    assert client.post(url("builder-editor-player", draft, "Z"), details("Z")).status_code == 404


def test_it_rejects_get(client: Client, draft: Draft) -> None:
    assert client.get(url("builder-editor-player", draft, "A")).status_code == 405
