"""Issue 30, point 5: on a phone the header is one row at most 64 px tall and every main
destination is reachable from it: the links open under a Menu button, by mouse or keyboard."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

PHONE = {"width": 390, "height": 844}
DESTINATIONS = ("Cards", "Examples", "Browse", "Puzzles", "Import", "Sign in")


def test_every_destination_opens_from_the_phone_menu(
    live_server: LiveServer, page: Page, transactional_db: Any
) -> None:
    page.set_viewport_size(PHONE)  # type: ignore[arg-type]
    page.goto(live_server.url)
    header = page.locator(".site-header").bounding_box()
    assert header and header["height"] <= 64
    nav = page.get_by_role("navigation", name="Main")
    menu = page.get_by_role("button", name="Menu")
    expect(nav).to_be_hidden()
    expect(menu).to_have_attribute("aria-expanded", "false")

    menu.click()
    expect(menu).to_have_attribute("aria-expanded", "true")
    for name in DESTINATIONS:
        link = nav.get_by_role("link", name=name, exact=True)
        expect(link).to_be_visible()
        box = link.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    header = page.locator(".site-header").bounding_box()
    assert header and header["height"] <= 64  # the open menu lies over the page, not in the header

    # By keyboard: Escape closes it and the focus goes back to the button.
    nav.get_by_role("link", name="Cards", exact=True).focus()
    page.keyboard.press("Escape")
    expect(nav).to_be_hidden()
    expect(menu).to_be_focused()
    page.keyboard.press("Enter")
    expect(nav).to_be_visible()
    nav.get_by_role("link", name="Puzzles", exact=True).click()
    expect(page).to_have_url(f"{live_server.url}/puzzles/")


def test_on_a_desktop_the_links_are_in_the_header(
    live_server: LiveServer, page: Page, transactional_db: Any
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(live_server.url)
    expect(page.get_by_role("button", name="Menu")).to_be_hidden()
    for name in DESTINATIONS:
        expect(
            page.get_by_role("navigation", name="Main").get_by_role("link", name=name, exact=True)
        ).to_be_visible()
