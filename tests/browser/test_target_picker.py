"""The action picker's targets in Chromium (issue 30): Lightning Bolt starts at "Choose a
target"; Kor Firewalker is listed, disabled, with the engine's reason and rule (protection from
red, 702.16b), also as text reachable by keyboard; a refused cast ("Alice can't pay {R}") comes
back with the judge's target and unticked box, the focus on the same button and the page where
it was."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from tests.browser.test_editor_keyboard import focus_by_tab, press_enter
from tests.builder.actions_support import document, make_draft
from tests.engine.target_legality.cards import RECORDS

BOLT_FORM = "#actions form:has(input[name='option'][value='cast:bolt'])"


@pytest.fixture
def draft(transactional_db: Any, compiled_from: Any) -> Draft:
    compiled_from(RECORDS)
    return make_draft(
        document(
            [{"id": "bears", "card": "Grizzly Bears"}],
            [
                {"id": "firewalker", "card": "Kor Firewalker"},
                {"id": "scout", "card": "Gladecover Scout"},
            ],
            hand=[{"id": "bolt", "card": "Lightning Bolt"}],
        )
    )


def open_builder(page: Page, live_server: LiveServer, draft: Draft) -> None:
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.wait_for_function("() => window.htmx")


def test_the_forbidden_target_is_listed_disabled_with_its_reason_and_rule(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    open_builder(page, live_server, draft)
    target = page.locator(f"{BOLT_FORM} select[name='target_0']")
    expect(target).to_have_value("")
    expect(target.locator("option").first).to_have_text("Choose a target")
    firewalker = target.locator("option[value='firewalker']")
    expect(firewalker).to_be_disabled()
    expect(firewalker).to_have_attribute("aria-disabled", "true")
    expect(firewalker).to_have_text("Kor Firewalker: protection from red, 702.16b")
    expect(target.locator("option[value='scout']")).to_have_text(
        "Gladecover Scout: hexproof, 702.11b"
    )
    # Choosing it is refused by the browser itself: a disabled option can't be selected.
    with pytest.raises(Exception, match="disabled|not enabled|did not find some options"):
        target.select_option("firewalker", timeout=1_000)

    # By keyboard: the same reasons as text, under the select.
    focus_by_tab(page, f"{BOLT_FORM} details.refused-targets summary")
    page.keyboard.press("Enter")
    reasons = page.locator(f"{BOLT_FORM} details.refused-targets li")
    expect(reasons.first).to_be_visible()
    expect(reasons.filter(has_text="Kor Firewalker: protection from red")).to_contain_text(
        "702.16b"
    )
    described = target.get_attribute("aria-describedby")
    assert described and page.locator(f"#{described}").count() == 1


def test_a_refused_cast_keeps_the_form_and_the_page_where_they_were(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    open_builder(page, live_server, draft)
    target = page.locator(f"{BOLT_FORM} select[name='target_0']")
    target.select_option("B")
    page.locator(f"{BOLT_FORM} input[name='free']").uncheck()
    button = page.locator(f"{BOLT_FORM} button[type='submit']")
    button_id = button.get_attribute("id")
    button.evaluate("b => b.scrollIntoView({block: 'center'})")
    button.focus()
    before = page.evaluate("() => window.scrollY")
    press_enter(page)
    expect(page.locator("#actions [role='alert']")).to_contain_text("can't pay")
    expect(target).to_have_value("B")
    expect(page.locator(f"{BOLT_FORM} input[name='free']")).not_to_be_checked()
    assert page.evaluate("() => document.activeElement && document.activeElement.id") == button_id
    assert abs(page.evaluate("() => window.scrollY") - before) < 40
