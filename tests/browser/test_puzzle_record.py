"""An author records a puzzle's solution by playing it on the board (issue 30): from the
authoring page, "Record the solution on the board" opens the starting board in the builder; the
author declares Alice's attack, then Bob's blockers (none: his only creature is tapped) and
combat damage with the usual forms, and saves. The puzzle's solution is those steps, Bob's
included, and it is verified: no JSON, no option id."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Puzzle, PuzzleStatus, Scenario
from builder.puzzles.services import core as puzzle_services
from engine.puzzle import win_this_turn
from tests.builder.puzzle_helpers import TAPPED_OUT_STEPS, TOKEN, saved_board, tapped_out_board

JOB_WAIT = 30_000  # ms: the check runs in a background job; the page reloads until it ends


def settled(page: Page) -> None:
    page.wait_for_function(
        "() => window.htmx && !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added')"
    )


def option_button(page: Page, key: str) -> Any:
    return page.locator(
        f"#actions form:has(input[name='option'][value='{key}']) button[type='submit']"
    )


@pytest.mark.django_db(transaction=True)
def test_the_solution_is_recorded_on_the_board_with_the_opponents_steps(
    live_server: LiveServer, page: Page, settings: Any
) -> None:
    # The check runs within the save's request: no job thread writing beside the live server's.
    settings.JOBS_BACKEND = "eager"
    revision = saved_board(tapped_out_board(), title="Tapped out")
    puzzle_services.do_publish_puzzle(revision, win_this_turn(), solution=[])
    edit = reverse("builder-puzzle-edit", args=[revision.public_id])
    page.goto(f"{live_server.url}{edit}?token={TOKEN}")
    expect(page.get_by_label("Difficulty")).to_be_visible()
    expect(page.get_by_text("Solution as JSON")).not_to_be_visible()  # folded away, advanced
    page.get_by_role("button", name="Record the solution on the board").click()
    expect(page.locator("#editor-status")).to_contain_text("Recording the puzzle’s solution")
    page.wait_for_function("() => window.htmx")

    option_button(page, "advance:declare_attackers").click()
    settled(page)
    page.get_by_label("Attack with Grizzly Bears").check()
    page.get_by_role("button", name="Declare attackers", exact=True).click()
    settled(page)
    option_button(page, "advance").click()  # to the declare blockers step
    settled(page)
    expect(page.get_by_role("group", name="Declare blockers", exact=True)).to_contain_text(
        "Hill Giant"
    )
    page.get_by_role("button", name="Declare blockers", exact=True).click()  # Bob: no blocks
    settled(page)
    option_button(page, "advance").click()  # combat damage
    settled(page)
    expect(page.get_by_test_id("life-B")).to_contain_text("0")
    page.locator("form.save").get_by_role("button", name="Save").click()
    # Saved: the new revision's share page (solve mode); its puzzle has been checked again.
    page.wait_for_url(re.compile(r"/s/[^/?]+/$"))
    public_id = page.url.rstrip("/").rsplit("/", 1)[-1]
    page.goto(f"{live_server.url}/s/{public_id}/edit/puzzle/?token={TOKEN}")
    expect(page.get_by_test_id("puzzle-badge")).to_have_text("Verified", timeout=JOB_WAIT)
    expect(page.get_by_test_id("recorded-steps").locator("li")).to_have_count(5)

    newest = Scenario.objects.exclude(pk=revision.pk).get()
    puzzle = Puzzle.objects.get(scenario=newest)
    assert [s["type"] for s in puzzle.solution] == [s["type"] for s in TAPPED_OUT_STEPS]
    assert puzzle.status == PuzzleStatus.VERIFIED, puzzle.verification
