"""Script injection attempts in every user text field of a saved scenario stay inert in a real
browser: on its share page (also after htmx swaps a step in), its embed and its edit page."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Dialog, Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft, Scenario
from builder.scenarios.services.history import HistoryTree
from builder.sharing import services
from tests.builder.sharing_helpers import XSS, xss_document

ALERTS = "<img src=x onerror=alert(1)> <svg onload=alert(2)> [x](javascript:alert(3))"


def hostile_scenario() -> tuple[Scenario, str]:
    document = xss_document()
    draft = Draft.objects.create(document=document, history=HistoryTree.start(document).to_json())
    saved = services.do_save(
        draft,
        f"T {XSS}"[:200],
        description=f"D {XSS} {ALERTS} [[{XSS}]] CR 616.1",
        visibility="public",
    )
    revision = services.do_annotate(
        saved.revision,
        title=f"T {XSS}"[:200],
        description=f"D {XSS} {ALERTS}",
        notes={0: f"N {XSS} {ALERTS} [[Evil <script>alert(4)</script>]]"},
        visibility="public",
    )
    return revision, saved.edit_token


def assert_no_script_ran(page: Page) -> None:
    assert page.evaluate("typeof window.__xss") == "undefined"


@pytest.mark.django_db(transaction=True)
def test_hostile_text_runs_no_script(live_server: LiveServer, page: Page) -> None:
    revision, token = hostile_scenario()
    dialogs: list[str] = []
    errors: list[str] = []

    def on_dialog(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    share = live_server.url + reverse("builder-scenario", args=[revision.public_id])

    page.goto(share)
    expect(page.get_by_role("heading", level=1)).to_contain_text(
        "T <script>window.__xss=1</script>"
    )
    expect(page.get_by_test_id("life-A")).to_have_text("Life 20")
    expect(page.locator(".board")).to_contain_text("Hex <img src=x onerror=window.__xss=4>")
    expect(page.locator(".note")).to_contain_text(f"N {XSS} <img src=x onerror=alert(1)>")
    page.locator(".markdown a.card-ref").first.focus()
    page.locator(".markdown a.card-ref").first.hover()
    assert_no_script_ran(page)

    page.goto(share + "?step=0")
    assert_no_script_ran(page)
    page.goto(live_server.url + reverse("builder-embed", args=[revision.public_id]) + "?theme=dark")
    expect(page.locator("h1")).to_contain_text("T <script>")
    assert_no_script_ran(page)
    edit = reverse("builder-scenario-edit", args=[revision.public_id])
    page.goto(f"{live_server.url}{edit}?token={token}")
    expect(page.locator("#id_title")).to_have_value(f"T {XSS}"[:200])
    assert_no_script_ran(page)

    assert dialogs == []
    assert errors == []
