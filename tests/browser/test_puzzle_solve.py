"""A reader solves the built-in puzzle "Shock first" on its share page: Shock's mana is paid from
a Mountain by itself, the move is taken back, Shock is cast again with the other Mountain
picked by hand, a wrong pass is reported at once with Bob's block and taken back, and the right
line wins. The page has no serious accessibility violations along the way."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from django.urls import reverse
from playwright.sync_api import BrowserContext, Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Puzzle
from builder.puzzles.services.builtin import load_builtin_puzzles
from tests.browser.test_editor_accessibility import axe_context, serious_violations

__all__ = ["axe_context"]  # the fixture, used by name below
SEARCH_WAIT = 30_000  # ms
PASS = re.compile(r"^All players pass: go to ")  # on to the next step


def status_is(page: Page, text: str, *, exact: bool = False) -> None:
    """Each move off the verified solution waits for the search for a winning line (a few
    seconds on a busy machine), so the status may take that long to change."""
    found = expect(page.get_by_test_id("puzzle-status"))
    if exact:
        found.to_have_text(text, timeout=SEARCH_WAIT)
    else:
        found.to_contain_text(text, timeout=SEARCH_WAIT)


def builtin_puzzle_url(live_server: LiveServer, key: str) -> str:
    """Load the built-in puzzle ``key`` alone; the address of its share page."""
    load_builtin_puzzles(only={key})
    puzzle = Puzzle.objects.get(scenario__family__builtin_key=f"puzzle:{key}")
    return live_server.url + reverse("builder-scenario", args=[puzzle.scenario.public_id])


def cast_shock(page: Page, *, land: int | None = None) -> None:
    form = page.locator("form.option").filter(has=page.get_by_role("button", name="Cast Shock"))
    form.get_by_label("Target 1 (any)").select_option(label="Grizzly Bears")
    if land is not None:
        form.get_by_text("Choose the lands").click()
        form.get_by_label("Mountain ({R})").nth(land).check()
    form.get_by_role("button", name="Cast Shock").click()


@pytest.mark.django_db(transaction=True)
def test_a_puzzle_is_solved_with_automatic_mana_and_a_take_back(
    live_server: LiveServer, axe_context: BrowserContext, tmp_path: Path
) -> None:
    url = builtin_puzzle_url(live_server, "shock-the-blocker")
    page = axe_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    expect(page.get_by_test_id("puzzle-badge")).to_have_text("Verified")
    expect(page.get_by_text("Mana: pays by tapping Mountain (first).").first).to_be_visible()
    assert serious_violations(page) == []

    # Automatic mana: one click casts Shock and taps a Mountain.
    cast_shock(page)
    status_is(page, "(1 so far)")
    expect(page.locator(".moves")).to_contain_text("You: Tap Mountain (first) for {R}")
    expect(page.get_by_test_id("solve-stack")).to_contain_text(
        "Shock, controlled by Alice · targeting Grizzly Bears"
    )
    expect(page.locator('li.card.tapped[data-object-id="m1"]')).to_have_count(1)

    # Take it back: the Mountain untaps and Shock is in hand again.
    page.get_by_test_id("take-back").click()
    status_is(page, "Your move.", exact=True)
    expect(page.get_by_test_id("solve-stack")).to_have_count(0)
    expect(page.locator("li.card.tapped")).to_have_count(0)

    # Again, paying with the second Mountain picked by hand.
    cast_shock(page, land=1)
    status_is(page, "(1 so far)")
    expect(page.locator('li.card.tapped[data-object-id="m2"]')).to_have_count(1)
    expect(page.locator('li.card.tapped[data-object-id="m1"]')).to_have_count(0)
    page.get_by_role("button", name="All players pass: Shock resolves").click()
    status_is(page, "(2 so far)")

    # The right line: attack with the Giant, then Bolt with the first Mountain.
    page.get_by_role("button", name="Go to the declare attackers step").click()
    status_is(page, "(3 so far)")
    page.get_by_label("Attack with Hill Giant").check()
    page.get_by_role("button", name="Declare attackers").click()
    status_is(page, "(4 so far)")
    bolt = page.locator("form.option").filter(
        has=page.get_by_role("button", name="Cast Lightning Bolt")
    )
    bolt.get_by_label("Target 1 (any)").select_option(label="Bob")
    bolt.get_by_role("button", name="Cast Lightning Bolt").click()
    status_is(page, "(5 so far)")
    page.get_by_role("button", name="All players pass: Lightning Bolt resolves").click()
    status_is(page, "(6 so far)")
    expect(page.get_by_test_id("life-B")).to_have_text("Life 3")
    page.get_by_role("button", name=PASS).click()  # the declare blockers step: nothing blocks
    status_is(page, "(7 so far)")
    page.get_by_role("button", name=PASS).click()  # combat damage
    status_is(page, "Solved!")
    expect(page.get_by_test_id("life-B")).to_have_text("Life 0")
    report = serious_violations(page)
    assert report == [], json.dumps(report, indent=1)
    assert errors == []


@pytest.mark.django_db(transaction=True)
def test_a_losing_move_is_reported_with_bobs_answer_and_taken_back(
    live_server: LiveServer, page: Page
) -> None:
    page.goto(builtin_puzzle_url(live_server, "shock-the-blocker"))
    page.get_by_role("button", name="Go to the declare attackers step").click()
    status_is(page, "(1 so far)")
    page.get_by_label("Attack with Hill Giant").check()
    page.get_by_role("button", name="Declare attackers").click()
    status_is(page, "(2 so far)")
    expect(page.get_by_test_id("puzzle-lost")).to_have_count(0)  # Shock can still clear the way
    page.get_by_role("button", name=PASS).click()
    # The search for a line that still wins takes a few seconds on a busy machine.
    expect(page.get_by_test_id("puzzle-lost")).to_contain_text(
        "Bob blocks Hill Giant with Grizzly Bears: no line wins from here against every answer.",
        timeout=SEARCH_WAIT,
    )
    page.get_by_test_id("puzzle-lost").get_by_role(
        "button", name="Take back your last move"
    ).click()
    expect(page.get_by_test_id("puzzle-lost")).to_have_count(0)
    status_is(page, "(2 so far)")
    page.get_by_role("button", name="Suggest a move (the engine’s hint)").click()
    expect(page.get_by_test_id("puzzle-suggestion")).to_contain_text(
        "Try this: Cast ", timeout=SEARCH_WAIT
    )
