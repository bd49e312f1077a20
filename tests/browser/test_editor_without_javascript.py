"""The board editor with JavaScript off: every form is a plain POST that redirects back to the
part of the page it came from, and every link that htmx would load is a real link."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect
from pytest_django.live_server_helper import LiveServer


@pytest.fixture
def plain_page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(java_script_enabled=False)
    context.set_default_timeout(10_000)
    yield context.new_page()
    context.close()


def test_the_editor_works_without_javascript(live_server: LiveServer, plain_page: Page) -> None:
    page = plain_page
    page.goto(live_server.url)
    page.get_by_role("button", name="New scenario").click()

    add = page.locator("#add-card form")
    add.get_by_label("Card name").fill("Grizzly Bears")
    add.get_by_role("button", name="Add card").click()
    expect(page.locator("#editor-status")).to_have_text(
        "Added Grizzly Bears to Alice’s battlefield."
    )
    assert page.url.endswith("#add-card")

    page.locator("#tap-o1").click()
    expect(page.locator("#obj-o1 .badges")).to_contain_text("tapped")

    page.locator("#edit-o1").click()  # a real link: ?object=o1#obj-o1
    assert "?object=o1" in page.url
    counters = page.locator("#obj-o1 .counters-form")
    counters.get_by_label("How many").fill("3")
    counters.get_by_role("button", name="Add counters").click()
    expect(page.locator("#obj-o1 .badges")).to_contain_text("3 +1/+1")
    expect(page.locator("#obj-o1 .object-editor")).to_be_visible()  # still open

    page.locator("#obj-o1 .object-editor").get_by_label("Move to").select_option(
        label="Bob’s exile"
    )
    page.locator("#obj-o1 .object-editor").get_by_role(
        "button", name="Move Grizzly Bears", exact=True
    ).click()
    expect(page.locator("[data-drop-zone='B:exile']")).to_contain_text("Grizzly Bears")

    page.locator("#open-effect-form").click()
    page.locator("#effect-kind-select").select_option(label="Prevent all damage")
    page.locator("#choose-effect-kind").click()  # a plain GET: the form for that kind
    expect(page.locator("#effects legend")).to_have_text("Prevent all damage")
    page.get_by_role("button", name="Add effect").click()
    expect(page.locator("#effects .effect-text")).to_have_text("Prevent all damage")
