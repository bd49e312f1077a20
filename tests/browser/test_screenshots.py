"""Issue 18, point 11: the builder, the gallery and the home page at 390x844 and 1280x800,
compared with stored screenshots (tests/browser/screenshots.py says how, and how to refresh)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser
from pytest_django.live_server_helper import LiveServer

from tests.browser.pages import gho2_site
from tests.browser.screenshots import compare_with_baseline

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_pages_look_as_stored(
    live_server: LiveServer, browser: Browser, transactional_db: Any, viewport: str
) -> None:
    site = gho2_site()
    context = browser.new_context(
        viewport=VIEWPORTS[viewport],  # type: ignore[arg-type]
        color_scheme="light",
        reduced_motion="reduce",
    )
    page = context.new_page()
    problems = []
    for name, path in (
        ("builder", f"/b/{site.draft.key}/"),
        ("gallery-example", "/examples/GHO-2/"),
        ("home", "/"),
    ):
        page.goto(live_server.url + path)
        page.evaluate("document.fonts.ready")
        png = page.screenshot(animations="disabled", caret="hide")
        problems.append(compare_with_baseline(f"{name}-{viewport}", png))
    context.close()
    assert not any(problems), "\n".join(p for p in problems if p)
