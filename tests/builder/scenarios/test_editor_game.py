"""POST /b/<key>/game/: format, number of players, turn, active player and step."""

from __future__ import annotations

import pytest
from django.test import Client

from builder.models import Draft
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


def game(**overrides: str) -> dict[str, str]:
    data = {
        "game-format": "two_player",
        "game-players": "2",
        "game-turn_number": "1",
        "game-active_player": "A",
        "game-step": "precombat_main",
    }
    data.update({f"game-{k}": v for k, v in overrides.items()})
    return data


def test_it_sets_the_turn_and_step_and_redirects_back_to_the_form(
    client: Client, draft: Draft
) -> None:
    response = client.post(
        url("builder-editor-game", draft), game(turn_number="4", active_player="B", step="end")
    )
    assert response.status_code == 302
    assert response["Location"] == url("builder-draft", draft) + "#game"
    assert fresh(draft)["turn"] == {"number": 4, "active_player": "B", "step": "end"}


def test_it_answers_htmx_with_the_workspace_and_a_status_message(
    client: Client, draft: Draft
) -> None:
    response = client.post(url("builder-editor-game", draft), game(step="upkeep"), headers=HTMX)
    assert response.status_code == 200
    body = response.content.decode()
    assert_fragment(body)
    assert '<div id="editor-status" hx-swap-oob="innerHTML">' in body
    assert "Two-player with 2 players; turn 1, Alice’s upkeep." in body


def test_free_for_all_adds_players_with_the_formats_starting_life(
    client: Client, draft: Draft
) -> None:
    client.post(url("builder-editor-game", draft), game(format="free_for_all", players="4"))
    document = fresh(draft)
    assert document["format"] == "free_for_all"
    assert [(p["id"], p["name"], p["life"]) for p in document["players"]] == [
        ("A", "Alice", 20),
        ("B", "Bob", 20),
        ("C", "Carol", 20),
        ("D", "Dave", 20),
    ]


def test_two_headed_giant_gets_teams_and_a_reset_gives_the_team_life(
    client: Client, draft: Draft
) -> None:
    client.post(
        url("builder-editor-game", draft),
        game(format="two_headed_giant", players="4", reset_life="on"),
    )
    players = fresh(draft)["players"]
    assert [(p["id"], p["team"], p["life"]) for p in players] == [
        ("A", "AC", 30),
        ("B", "BD", 30),
        ("C", "AC", 30),
        ("D", "BD", 30),
    ]
    client.post(
        url("builder-editor-game", draft), game(format="commander", players="3", reset_life="on")
    )
    players = fresh(draft)["players"]
    assert [(p["id"], p["life"], "team" in p) for p in players] == [
        ("A", 40, False),
        ("B", 40, False),
        ("C", 40, False),
    ]


def test_leaving_a_combat_step_drops_the_combat(client: Client, draft: Draft) -> None:
    draft.document = {
        **draft.document,
        "turn": {"number": 1, "active_player": "A", "step": "declare_attackers"},
        "combat": {},
    }
    draft.save()
    client.post(url("builder-editor-game", draft), game(step="postcombat_main"))
    assert "combat" not in fresh(draft)


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
def test_a_format_the_engine_refuses_for_that_many_players_changes_nothing(
    client: Client, draft: Draft, headers: dict[str, str]
) -> None:
    before = fresh(draft)
    body = assert_rejected(
        client, url("builder-editor-game", draft), game(format="free_for_all"), headers
    )
    assert "Free-for-all needs 3 to 8 players, not 2" in body
    assert fresh(draft) == before


def test_a_player_who_still_has_cards_is_not_removed(client: Client, draft: Draft) -> None:
    client.post(url("builder-editor-game", draft), game(format="free_for_all", players="3"))
    add(draft, "C", "Grizzly Bears", "hand")
    body = assert_rejected(client, url("builder-editor-game", draft), game(players="2"), HTMX)
    assert "Carol still has cards: move or remove them first." in body
    assert len(fresh(draft)["players"]) == 3


def test_removing_the_active_player_hands_the_turn_to_the_first(
    client: Client, draft: Draft
) -> None:
    client.post(
        url("builder-editor-game", draft),
        game(format="free_for_all", players="3", active_player="A"),
    )
    client.post(
        url("builder-editor-game", draft),
        game(format="free_for_all", players="3", active_player="C"),
    )
    client.post(url("builder-editor-game", draft), game(players="2", active_player="C"))
    assert fresh(draft)["turn"]["active_player"] == "A"
    assert player(draft, "A")["name"] == "Alice"


@pytest.mark.parametrize(
    "overrides",
    [
        {"players": "5"},
        {"players": "1"},
        {"format": "chess"},
        {"step": "lunch"},
        {"turn_number": "0"},
        {"active_player": "Z"},
    ],
)
def test_invalid_input_is_rerendered_with_an_error(
    client: Client, draft: Draft, overrides: dict[str, str]
) -> None:
    assert_rejected(client, url("builder-editor-game", draft), game(**overrides), HTMX)


def test_it_rejects_get(client: Client, draft: Draft) -> None:
    assert client.get(url("builder-editor-game", draft)).status_code == 405
