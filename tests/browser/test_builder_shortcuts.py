"""The builder's other keyboard shortcuts (templates/scenarios/_shortcuts.html): p picks an
action, b goes to the board, l to the log, ? shows the list; none fires while typing."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from builder.scenarios import services
from builder.sharing import services as sharing_services


@pytest.fixture
def draft(transactional_db: Any) -> Draft:
    draft = services.do_create_draft()
    services.do_add_card(draft, "A", "Grizzly Bears")
    return draft


def test_the_shortcuts_move_to_the_picker_the_board_and_the_log(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.wait_for_function("() => window.htmx")
    shortcuts = page.locator("#shortcuts")
    expect(shortcuts).not_to_have_attribute("open", "")

    page.keyboard.press("?")
    expect(shortcuts).to_have_attribute("open", "")
    expect(shortcuts).to_contain_text("Pick an action")

    page.keyboard.press("p")
    assert page.evaluate("!!document.activeElement.closest('#actions .option form')")
    page.keyboard.press("b")
    expect(page.locator("#tap-o1")).to_be_focused()
    page.keyboard.press("l")
    expect(page.locator("#log-heading")).to_be_focused()

    # Typing in a field types; it is not a shortcut.
    page.locator("#id_card-card").focus()
    page.keyboard.type("bpl")
    expect(page.locator("#id_card-card")).to_have_value("bpl")
    expect(page.locator("#id_card-card")).to_be_focused()


def test_on_a_phone_the_actions_tab_says_a_decision_is_waiting(
    live_server: LiveServer, page: Page, transactional_db: Any
) -> None:
    forked = sharing_services.do_fork_example("GHO-2")  # Bob's 616.1 decision is waiting
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/b/{forked.key}/")
    tab = page.get_by_role("link", name="Actions (a decision is waiting)")
    expect(tab).to_be_visible()
    tab.click()
    expect(page.locator("#decision")).to_be_visible()
    page.locator("#decision input[type='radio']").first.check()
    page.locator("#decision").get_by_role("button", name="Choose").click()
    expect(page.locator("#decision")).to_have_count(0)
    expect(page.locator(".workspace-tabs .pending-mark")).to_be_hidden()


def test_undo_and_redo_by_shortcut_swap_even_right_after_a_swap(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    # Grizzly Bears deals 2 damage to Bob (a step), then u and Shift+U pressed the moment
    # each answer shows: htmx attaches its handlers to the new history panel only when it
    # settles (slowed down here to make that moment long), and a shortcut that clicked a form
    # not yet processed posted it the plain way and reloaded the page.
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.wait_for_function("() => window.htmx")
    page.evaluate("window.sameDocument = true")
    page.keyboard.press("j")
    page.locator("input[name='deal_damage-amount']").fill("2")
    page.keyboard.press("Enter")
    life = page.get_by_test_id("life-B")
    expect(life).to_contain_text("18")
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-settling')")
    page.evaluate("htmx.config.defaultSettleDelay = 1500")
    page.evaluate("document.activeElement.blur()")  # shortcuts never fire while typing
    page.keyboard.press("u")
    expect(life).to_contain_text("20")
    page.keyboard.press("Shift+U")
    expect(life).to_contain_text("18")
    page.keyboard.press("u")
    expect(life).to_contain_text("20")
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-settling')")
    assert page.evaluate("window.sameDocument") is True
