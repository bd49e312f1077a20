"""Issue 18, point 11: axe finds no serious or critical violation on any type of page, on a
desktop in the light theme and a phone in the dark one (the builder's forms in every
combination: test_editor_accessibility.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import BrowserContext
from pytest_django.live_server_helper import LiveServer

from tests.browser.pages import NOT_FOUND, gho2_site, page_types
from tests.browser.test_editor_accessibility import (  # the axe fixture and its runner
    DESKTOP,
    PHONE,
    axe_context,
    serious_violations,
)

__all__ = ["axe_context"]  # a fixture, imported to be used here


# Two of the four combinations (the builder's own test covers all four): each run visits every
# page type, which takes a while on the shared machines.
@pytest.mark.parametrize(
    ("viewport", "scheme"),
    [(DESKTOP, "light"), (PHONE, "dark")],
    ids=["desktop-light", "phone-dark"],
)
def test_no_page_type_has_serious_violations(
    live_server: LiveServer,
    axe_context: BrowserContext,
    transactional_db: Any,
    scheme: str,
    viewport: dict[str, int],
) -> None:
    site = gho2_site()
    page = axe_context.new_page()
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.set_viewport_size(viewport)  # type: ignore[arg-type]
    report: dict[str, Any] = {}
    for name, path in page_types(site).items():
        response = page.goto(live_server.url + path)
        expected = 404 if name == NOT_FOUND else 200
        assert response is not None and response.status == expected, (name, path)
        report[name] = serious_violations(page)
    assert all(not found for found in report.values()), json.dumps(report, indent=1)
