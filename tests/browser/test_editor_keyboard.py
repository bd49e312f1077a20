"""The board editor with the keyboard alone: Tab, Shift+Tab, Enter, arrow keys and typing; no
mouse. A judge adds a card for each player, sets a life total, taps a card and puts counters on
it, and the board and its text rendering show it."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

MAX_TABS = 400


def focus_by_tab(page: Page, selector: str, *, backwards: bool = False) -> None:
    """Press Tab (or Shift+Tab) until the element matching ``selector`` has the focus."""
    key = "Shift+Tab" if backwards else "Tab"
    for _ in range(MAX_TABS):
        if page.evaluate(
            "s => document.activeElement && document.activeElement.matches(s)", selector
        ):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{selector} never got the focus with {key}")


def press_enter(page: Page) -> None:
    """Enter, then wait for htmx to finish: new content is live only once it has settled (a
    person is slower than that; a link pressed before then would simply load the page)."""
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => window.htmx && !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added')"
    )


def retype(page: Page, text: str) -> None:
    """Replace the focused field's text, as a person does: select all, type."""
    page.keyboard.press("Control+a")
    page.keyboard.type(text)


def test_a_judge_builds_a_scenario_with_the_keyboard_alone(
    live_server: LiveServer, page: Page
) -> None:
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(live_server.url)

    focus_by_tab(page, "button.primary")  # New scenario
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Scenario builder")).to_be_visible()
    page.wait_for_function("() => window.htmx")
    page.evaluate("window.sameDocument = true")  # gone if anything reloads the page

    # Alice's Grizzly Bears onto the battlefield (the form's defaults: Alice, battlefield).
    focus_by_tab(page, "#id_card-card")
    page.keyboard.type("Grizzly Bears")
    focus_by_tab(page, "#add-card-button")
    press_enter(page)
    bears = page.locator("#obj-o1")
    expect(bears).to_contain_text("Grizzly Bears")
    expect(page.locator("#editor-status")).to_have_text(
        "Added Grizzly Bears to Alice’s battlefield."
    )

    # Bob's Serra Angel: back to the player select, one option down, then the name.
    focus_by_tab(page, "#id_card-player", backwards=True)
    page.keyboard.press("ArrowDown")
    expect(page.locator("#id_card-player")).to_have_value("B")
    focus_by_tab(page, "#id_card-card", backwards=True)
    page.keyboard.type("Serra Angel")
    focus_by_tab(page, "#add-card-button")
    press_enter(page)
    expect(page.locator("#player-B #obj-o2")).to_contain_text("Serra Angel")

    # Alice's life: 15 (Enter in the field submits its form).
    focus_by_tab(page, "#id_life-life_A", backwards=True)
    retype(page, "15")
    press_enter(page)
    expect(page.get_by_test_id("life-A")).to_have_text("Life 15")

    # Tap the bears: the button keeps the focus after the board is redrawn.
    focus_by_tab(page, "#tap-o1")
    press_enter(page)
    expect(bears.locator(".badges")).to_contain_text("tapped")
    expect(page.locator("#tap-o1")).to_be_focused()
    expect(page.locator("#tap-o1")).to_have_text(re.compile("^Untap"))

    # Two +1/+1 counters, from the card's editor.
    focus_by_tab(page, "#edit-o1")
    press_enter(page)
    expect(page.locator("#obj-o1 .object-editor")).to_be_visible()
    focus_by_tab(page, "#id_counters-kind")
    retype(page, "+1/+1")
    page.keyboard.press("Tab")
    retype(page, "2")
    focus_by_tab(page, "#add-counters-o1")
    press_enter(page)
    expect(bears.locator(".badges")).to_contain_text("2 +1/+1")
    expect(bears.locator(".pt")).to_have_text("4/4 (printed 2/2)")  # marked as changed (613)
    expect(bears.locator(".pt")).to_have_class(re.compile("pt-changed"))

    text = page.locator("#board-text").text_content() or ""
    assert "Alice: 15 life." in text
    assert "Grizzly Bears 4/4 (tapped, 2 +1/+1 counters)" in text
    assert "Bob's battlefield: Serra Angel 4/4 (untapped)" in text
    assert page.evaluate("window.sameDocument") is True  # every change was an htmx swap
    assert errors == []
