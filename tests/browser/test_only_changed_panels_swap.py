"""Render less (issue 18, point 10): a builder action answers with only the panels it changed,
each swapped out of band, and the page keeps every other panel as it was: the same elements,
not redrawn copies.  Each panel of the workspace (``data-unit``) is marked in the page before
the action; afterwards a kept panel still carries the mark and a redrawn one doesn't."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from builder.scenarios import services

GOAL_BYTES = 20_000  # issue 18: a typical action's answer


@pytest.fixture
def draft(transactional_db: Any) -> Draft:
    """Alice: Grizzly Bears o1 and a Forest o2; Bob: Gray Ogre o3."""
    draft = services.do_create_draft()
    services.do_add_card(draft, "A", "Grizzly Bears")
    services.do_add_card(draft, "A", "Forest")
    services.do_add_card(draft, "B", "Gray Ogre")
    return draft


MARK = "() => document.querySelectorAll('[data-unit]').forEach(e => { e.dataset.kept = 'yes'; })"
KEPT = """() => Object.fromEntries([...document.querySelectorAll('[data-unit]')]
    .map(e => [e.dataset.unit, e.dataset.kept === 'yes']))"""


def kept_units(page: Page) -> dict[str, bool]:
    return dict(page.evaluate(KEPT))


def test_dealing_damage_redraws_only_what_it_changed(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.wait_for_function("() => window.htmx")
    before = set(kept_units(page))
    page.evaluate(MARK)

    judge = page.locator("form.judge[action$='/judge/deal_damage/']")
    judge.locator("select[name='deal_damage-source']").select_option(
        label="Grizzly Bears (Alice's, on the battlefield)"
    )
    judge.locator("select[name='deal_damage-target']").select_option(label="Bob")
    judge.locator("input[name='deal_damage-amount']").fill("3")
    with page.expect_response(lambda r: r.url.endswith("/judge/deal_damage/")) as answer:
        judge.locator("button[type='submit']").click()
    expect(page.locator("[data-testid='life-B'] strong")).to_have_text("17")

    response = answer.value
    assert len(response.body()) <= GOAL_BYTES
    assert response.headers.get("hx-reswap") == "none"  # every part came out of band
    after = kept_units(page)
    assert set(after) == before  # no panel lost or gained
    # What the damage changed was drawn again: Bob's totals, the life form, the log, the history.
    for unit in ("player-B-head", "life-totals", "log", "history"):
        assert after[unit] is False, unit
    # Everything else is the element the page already had.
    for unit in (
        "game",
        "add-card",
        "player-A-head",
        "zone-A-battlefield",
        "zone-B-battlefield",
        "obj-o1",
        "obj-o2",
        "obj-o3",
        "stack",
        "custom-cards",
    ):
        assert after[unit] is True, unit
    assert sum(after.values()) > len(after) // 2  # most of the workspace stayed


def test_tapping_a_card_redraws_that_card_alone_on_the_board(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.wait_for_function("() => window.htmx")
    page.evaluate(MARK)

    with page.expect_response(lambda r: r.url.endswith("/objects/o3/tap/")) as answer:
        page.locator("#tap-o3").click()
    expect(page.locator("#obj-o3 .badges")).to_have_text("tapped")

    assert len(answer.value.body()) <= GOAL_BYTES
    after = kept_units(page)
    assert after["obj-o3"] is False
    board = {unit: kept for unit, kept in after.items() if unit.startswith(("obj-", "zone-"))}
    assert [unit for unit, kept in board.items() if not kept] == ["obj-o3"]
