"""With the keyboard alone, an action's outcome is where the focus lands: the decision it asks
for (GHO-2: Bob chooses the order of two replacement effects, 616.1), then, once answered, the
result in the log.  htmx can't keep the focus on the pressed button (the picker's and the judge's
forms have no ids), so editor.js moves it; without that, it would fall back to the page's top."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from builder.scenarios import services
from tests.browser.test_editor_keyboard import focus_by_tab, press_enter


@pytest.fixture
def draft(transactional_db: Any) -> Draft:
    """Alice: Grizzly Bears o1 and Furnace of Rath o2; Bob: Ghosts of the Innocent o3."""
    draft = services.do_create_draft()
    services.do_add_card(draft, "A", "Grizzly Bears")
    services.do_add_card(draft, "A", "Furnace of Rath")
    services.do_add_card(draft, "B", "Ghosts of the Innocent")
    return draft


def focused_id(page: Page) -> str:
    return str(page.evaluate("() => document.activeElement && document.activeElement.id"))


def test_the_focus_follows_the_action_to_its_decision_and_result(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.wait_for_function("() => window.htmx")

    # Deal damage (the judge's first action, open): Grizzly Bears deals 3 damage to Bob.
    judge = "form.judge[action$='/judge/deal_damage/']"
    focus_by_tab(page, f"{judge} select[name='deal_damage-source']")
    page.keyboard.type("Grizzly")  # a select picks the option its label starts with
    focus_by_tab(page, f"{judge} input[name='deal_damage-amount']")
    page.keyboard.press("Control+a")
    page.keyboard.type("3")
    focus_by_tab(page, f"{judge} button[type='submit']")
    press_enter(page)

    expect(page.locator("#decision-heading")).to_contain_text("Bob chooses")
    assert focused_id(page) == "decision-heading"

    # Bob's choice: the first option, then Choose; the focus lands on what happened.
    focus_by_tab(page, "#decision input[type='radio']")
    page.keyboard.press("Space")
    focus_by_tab(page, "#decision button.primary")
    press_enter(page)

    expect(page.locator("#log")).to_contain_text("Bob")
    assert focused_id(page) == "log-heading"
    assert page.locator("#decision").count() == 0
    life = page.locator("[data-testid='life-B'] strong").inner_text()
    assert life in ("18", "17")  # 2 or 3 damage, depending on the order Bob chose
