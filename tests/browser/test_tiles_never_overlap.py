"""Issue 30, point 5: card tiles never overlap, at any width from 320 px, on the builder, the
share page and the embed; a tapped card takes a tapped card's space."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft
from builder.scenarios import services
from tests.browser.test_playmat import overlap
from tests.builder.sharing_helpers import save

WIDTHS = (320, 390, 768, 1280)
CARDS = (
    "Badlands",
    "Azorius Guildgate",
    "Hill Giant",
    "Grizzly Bears",
    "Serra Angel",
    "Furnace of Rath",
)


@pytest.fixture
def board(transactional_db: Any) -> tuple[Draft, str, str]:
    draft = services.do_create_draft()
    for card in CARDS:
        services.do_add_card(draft, "A", card)
    for card in ("Lightning Bolt", "Shock"):
        services.do_add_card(draft, "A", card, zone="hand")
    for object_id in ("o1", "o3"):  # a land and a creature, tapped
        services.do_toggle_tapped(draft, object_id)
    draft.refresh_from_db()
    saved, _ = save(draft)
    return draft, f"/s/{saved.public_id}/", f"/s/{saved.public_id}/embed/"


def overlapping_tiles(page: Page) -> list[tuple[str, str]]:
    frames = page.locator(".card-frame")
    boxes = []
    for index in range(frames.count()):
        found = frames.nth(index).bounding_box()
        if found and found["width"] > 0 and found["height"] > 0:
            label = frames.nth(index).evaluate("e => e.closest('[id]')?.id || ''")
            boxes.append((f"{label}#{index}", found))
    return [
        (a, b)
        for i, (a, box_a) in enumerate(boxes)
        for b, box_b in boxes[i + 1 :]
        if overlap(box_a, box_b)
    ]


@pytest.mark.parametrize("width", WIDTHS)
def test_no_tile_covers_another(
    live_server: LiveServer, page: Page, board: tuple[Draft, str, str], width: int
) -> None:
    draft, share, embed = board
    page.set_viewport_size({"width": width, "height": 900})
    problems = {}
    for path in (f"/b/{draft.key}/", share, embed):
        page.goto(live_server.url + path)
        found = overlapping_tiles(page)
        if found:
            problems[path] = found
    assert problems == {}
