"""The whole path a judge takes, in a real browser: build a board, resolve, save, share."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect
from pytest_django.live_server_helper import LiveServer


def test_a_judge_builds_resolves_saves_and_shares_a_scenario(
    live_server: LiveServer, page: Page, browser: Browser
) -> None:
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))

    page.goto(live_server.url)
    page.get_by_role("button", name="New scenario").click()
    expect(page.get_by_role("heading", name="Scenario builder")).to_be_visible()
    page.evaluate("window.sameDocument = true")  # gone if a form reloads the page

    # Life totals (htmx swaps the workspace in place).
    page.get_by_label(re.compile("Alice.s life")).fill("15")
    page.get_by_label(re.compile("Bob.s life")).fill("12")
    page.get_by_role("button", name="Set life totals").click()
    expect(page.get_by_test_id("life-B")).to_have_text("Life 12")

    # A creature for Alice.
    add_card = page.locator("#add-card form")
    add_card.get_by_label("Card name").fill("Grizzly Bears")
    add_card.get_by_label("Player").select_option(label="Alice")
    add_card.get_by_role("button", name="Add card").click()
    expect(page.locator(".board .card-name", has_text="Grizzly Bears")).to_be_visible()

    # Grizzly Bears deals 2 damage to Bob: 12 - 2 = 10, explained with 120.3a.
    damage = page.locator("form.judge", has=page.get_by_role("group", name="Deal damage"))
    damage.get_by_label("Damage source").select_option(value="o1")
    damage.get_by_label("Dealt to").select_option(label="Bob")
    damage.get_by_label("Amount of damage").fill("2")
    damage.get_by_role("button", name="Deal damage").click()
    expect(page.get_by_test_id("life-B")).to_have_text("Life 10")
    expect(page.locator(".log")).to_contain_text("CR 120.3a")
    assert page.evaluate("window.sameDocument") is True  # htmx swapped; nothing reloaded

    page.get_by_label("Title (optional)").fill("Bears hit Bob")
    page.get_by_role("button", name="Save").click()
    expect(page).to_have_url(re.compile(r"/s/[\w-]{11}/$"))
    share_url = page.url

    # Someone else opens the link: same board, same explanation.
    stranger = browser.new_context()
    try:
        other = stranger.new_page()
        other.goto(share_url)
        expect(other.get_by_role("heading", name="Bears hit Bob")).to_be_visible()
        expect(other.get_by_test_id("life-B")).to_have_text("Life 10")
        expect(other.get_by_test_id("life-A")).to_have_text("Life 15")
        expect(other.locator(".log")).to_contain_text("CR 120.3a")
    finally:
        stranger.close()

    assert errors == []
