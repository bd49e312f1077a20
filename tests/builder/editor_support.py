"""Helpers shared by the board editor's tests (test_editor_*.py)."""

from __future__ import annotations

from typing import Any

from django.test import Client
from django.urls import reverse

from builder.models import Draft
from builder.scenarios import services

HTMX = {"HX-Request": "true"}


def fresh(draft: Draft) -> dict[str, Any]:
    """The draft's document as saved now."""
    draft.refresh_from_db()
    return draft.document


def player(draft: Draft, player_id: str) -> dict[str, Any]:
    return next(p for p in fresh(draft)["players"] if p["id"] == player_id)


def zone(draft: Draft, player_id: str, name: str) -> list[str]:
    """The ids of the objects in a player's zone, in order."""
    return [obj["id"] for obj in player(draft, player_id).get(name, [])]


def obj(draft: Draft, object_id: str) -> dict[str, Any]:
    for entry in fresh(draft)["players"]:
        for name in services.PLAYER_ZONES:
            for found in entry.get(name, []):
                if found["id"] == object_id:
                    return found
    raise AssertionError(f"no object {object_id}")


def add(draft: Draft, player_id: str, card: str, where: str = "battlefield") -> str:
    """Add a card through the service; returns its new id."""
    draft.refresh_from_db()
    services.do_add_card(draft, player_id, card, where)
    draft.refresh_from_db()
    return player(draft, player_id)[where][-1 if where != "library" else 0]["id"]


def url(name: str, draft: Draft, *args: str) -> str:
    return reverse(name, args=[draft.key, *args])


def assert_fragment(body: str) -> None:
    assert body.lstrip().startswith('<div id="workspace"')
    assert "<html" not in body


def assert_rejected(
    client: Client, target: str, data: dict[str, str], headers: dict[str, str]
) -> str:
    """POST ``data``; it must be refused with 400 and the error shown. Returns the body."""
    response = client.post(target, data, headers=headers)
    assert response.status_code == 400, response.content.decode()[:500]
    body = response.content.decode()
    assert 'class="errorlist' in body
    assert ("<html" in body) == (not headers)
    return body
