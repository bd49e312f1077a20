"""Targets that must differ, in Chromium (115.3, issue 30 point 2): with Essence Fracture ("Return
two target creatures"), the creature chosen as the first target is disabled in the second with
"already chosen for target 1, 115.3", and free again once the first target changes; the same
creature chosen twice (without the script's help) is refused by the engine with 115.3, the form
and the page staying where they were."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from tests.browser.test_editor_keyboard import press_enter
from tests.builder.actions_support import document, make_draft
from tests.engine.multiple_targets.test_return_each_target import RECORDS

FORM = "#actions form:has(input[name='option'][value='cast:fracture'])"
ALREADY = "already chosen for target 1, 115.3"


@pytest.fixture
def draft(transactional_db: Any, compiled_from: Any) -> Draft:
    compiled_from(RECORDS)
    return make_draft(
        document(
            [],
            [{"id": "bears1", "card": "Grizzly Bears"}, {"id": "bears2", "card": "Grizzly Bears"}],
            hand=[{"id": "fracture", "card": "Essence Fracture"}],
        )
    )


def open_builder(page: Page, live_server: LiveServer, draft: Draft) -> None:
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.wait_for_function("() => window.htmx")


def test_the_first_choice_is_disabled_in_the_second_target_with_115_3(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    open_builder(page, live_server, draft)
    first = page.locator(f"{FORM} select[name='target_0']")
    second = page.locator(f"{FORM} select[name='target_1']")
    first.select_option("bears1")
    taken = second.locator("option[value='bears1']")
    expect(taken).to_be_disabled()
    expect(taken).to_have_attribute("aria-disabled", "true")
    expect(taken).to_have_text(f"Grizzly Bears (first): {ALREADY}")
    expect(second.locator("option[value='bears2']")).to_be_enabled()
    with pytest.raises(Exception, match="disabled|not enabled|did not find some options"):
        second.select_option("bears1", timeout=1_000)
    # Another first choice frees it and takes the other one.
    first.select_option("bears2")
    expect(taken).to_be_enabled()
    expect(taken).to_have_text("Grizzly Bears (first)")
    expect(second.locator("option[value='bears2']")).to_be_disabled()


def test_the_same_creature_twice_is_refused_with_115_3_keeping_the_form(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    open_builder(page, live_server, draft)
    first = page.locator(f"{FORM} select[name='target_0']")
    second = page.locator(f"{FORM} select[name='target_1']")
    # Both chosen before the script could tell (a slow page, a keyboard in a hurry): the second
    # first, then the first; the second keeps its own choice, marked with why.
    second.select_option("bears1")
    first.select_option("bears1")
    expect(second.locator("option[value='bears1']")).to_have_text(
        f"Grizzly Bears (first): {ALREADY}"
    )
    button = page.locator(f"{FORM} button[type='submit']")
    button.evaluate("b => b.scrollIntoView({block: 'center'})")
    button.focus()
    before = page.evaluate("() => window.scrollY")
    press_enter(page)
    expect(page.locator("#actions [role='alert']")).to_contain_text("115.3")
    expect(first).to_have_value("bears1")
    expect(second).to_have_value("bears1")
    expect(page.locator(f"{FORM} input[name='free']")).to_be_checked()
    assert abs(page.evaluate("() => window.scrollY") - before) < 40
