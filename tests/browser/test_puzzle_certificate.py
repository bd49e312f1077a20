"""Puzzle certificates in a real browser (issue 31): an author publishes a puzzle and, once its
check job ends, is warned of the other way to win the engine found; a reader asks for the
solution and opens the engine's certificate with the keyboard: the verdict, each opponent answer
considered with the line that beats it, the bound, the engine's version and rules edition.

The board is tiny, so the solver ends well inside its bound: Alice has a Mountain, a Hill Giant
and a Lightning Bolt in her first main phase; Bob is at 3 life with no creature (and, for the
reader's test, a Lightning Bolt of his own the reader may see)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.urls import reverse
from playwright.sync_api import BrowserContext, Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.puzzles.services import core as puzzle_services
from engine.core.version import CR_EDITION, ENGINE_VERSION
from engine.puzzle import win_this_turn
from tests.browser.test_editor_accessibility import axe_context, serious_violations
from tests.builder.puzzle_helpers import BOLT_BOB, TOKEN, giant_board, saved_board

__all__ = ["axe_context"]  # the fixture, used by name below


@pytest.mark.django_db(transaction=True)
def test_the_author_is_warned_that_the_giants_attack_also_wins(
    live_server: LiveServer, page: Page, settings: Any
) -> None:
    # The check runs within the publish request: no job thread writing beside the live server's.
    settings.JOBS_BACKEND = "eager"
    revision = saved_board(giant_board(), title="Bolt them")
    edit = reverse("builder-puzzle-edit", args=[revision.public_id])
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{live_server.url}{edit}?token={TOKEN}")
    page.get_by_text("Advanced: the solution and the opponent’s scripted answers as data").click()
    page.get_by_label("Solution as JSON", exact=False).fill(json.dumps(BOLT_BOB))
    page.get_by_role("button", name="Publish the puzzle").click()

    warning = page.get_by_test_id("also-wins")
    expect(warning).to_contain_text("Also wins:")
    expect(warning).to_contain_text("Hill Giant attacks Bob")
    expect(page.get_by_test_id("puzzle-badge")).to_have_text("Verified")
    expect(page.get_by_test_id("certificate-verdict")).to_have_text("Solved by the engine")
    assert errors == []


@pytest.mark.django_db(transaction=True)
def test_a_reader_opens_the_certificate_with_the_keyboard(
    live_server: LiveServer, axe_context: BrowserContext, settings: Any
) -> None:
    settings.JOBS_BACKEND = "eager"
    revision = saved_board(giant_board(hand=("Lightning Bolt",)), title="Bolt first")
    puzzle_services.do_publish_puzzle(
        revision, win_this_turn(), solution=BOLT_BOB, show_opponent_hand=True, in_background=True
    )
    page = axe_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(live_server.url + reverse("builder-scenario", args=[revision.public_id]))
    expect(page.get_by_test_id("certificate")).to_have_count(0)  # a spoiler until asked for
    page.get_by_role("button", name="Show the solution (spoiler)").click()

    certificate = page.get_by_test_id("certificate")
    expect(page.get_by_test_id("certificate-verdict")).to_have_text("Solved by the engine")
    expect(page.get_by_test_id("certificate-steps")).to_contain_text(
        "Cast Lightning Bolt targeting Bob (tapping Mountain)"
    )
    answer = certificate.get_by_text("If Bob casts Lightning Bolt targeting Hill Giant")
    expect(answer).to_be_hidden()  # folded
    summary = certificate.get_by_text("3 opponent answers considered here, each beaten")
    summary.focus()
    page.keyboard.press("Enter")
    expect(answer).to_be_visible()
    expect(answer).to_contain_text("let Lightning Bolt (Alice's) resolve (the goal is met")

    bound = certificate.get_by_text("Bound, engine and rules")
    bound.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("certificate-bound")).to_contain_text("20000 positions")
    expect(page.get_by_test_id("certificate-engine")).to_have_text(
        f"Stackboard engine {ENGINE_VERSION}"
    )
    expect(page.get_by_test_id("certificate-rules")).to_have_text(
        f"Comprehensive Rules of {CR_EDITION}"
    )
    report = serious_violations(page)
    assert report == [], json.dumps(report, indent=1)
    assert errors == []
