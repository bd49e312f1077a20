"""GHO-2's two outcomes in view at once at a laptop's size (issue 30: "rule numbers of every
outcome visible without opening anything", and without scrolling either).

At 1366×900, once Bob's decision (616.1: the affected player orders the replacement effects of
Ghosts of the Innocent and Furnace of Rath) is on the board, both outcome boxes sit inside the
viewport beside the decision, each with its rule numbers shown, and the page did not have to be
scrolled to see them.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from tests.browser.test_gho2_builder import Counted, build_gho2, expect_both_outcomes_with_rules

LAPTOP = {"width": 1366, "height": 900}


def inside_viewport(page: Page, box: dict[str, float] | None) -> bool:
    assert box is not None
    viewport = page.viewport_size
    assert viewport is not None
    return (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= viewport["width"]
        and box["y"] + box["height"] <= viewport["height"]
    )


def test_both_outcomes_fit_a_laptop_viewport(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size(LAPTOP)
    page.goto(live_server.url)
    page.get_by_role("button", name="New scenario").click()
    expect(page.get_by_role("heading", name="Scenario builder")).to_be_visible()

    build_gho2(page, Counted())
    expect_both_outcomes_with_rules(page)
    # Where the page itself put things (the decision's heading takes the focus): the test
    # scrolls nothing, and the play column (its own scroll) is still at its top.
    assert inside_viewport(page, page.locator("#decision-heading").bounding_box())
    assert page.locator("#play-column").evaluate("column => column.scrollTop") == 0

    outcomes = page.locator("#outcomes .outcome")
    for index in range(2):
        outcome = outcomes.nth(index)
        assert inside_viewport(page, outcome.bounding_box()), f"outcome {index + 1} needs a scroll"
        rules = outcome.locator(".outcome-rules")
        expect(rules).to_be_in_viewport(ratio=1)
        for number in ("616.1", "614.1a", "120.3a"):
            expect(rules).to_contain_text(number)
        # The choice that leads there is readable in the box too.
        expect(outcome.locator(".choices")).to_be_in_viewport(ratio=1)
