"""Issue 18, point 3, in a browser: a tapped card is turned a quarter and never covers its
neighbours; mana symbols are drawn by the mana font served from our own static files."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from builder.scenarios import services


@pytest.fixture
def draft(transactional_db: Any) -> Draft:
    draft = services.do_create_draft()
    for card in ("Grizzly Bears", "Llanowar Elves", "Serra Angel"):
        services.do_add_card(draft, "B", card)
    return draft


def box(page: Page, selector: str) -> dict[str, float]:
    found = page.locator(selector).bounding_box()
    assert found is not None
    return found


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


def test_a_tapped_card_turns_without_covering_its_neighbours(
    live_server: LiveServer, page: Page, draft: Draft
) -> None:
    fonts: list[str] = []
    page.on("request", lambda r: fonts.append(r.url) if r.resource_type == "font" else None)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{live_server.url}/b/{draft.key}/")
    frame = "#obj-o2 .card-frame"
    upright = box(page, frame)
    assert upright["height"] > upright["width"]  # a card stands upright

    page.locator("#tap-o2").click()
    expect(page.locator("#obj-o2")).to_have_class("card tapped")
    turned = box(page, frame)
    assert turned["width"] > turned["height"]  # turned a quarter
    assert abs(turned["width"] - upright["height"]) < 1
    for neighbour in ("#obj-o1 .card-frame", "#obj-o3 .card-frame"):
        assert not overlap(turned, box(page, neighbour)), neighbour
    # The frame stays inside its own place on the playmat.
    place = box(page, "#obj-o2")
    assert place["x"] <= turned["x"] + 0.5
    assert turned["x"] + turned["width"] <= place["x"] + place["width"] + 0.5

    # The mana symbols: the Mana font, from this site only.
    green = page.locator("#obj-o1 .ms-g")
    expect(green).to_have_attribute("aria-label", "one green mana")
    assert "Mana" in green.evaluate("e => getComputedStyle(e).fontFamily")
    assert fonts and all(url.startswith(live_server.url + "/static/") for url in fonts)
