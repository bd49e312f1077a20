"""A puzzle embedded in another site's page: the reader solves it inside the iframe (htmx, no
cookies needed), starts over, then plays a wrong line and sees it fail."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import FrameLocator, Page, expect
from pytest_django.live_server_helper import LiveServer

from tests.browser.conftest import ARTICLE, serve_article
from tests.builder.puzzle_helpers import SECRET, bolt_puzzle


def play(frame: FrameLocator, target: str) -> None:
    """Tap the Mountain, cast Lightning Bolt at ``target``, let it resolve."""
    frame.get_by_role("button", name="Tap Mountain for {R}").click()
    expect(frame.get_by_test_id("puzzle-status")).to_contain_text("(1 so far)")
    frame.get_by_label("Target 1 (any)").select_option(label=target)
    frame.get_by_role("button", name="Cast Lightning Bolt").click()
    expect(frame.get_by_test_id("puzzle-status")).to_contain_text("(2 so far)")
    frame.get_by_role("button", name="All players pass: Lightning Bolt resolves").click()


@pytest.mark.django_db(transaction=True)
def test_a_puzzle_is_solved_and_failed_inside_an_iframe(
    live_server: LiveServer, framed_page: Page
) -> None:
    page = framed_page
    errors: list[str] = []
    puzzle = bolt_puzzle()
    embed = live_server.url + reverse("builder-embed", args=[puzzle.scenario.public_id])
    serve_article(page, ("puzzle", embed), height=900)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(ARTICLE)
    frame = page.frame_locator("#puzzle")
    expect(frame.get_by_test_id("puzzle-goal")).to_have_text("Win this turn")
    expect(frame.get_by_test_id("hidden-info")).to_contain_text("Opponent’s hand, 1 card")
    assert SECRET not in frame.locator("html").inner_html()

    play(frame, "Opponent")
    expect(frame.get_by_test_id("puzzle-status")).to_contain_text("Solved!")
    expect(frame.get_by_test_id("life-B")).to_have_text("Life 0")

    frame.get_by_role("button", name="Start over").click()
    expect(frame.get_by_test_id("puzzle-status")).to_have_text("Your move.")
    expect(frame.get_by_test_id("life-B")).to_have_text("Life 3")

    play(frame, "Grizzly Bears")  # names, never ids (issue 18)
    expect(frame.get_by_test_id("puzzle-status")).to_contain_text("Your move (3 so far)")
    frame.get_by_role("button", name="Go to the next turn's upkeep").click()
    expect(frame.get_by_test_id("puzzle-status")).to_contain_text(
        "Failed: the turn limit has passed"
    )
    assert page.url == ARTICLE  # the article never navigated
    assert errors == []
