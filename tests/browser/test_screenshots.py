"""Issue 18, point 11 and issue 30, point 5: every type of page a reader can reach, at 390x844
and 1280x800, compared with stored screenshots (tests/browser/screenshots.py says how, and how
to refresh them).

The pages are made deterministic: fixed boards and titles, and whatever differs from run to run
is masked (a date in a ``<time>``, an address with the live server's port in a ``.copy`` field).
One browser page per viewport visits them all, so the test stays short on the shared machines.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import Browser, Page
from pytest_django.live_server_helper import LiveServer

from builder.models import RulesText
from builder.sharing import services as sharing
from tests.browser.pages import gho2_site, page_types
from tests.browser.screenshots import compare_with_baseline

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
# What differs between runs: dates (``<time>``) and addresses with the live server's port.
VOLATILE = "time, .copy"
# Stand-ins for imported rules (our words, not the rules' text) for the rules pages.
RULES = {
    "616": "Stand-in title of 616: several replacement and prevention effects",
    "616.1": "Stand-in text of 616.1: the affected player picks the order of the effects.",
}


def shoot(page: Page, name: str) -> str:
    page.evaluate("document.fonts.ready")
    png = page.screenshot(
        animations="disabled", caret="hide", mask=[page.locator(VOLATILE)], mask_color="#808080"
    )
    return compare_with_baseline(name, png)


@contextmanager
def imported_rules() -> Iterator[None]:
    for position, (number, text) in enumerate(RULES.items()):
        RulesText.objects.create(number=number, text=text, position=position, edition="test")
    try:
        yield
    finally:
        # One by one (with their signal), so the rule links this process remembers are read
        # afresh by the next test (as in test_rule_links.py).
        for rule in RulesText.objects.all():
            rule.delete()


def sign_in(page: Page, live_server: LiveServer) -> None:
    """A judge with a saved scenario, signed in through a session cookie."""
    user = get_user_model().objects.create_user("judge", password="a-long-enough-password")
    draft = sharing.do_fork_example("GHO-2")
    sharing.do_save(draft, "GHO-2, mine", visibility="unlisted", owner=user)
    client = Client()
    client.force_login(user)
    cookie = client.cookies["sessionid"]
    page.context.add_cookies([{"name": "sessionid", "value": cookie.value, "url": live_server.url}])


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_every_page_type_looks_as_stored(
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
    for name, path in page_types(site).items():
        page.goto(live_server.url + path)
        problems.append(shoot(page, f"{name}-{viewport}"))
    with imported_rules():
        for name, path in (("rules-imported", "/rules/"), ("rule", "/rules/616.1/")):
            page.goto(live_server.url + path)
            problems.append(shoot(page, f"{name}-{viewport}"))
    sign_in(page, live_server)
    page.goto(live_server.url + "/mine/")
    problems.append(shoot(page, f"mine-{viewport}"))
    context.close()
    assert not any(problems), "\n".join(p for p in problems if p)
