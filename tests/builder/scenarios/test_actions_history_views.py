"""The history panel: GET history/, POST history/go/, history/back/ (undo), history/forward/."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.scenarios.services import actions
from tests.builder.actions_support import HTMX, document, life, make_draft

pytestmark = pytest.mark.django_db


def damage(amount: int) -> dict[str, Any]:
    return {"type": "deal_damage", "source": "bears", "target": "B", "amount": amount}


@pytest.fixture
def played(db: object) -> Draft:
    """Two steps: 2 damage to Bob, then 3 more (Bob at 15)."""
    draft = make_draft(document([{"id": "bears", "card": "Grizzly Bears"}]))
    actions.do_apply_action(draft, damage(2))
    actions.do_apply_action(draft, damage(3))
    return draft


def url(draft: Draft, name: str) -> str:
    return reverse(name, args=[draft.key])


def test_the_page_lists_every_step_and_marks_the_current_one(client: Client, played: Draft) -> None:
    body = client.get(url(played, "builder-draft")).content.decode()
    assert "Set-up board" in body
    assert "would deal 2 damage to Bob" in body
    assert body.count('aria-current="step"') == 1


def test_the_history_fragment(client: Client, played: Draft) -> None:
    response = client.get(url(played, "builder-history"), headers=HTMX)
    assert response.status_code == 200
    body = response.content.decode()
    assert "<html" not in body and 'id="history"' in body
    assert "<html" in client.get(url(played, "builder-history")).content.decode()


def test_undo_and_redo(client: Client, played: Draft) -> None:
    response = client.post(url(played, "builder-history-back"))
    assert response.status_code == 302
    assert response["Location"].endswith("#history")
    assert life(played, "B") == 18
    response = client.post(url(played, "builder-history-forward"), headers=HTMX)
    assert response.status_code == 200
    assert life(played, "B") == 15


def test_going_to_a_step_without_javascript(client: Client, played: Draft) -> None:
    response = client.post(url(played, "builder-history-go"), {"step": "1"})
    assert response.status_code == 302
    assert response["Location"].endswith("#history")
    assert life(played, "B") == 18


def test_going_to_a_step_then_branching(client: Client, played: Draft) -> None:
    response = client.post(url(played, "builder-history-go"), {"step": "0"}, headers=HTMX)
    assert response.status_code == 200
    assert life(played, "B") == 20
    actions.do_apply_action(played, damage(7))
    body = client.get(url(played, "builder-draft")).content.decode()
    assert "Variation:" in body and "would deal 7 damage" in body


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
@pytest.mark.parametrize(
    "data", [{"step": "99"}, {"step": "x"}, {}], ids=["unknown", "nan", "none"]
)
def test_going_to_an_invalid_step_is_rerendered_with_an_error(
    client: Client, played: Draft, headers: dict[str, str], data: dict[str, str]
) -> None:
    response = client.post(url(played, "builder-history-go"), data, headers=headers)
    assert response.status_code == 400
    body = response.content.decode()
    assert 'class="errorlist' in body
    assert ("<html" in body) == (not headers)
    assert life(played, "B") == 15


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["full page", "htmx"])
def test_nothing_to_undo_or_redo_is_a_400(
    client: Client, db: object, headers: dict[str, str]
) -> None:
    draft = make_draft(document())
    for name in ("builder-history-back", "builder-history-forward"):
        response = client.post(url(draft, name), headers=headers)
        assert response.status_code == 400
        assert 'class="errorlist' in response.content.decode()


def test_the_wrong_methods_are_rejected(client: Client, played: Draft) -> None:
    assert client.post(url(played, "builder-history")).status_code == 405
    for name in ("builder-history-go", "builder-history-back", "builder-history-forward"):
        assert client.get(url(played, name)).status_code == 405
