from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import engine
from builder.models import Draft
from tests.builder.conftest import HTMX

pytestmark = pytest.mark.django_db


def url(draft: Draft) -> str:
    return reverse("builder-deal-damage", args=[draft.key])


def damage(source: str = "o1", target: str = "B", amount: str = "2") -> dict[str, str]:
    return {"damage-source": source, "damage-target": target, "damage-amount": amount}


def life(draft: Draft, player: str) -> int:
    draft.refresh_from_db()
    return next(p["life"] for p in draft.document["players"] if p["id"] == player)


def test_the_engine_resolves_it_and_explains_it(client: Client, bears_draft: Draft) -> None:
    response = client.post(url(bears_draft), damage(amount="3"))
    assert response.status_code == 302
    assert life(bears_draft, "B") == 17
    assert any("120.3a" in entry["rules"] for entry in bears_draft.log)
    body = client.get(response["Location"]).content.decode()
    assert "CR 120.3a" in body
    assert 'data-testid="life-B">Life <strong>17</strong>' in body


def test_it_answers_htmx_with_the_new_board_and_log(client: Client, bears_draft: Draft) -> None:
    response = client.post(url(bears_draft), damage(), headers=HTMX)
    assert response.status_code == 200
    body = response.content.decode()
    assert "<html" not in body
    assert 'data-testid="life-B">Life <strong>18</strong>' in body
    assert "CR 120.3a" in body


def test_lethal_damage_to_a_creature_follows_the_state_based_actions(
    client: Client, bears_draft: Draft
) -> None:
    client.post(
        reverse("builder-add-card", args=[bears_draft.key]),
        {"card-card": "Grizzly Bears", "card-player": "B"},
    )
    client.post(url(bears_draft), damage(target="o2", amount="2"))
    bears_draft.refresh_from_db()
    (bob,) = [p for p in bears_draft.document["players"] if p["id"] == "B"]
    assert bob.get("battlefield", []) == []
    assert any("704.5g" in entry["rules"] for entry in bears_draft.log)


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "data",
    [
        damage(amount="-1"),
        damage(amount="two"),
        damage(target="o99"),
        damage(target="Z"),
        damage(source="B"),
        damage(source="o99"),
    ],
    ids=["negative", "not a number", "no such object", "no such player", "player", "no source"],
)
def test_invalid_input_is_rerendered_with_an_error(
    client: Client, bears_draft: Draft, headers: dict[str, str], data: dict[str, str]
) -> None:
    response = client.post(url(bears_draft), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    assert 'class="errorlist' in body
    assert ("<html" in body) == (not headers)
    assert life(bears_draft, "B") == 20


def test_an_illegal_action_shows_the_engines_reason_and_rule(
    client: Client, bears_draft: Draft, monkeypatch: pytest.MonkeyPatch
) -> None:
    def illegal(*args: Any, **kwargs: Any) -> Any:
        raise engine.IllegalAction("That can't be dealt damage", rule="120.1a")

    monkeypatch.setattr(engine, "apply", illegal)
    response = client.post(url(bears_draft), damage(), headers=HTMX)
    assert response.status_code == 400
    assert "That can&#x27;t be dealt damage (rule 120.1a)" in response.content.decode()
    assert life(bears_draft, "B") == 20


def test_it_rejects_get(client: Client, bears_draft: Draft) -> None:
    assert client.get(url(bears_draft)).status_code == 405
