"""Drag and drop in the board editor (editor.js): a dropped card posts the same move form as the
keyboard controls, and the board is redrawn in place."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from builder.scenarios import services


@pytest.fixture
def draft(transactional_db: Any) -> Draft:
    """Alice: Grizzly Bears o1 and Serra Angel o2 on the battlefield; Bob: Shock o3 in hand."""
    draft = services.do_create_draft()
    services.do_add_card(draft, "A", "Grizzly Bears")
    services.do_add_card(draft, "A", "Serra Angel")
    services.do_add_card(draft, "B", "Shock", "hand")
    return draft


def ids(page: Page, zone: str) -> list[str]:
    found: list[str] = page.locator(f"[data-drop-zone='{zone}'] li.card").evaluate_all(
        "items => items.map(item => item.dataset.objectId)"
    )
    return found


def test_a_card_dragged_to_another_zone_moves_there(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.set_viewport_size({"width": 1280, "height": 1600})  # both sides of the table in view
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.evaluate("window.sameDocument = true")

    page.locator("#obj-o2 .card-name").drag_to(page.locator("[data-drop-zone='B:graveyard']"))
    expect(page.locator("#editor-status")).to_have_text("Moved Serra Angel to Bob’s graveyard.")
    assert ids(page, "B:graveyard") == ["o2"]
    assert ids(page, "A:battlefield") == ["o1"]

    # Dropped before the first card of a zone: it goes first.
    page.locator("#obj-o2 .card-name").drag_to(
        page.locator("#obj-o1"), target_position={"x": 2, "y": 2}
    )
    expect(page.locator("#editor-status")).to_have_text("Moved Serra Angel to Alice’s battlefield.")
    assert ids(page, "A:battlefield") == ["o2", "o1"]
    draft.refresh_from_db()
    assert [o["id"] for o in draft.document["players"][0]["battlefield"]] == ["o2", "o1"]
    assert page.evaluate("window.sameDocument") is True
    assert errors == []
