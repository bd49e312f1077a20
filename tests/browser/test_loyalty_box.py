"""Issue 30, point 5: a planeswalker tile's loyalty box shows whole, inside its tile and inside
the window, at every width from 320 px, on the builder, the share page and the embed.

The planeswalkers are real cards: Jace, the Mind Sculptor from the card file (a long name, whose
tile showed its loyalty cut off) and Sorin Markov, which the engine defines."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from builder.cards.importing import import_cards_from_stream
from builder.models import Draft
from builder.scenarios import services
from tests.builder.sharing_helpers import save
from tests.engine.cards_2026 import records

WIDTHS = (320, 390, 1280)
JACE = "Jace, the Mind Sculptor"
PLANESWALKERS = (JACE, "Sorin Markov")

# Where each loyalty box is, beside the box of its tile and the window's width; what is hidden
# inside the box itself (its text wider than the box) counts as clipped too.
MEASURE = """() => [...document.querySelectorAll('.card-frame .loyalty')].map(box => {
  const frame = box.closest('.card-frame');
  const b = box.getBoundingClientRect(), f = frame.getBoundingClientRect();
  return {
    card: frame.querySelector('.card-name').textContent,
    text: box.textContent,
    box: [b.left, b.top, b.right, b.bottom],
    frame: [f.left, f.top, f.right, f.bottom],
    window: document.documentElement.clientWidth,
    hidden: box.scrollWidth > box.clientWidth + 0.5,
  };
})"""


@pytest.fixture
def board(transactional_db: Any) -> tuple[Draft, str, str]:
    """Alice has both planeswalkers on the battlefield, each with its printed loyalty."""
    jace = dict(records(JACE)[JACE])
    import_cards_from_stream(io.BytesIO(json.dumps([jace]).encode()))
    draft = services.do_create_draft()
    for card in PLANESWALKERS:
        services.do_add_card(draft, "A", card)
    draft.refresh_from_db()
    saved, _ = save(draft)
    return draft, f"/s/{saved.public_id}/", f"/s/{saved.public_id}/embed/"


def clipped(found: dict[str, Any]) -> bool:
    left, top, right, bottom = found["box"]
    f_left, f_top, f_right, f_bottom = found["frame"]
    inside_frame = left >= f_left and top >= f_top and right <= f_right and bottom <= f_bottom
    inside_window = left >= 0 and right <= found["window"]
    return found["hidden"] or not inside_frame or not inside_window


@pytest.mark.parametrize("width", WIDTHS)
def test_the_loyalty_box_is_never_clipped(
    live_server: LiveServer, page: Page, board: tuple[Draft, str, str], width: int
) -> None:
    draft, share, embed = board
    page.set_viewport_size({"width": width, "height": 900})
    problems = {}
    for path in (f"/b/{draft.key}/", share, embed):
        page.goto(live_server.url + path)
        boxes = page.evaluate(MEASURE)
        assert sorted(found["card"] for found in boxes) == sorted(PLANESWALKERS), path
        assert {found["card"]: found["text"] for found in boxes}[JACE].endswith("3")
        if bad := [found for found in boxes if clipped(found)]:
            problems[path] = bad
    assert problems == {}
