"""In a real browser, an answer leads with what it doesn't apply (issue 32 point 1): adding
Primal Vigor (text only) says so at once with its sentences, the builder's result panel
shows the banner before the answer, and so do the saved scenario's share page and its embed."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.urls import reverse
from playwright.sync_api import BrowserContext, Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Scenario
from builder.scenarios import services
from builder.sharing import services as sharing_services
from engine.oracle.grammar import parser
from tests.browser.test_editor_accessibility import axe_context, serious_violations
from tests.browser.test_embed_resizing import content_height
from tests.builder.sharing_helpers import VIGOR_COUNTERS, primal_vigor_card

COUNTERS = VIGOR_COUNTERS
__all__ = ["axe_context"]  # the fixture, shared with the editor's accessibility tests


@pytest.fixture(autouse=True)
def oracle_grammar_built() -> None:
    """The Oracle grammar's parser is built once per process, the first time a card is
    compiled (tens of seconds on a loaded machine): built here, not inside a page's request."""
    parser()


def banner_says_doubling_season_is_ignored(page: Page, where: str) -> None:
    banner = page.locator(f"{where} [data-testid=not-applied]")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("Not applied:")
    expect(banner).to_contain_text("Primal Vigor")
    expect(banner).to_contain_text(COUNTERS)
    expect(banner).to_contain_text("This answer ignores them.")


def test_the_builder_share_page_and_embed_lead_with_what_isnt_applied(
    live_server: LiveServer, page: Page
) -> None:
    primal_vigor_card()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(live_server.url)
    page.get_by_role("button", name="New scenario").click()
    expect(page.get_by_role("heading", name="Scenario builder")).to_be_visible()

    add_card = page.locator("#add-card form")
    for name in ("Primal Vigor", "Grizzly Bears"):
        add_card.get_by_label("Card name").fill(name)
        add_card.get_by_label("Player").select_option(label="Alice")
        add_card.get_by_role("button", name="Add card").click()
        expect(page.locator(".board .card-name", has_text=name)).to_be_visible()
        if name == "Primal Vigor":  # said at once, with the sentences
            expect(page.locator("#editor-status")).to_contain_text(
                "Added Primal Vigor to Alice’s battlefield. Not applied: Primal Vigor"
            )
            expect(page.locator("#editor-status")).to_contain_text(COUNTERS)
            banner_says_doubling_season_is_ignored(page, "#log")

    damage = page.locator("form.judge", has=page.get_by_role("group", name="Deal damage"))
    damage.get_by_label("Damage source").select_option(value="o2")
    damage.get_by_label("Dealt to").select_option(label="Bob")
    damage.get_by_label("Amount of damage").fill("1")
    damage.get_by_role("button", name="Deal damage").click()
    expect(page.get_by_test_id("life-B")).to_have_text("Life 19")
    banner_says_doubling_season_is_ignored(page, "#log")
    # The banner comes before the answer's own words.
    first = page.locator("#log > *:not(h2)").first
    expect(first).to_have_attribute("data-testid", "not-applied")

    page.get_by_label("Title (optional)").fill("Bears beside Primal Vigor")
    page.get_by_role("button", name="Save").click()
    expect(page).to_have_url(re.compile(r"/s/[\w-]{11}/$"))
    banner_says_doubling_season_is_ignored(page, ".share-header")

    revision = Scenario.objects.get(title="Bears beside Primal Vigor")
    share = live_server.url + reverse("builder-scenario", args=[revision.public_id])
    answer = page.request.get(live_server.url + reverse("builder-oembed"), params={"url": share})
    height = answer.json()["height"]
    assert answer.json()["title"].startswith("Not applied: Primal Vigor — ")
    page.set_viewport_size({"width": 640, "height": height})
    page.goto(live_server.url + reverse("builder-embed", args=[revision.public_id]))
    banner_says_doubling_season_is_ignored(page, "#frame")
    # The oEmbed height counts the banner: nothing cut off, not much empty space.
    actual = content_height(page.main_frame)
    assert actual <= height <= actual * 1.35 + 40
    assert errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_banner_pages_have_no_serious_accessibility_violations(
    live_server: LiveServer, axe_context: BrowserContext, transactional_db: Any, scheme: str
) -> None:
    primal_vigor_card()
    draft = services.do_create_draft()
    services.do_add_card(draft, "A", "Primal Vigor")
    services.do_add_card(draft, "A", "Grizzly Bears")
    services.do_apply_action(
        draft, {"type": "deal_damage", "source": "o2", "target": "B", "amount": 1}
    )
    revision = sharing_services.do_save(draft, "Primal Vigor beside the Bears").revision
    page = axe_context.new_page()
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    report = {}
    for url, where in (
        (f"{live_server.url}/b/{draft.key}/", "#log"),
        (live_server.url + reverse("builder-scenario", args=[revision.public_id]), ".share-header"),
        (live_server.url + reverse("builder-embed", args=[revision.public_id]), "#frame"),
    ):
        page.goto(url)
        banner_says_doubling_season_is_ignored(page, where)
        report[url] = serious_violations(page)
    assert all(not found for found in report.values()), json.dumps(report, indent=1)
