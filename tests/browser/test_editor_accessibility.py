"""Automated accessibility checks with axe-core (from the npm registry: ``make axe`` puts it in
.cache/axe), injected into the home page and the builder with every editor panel open, in the
light and dark themes and at phone and desktop widths; and the layout promises: the theme toggle
is remembered, nothing is wider than a phone, and an update doesn't move the page."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from builder.scenarios import services

AXE = (
    Path(__file__).resolve().parents[2]
    / ".cache"
    / "axe"
    / "node_modules"
    / "axe-core"
    / "axe.min.js"
)
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1440, "height": 1000}


@pytest.fixture
def draft(transactional_db: Any) -> Draft:
    """A board with every kind of card label, a custom card, an effect, a commander and a spell
    with delve."""
    draft = services.do_create_draft()
    for player, card, zone in (
        ("A", "Grizzly Bears", "battlefield"),
        ("A", "Banefire", "hand"),
        ("B", "Ghosts of the Innocent", "battlefield"),
        ("B", "Shock", "graveyard"),
    ):
        services.do_add_card(draft, player, card, zone)
    services.do_define_custom_card(
        draft,
        {
            "name": "Judge's Ward",
            "types": ["Enchantment"],
            "abilities": [{"text": "Halve it.", "effect": "halve_damage", "params": {"to": "you"}}],
        },
    )
    services.do_add_card(draft, "B", "Judge's Ward")
    # A spell with delve: its cast option has a group of graveyard checkboxes (702.66a).
    services.do_add_card(draft, "A", "Gurmag Angler", "hand")
    services.do_add_card(draft, "A", "Shock", "graveyard")
    services.do_add_effect(draft, kind="damage_life_floor", params={"player": "A"}, controller="A")
    services.do_update_object(draft, "o1", flags={"commander": True, "tapped": True})
    services.do_change_counters(draft, "o1", "+1/+1", 1)
    return draft


@pytest.fixture
def axe_context(browser: Browser) -> Iterator[BrowserContext]:
    """A context that lets the test inject axe (the site's CSP forbids inline scripts)."""
    assert AXE.is_file(), f"{AXE} is missing: run `make axe`"
    context = browser.new_context(bypass_csp=True)
    context.set_default_timeout(10_000)
    yield context
    context.close()


def serious_violations(page: Page) -> list[dict[str, Any]]:
    page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(
        """async () => {
            const results = await axe.run(document, {resultTypes: ["violations"]});
            return results.violations
                .filter(v => v.impact === "serious" || v.impact === "critical")
                .map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target.join(" ")).slice(0, 5)}));
        }"""
    )
    return found


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_home_page_and_the_builder_have_no_serious_violations(
    live_server: LiveServer,
    axe_context: BrowserContext,
    draft: Draft,
    scheme: str,
    viewport: dict[str, int],
) -> None:
    page = axe_context.new_page()
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.set_viewport_size(viewport)  # type: ignore[arg-type]
    pages = [
        live_server.url + "/",
        f"{live_server.url}/b/{draft.key}/?object=o1&player=A",
        f"{live_server.url}/b/{draft.key}/?effect_kind=gain_keywords",
        f"{live_server.url}/b/{draft.key}/?custom=open&ability_kind=modify_damage_by",
    ]
    report = {}
    for url in pages:
        page.goto(url)
        report[url] = serious_violations(page)
    assert all(not found for found in report.values()), json.dumps(report, indent=1)


def test_the_theme_toggle_is_remembered(live_server: LiveServer, page: Page, draft: Draft) -> None:
    page.emulate_media(color_scheme="light")
    page.goto(f"{live_server.url}/b/{draft.key}/")
    toggle = page.get_by_role("button", name="Dark theme")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert page.evaluate("getComputedStyle(document.documentElement).backgroundColor") != background
    page.goto(live_server.url + "/")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    expect(page.get_by_role("button", name="Dark theme")).to_have_attribute("aria-pressed", "true")


def test_the_builder_is_one_screen_on_a_desktop_and_tabs_on_a_phone(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    """Issue 18: on a desktop the action picker is beside the board and the log on its other
    side, the players face each other across the stack; on a phone (390x844) the header is at
    most 64 px tall, nothing scrolls sideways and the board, actions and log are tabs."""
    page.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    page.goto(f"{live_server.url}/b/{draft.key}/")
    actions, board, log = (page.locator(s).bounding_box() for s in ("#actions", "#board", "#log"))
    assert actions and board and log
    assert actions["x"] + actions["width"] <= board["x"] < board["x"] + board["width"] <= log["x"]
    assert max(actions["y"], board["y"], log["y"]) < DESKTOP["height"] / 2  # all on the screen
    alice, stack, bob = (
        page.locator(s).bounding_box() for s in ("#player-A", "#stack", "#player-B")
    )
    assert alice and stack and bob and alice["y"] < stack["y"] < bob["y"]

    page.set_viewport_size(PHONE)  # type: ignore[arg-type]
    page.goto(f"{live_server.url}/b/{draft.key}/?object=o1&player=A")
    assert page.evaluate(
        "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    )
    header = page.locator(".site-header").bounding_box()
    assert header and header["height"] <= 64
    expect(page.locator("#board")).to_be_visible()
    expect(page.locator("#actions")).to_be_hidden()
    page.get_by_role("link", name="Actions", exact=True).click()
    expect(page.locator("#actions")).to_be_visible()
    expect(page.locator("#board")).to_be_hidden()
    expect(page.locator(".workspace-tabs .pending-mark")).to_be_hidden()  # no decision waits
    page.get_by_role("link", name="Log", exact=True).click()
    expect(page.locator("#log")).to_be_visible()
    expect(page.get_by_role("link", name="Log", exact=True)).to_have_attribute(
        "aria-current", "true"
    )


def test_focus_is_visible(live_server: LiveServer, page: Page, draft: Draft) -> None:
    page.goto(f"{live_server.url}/b/{draft.key}/")
    page.locator("#tap-o1").focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # focus by keyboard: :focus-visible applies
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert page.evaluate("document.activeElement.id") == "tap-o1" and outline == "solid"


def test_an_update_does_not_move_the_page(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    """Swapped regions keep their place and size: the board starts where it did, and a card
    that gains its first badge doesn't grow (the badge line is reserved)."""
    page.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    page.goto(f"{live_server.url}/b/{draft.key}/")
    where = "s => { const r = document.querySelector(s).getBoundingClientRect(); return [r.top + scrollY, r.height]; }"
    board, card = page.evaluate(where, "#board"), page.evaluate(where, "#obj-o3")
    page.locator("#tap-o3").click()
    expect(page.locator("#editor-status")).to_have_text("Tapped Ghosts of the Innocent.")
    expect(page.locator("#obj-o3 .badges")).to_have_text("tapped")
    assert page.evaluate(where, "#board") == board
    assert page.evaluate(where, "#obj-o3") == card
