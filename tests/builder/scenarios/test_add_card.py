from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from tests.builder.conftest import HTMX

pytestmark = pytest.mark.django_db


def url(draft: Draft) -> str:
    return reverse("builder-add-card", args=[draft.key])


def battlefield(draft: Draft, player: str) -> list[tuple[str, str]]:
    draft.refresh_from_db()
    (data,) = [p for p in draft.document["players"] if p["id"] == player]
    return [(obj["id"], obj["card"]) for obj in data.get("battlefield", [])]


def test_it_puts_the_card_onto_the_players_battlefield(client: Client, draft: Draft) -> None:
    response = client.post(url(draft), {"card-card": "Grizzly Bears", "card-player": "B"})
    assert response.status_code == 302
    assert battlefield(draft, "B") == [("o1", "Grizzly Bears")]
    assert battlefield(draft, "A") == []


def test_each_new_object_gets_a_fresh_id(client: Client, draft: Draft) -> None:
    for player in ("A", "B", "A"):
        client.post(url(draft), {"card-card": "Grizzly Bears", "card-player": player})
    assert battlefield(draft, "A") == [("o1", "Grizzly Bears"), ("o3", "Grizzly Bears")]
    assert battlefield(draft, "B") == [("o2", "Grizzly Bears")]


def test_it_forgives_the_case_of_the_name(client: Client, draft: Draft) -> None:
    client.post(url(draft), {"card-card": "  grizzly BEARS ", "card-player": "A"})
    assert battlefield(draft, "A") == [("o1", "Grizzly Bears")]


def test_it_answers_htmx_with_the_new_board(client: Client, draft: Draft) -> None:
    response = client.post(
        url(draft), {"card-card": "Grizzly Bears", "card-player": "A"}, headers=HTMX
    )
    assert response.status_code == 200
    body = response.content.decode()
    assert "<html" not in body
    assert 'data-object-id="o1"' in body


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
def test_an_unknown_card_is_rerendered_with_an_error(
    client: Client, draft: Draft, headers: dict[str, str]
) -> None:
    data = {"card-card": "Definitely Not A Card", "card-player": "A"}
    response = client.post(url(draft), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    assert "No card is called “Definitely Not A Card”" in body
    assert 'value="Definitely Not A Card"' in body  # the judge's input is kept
    assert battlefield(draft, "A") == []


def test_user_text_is_escaped(client: Client, draft: Draft) -> None:
    response = client.post(url(draft), {"card-card": "<script>x</script>", "card-player": "A"})
    body = response.content.decode()
    assert "<script>x</script>" not in body
    assert "&lt;script&gt;x&lt;/script&gt;" in body


@pytest.mark.parametrize(
    "data",
    [{"card-card": "Grizzly Bears", "card-player": "Z"}, {"card-card": "", "card-player": "A"}],
    ids=["no such player", "no card name"],
)
def test_invalid_input_is_rerendered_with_an_error(
    client: Client, draft: Draft, data: dict[str, str]
) -> None:
    response = client.post(url(draft), data, headers=HTMX)
    assert response.status_code == 400
    assert 'class="errorlist' in response.content.decode()


def test_it_rejects_get(client: Client, draft: Draft) -> None:
    assert client.get(url(draft)).status_code == 405
