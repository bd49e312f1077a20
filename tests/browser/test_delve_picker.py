"""Casting a spell with delve from the action picker in a real browser (702.66a): tap a Swamp
for {B}, tick six graveyard cards, untick "Costs marked paid" and cast Gurmag Angler."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from builder.scenarios import services


@pytest.fixture
def draft(transactional_db: Any) -> Draft:
    draft = services.do_create_draft()
    services.do_add_card(draft, "A", "Swamp")
    services.do_add_card(draft, "A", "Gurmag Angler", "hand")
    for _ in range(7):
        services.do_add_card(draft, "A", "Shock", "graveyard")
    return draft


def test_gurmag_angler_is_cast_for_black_with_six_cards_exiled(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.get_by_role("button", name="Swamp: {T}: Add {B}.").click()
    expect(page.locator("#workspace")).to_contain_text("Alice adds {B}")
    cast = page.get_by_role("group", name="Cast Gurmag Angler")
    delve = cast.get_by_role("group", name="Exile for delve (each card pays for {1}; at most 6)")
    boxes = delve.get_by_role("checkbox")
    expect(boxes).to_have_count(7)
    for index in range(6):
        boxes.nth(index).check()
    cast.get_by_label("Costs marked paid (free)").uncheck()
    cast.get_by_role("button", name="Cast Gurmag Angler").click()
    expect(page.locator("#workspace")).to_contain_text("for Gurmag Angler's delve")
    expect(page.locator("#workspace")).to_contain_text("Alice pays {B}")
    draft.refresh_from_db()
    alice = next(p for p in draft.document["players"] if p["id"] == "A")
    assert len(alice["exile"]) == 6 and len(alice["graveyard"]) == 1
    assert [o["card"] for o in draft.document["stack"]] == ["Gurmag Angler"]
