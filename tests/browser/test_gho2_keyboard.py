"""GHO-2 built from the home page with the keyboard alone, using the builder's shortcuts, and
the key presses counted: from the builder to Bob's decision with both outcomes on screen in at
most 12 (issue 30; about 14 before, without the outcomes), the whole build with a choice, undo,
redo and saving in at most 40 (issue 18; before the shortcuts it took about 104).

Ghosts of the Innocent and Furnace of Rath both modify the 3 damage Grizzly Bears deals to Bob;
Bob chooses which applies first (616.1): Ghosts first gives 2 damage (Bob at 18).

What counts: every key pressed (Tab, Enter, Escape, arrows, Space, a shortcut letter) is one;
typing a card name or a number into a field is one (as filling a field is one interaction in
the mouse build, test_gho2_builder.py).
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from tests.browser.test_gho2_builder import expect_both_outcomes_with_rules

GOAL_TO_OUTCOMES = 12
GOAL_KEY_PRESSES = 40
MAX_TABS = 60


class Keyboard:
    """The user's key presses, counted as they are made."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.presses = 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)
        self.presses += 1

    def tab_to(self, selector: str) -> None:
        for _ in range(MAX_TABS):
            if self.page.evaluate("s => document.activeElement.matches(s)", selector):
                return
            self.press("Tab")
        raise AssertionError(f"{selector} never got the focus")

    def submit(self) -> None:
        """Enter, then wait until htmx has swapped and settled the answer."""
        self.press("Enter")
        self.page.wait_for_function(
            "() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')"
        )


def focused(page: Page) -> str:
    return str(page.evaluate("document.activeElement && document.activeElement.id"))


def test_gho2_by_keyboard_in_at_most_12_key_groups(live_server: LiveServer, page: Page) -> None:
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    keys = Keyboard(page)

    page.goto(live_server.url)
    keys.tab_to("button.primary")  # New scenario
    keys.press("Enter")
    expect(page.get_by_role("heading", name="Scenario builder")).to_be_visible()
    page.wait_for_function("() => window.htmx")
    page.evaluate("window.sameDocument = true")  # gone if anything reloads the page
    expect(page.locator("#shortcuts")).to_contain_text("Add a card")  # documented on the page

    in_builder = keys.presses
    # a: to the card name; each name then Enter; the field comes back empty, still focused.
    keys.press("a")
    assert focused(page) == "id_card-card"
    for name in ("Ghosts of the Innocent", "Furnace of Rath"):
        keys.type(name)
        keys.submit()
        expect(page.locator("#board")).to_contain_text(name)
        expect(page.locator("#id_card-card")).to_have_value("")
        assert focused(page) == "id_card-card"

    # Shift+Enter adds the last card as the damage source (documented in #shortcuts): Deal
    # damage comes with Grizzly Bears as its source, Bob as the target, the focus on the amount.
    expect(page.locator("#shortcuts")).to_contain_text("add the card as the damage source")
    keys.type("Grizzly Bears")
    keys.press("Shift+Enter")
    expect(page.locator("#board")).to_contain_text("Grizzly Bears")
    expect(page.locator("#id_deal_damage-amount")).to_be_focused()
    source = page.locator("select[name='deal_damage-source']")
    expect(source.locator("option:checked")).to_have_text(re.compile("Grizzly Bears"))
    expect(page.locator("select[name='deal_damage-target']")).to_have_value("B")
    keys.type("3")  # the default amount is selected: typing replaces it
    expect(page.locator("#id_deal_damage-amount")).to_have_value("3")
    keys.submit()

    # Bob decides, and both outcomes are on screen with their rules: the count stops here.
    expect_both_outcomes_with_rules(page)
    to_outcomes = keys.presses - in_builder

    # The decision takes the focus; c: to its first choice, Space picks it, Enter answers.
    decision = page.locator("#decision")
    expect(decision.get_by_role("heading")).to_contain_text("Bob chooses")
    assert focused(page) == "decision-heading"
    keys.press("c")
    first = decision.get_by_role("radio").first
    expect(first).to_be_focused()
    label = page.locator(f"label[for='{first.get_attribute('id')}']").inner_text()
    assert "Ghosts of the Innocent" in label  # Ghosts first: half of 3 rounded down, then doubled
    keys.press("Space")
    keys.submit()
    expect(page.get_by_test_id("life-B")).to_contain_text("18")
    expect(page.locator("#log")).to_contain_text("Bob’s life: 20 → 18 (−2)")

    # u undoes, Shift+U redoes (the shortcuts step through the history), swapping like the
    # buttons do.
    keys.press("u")
    expect(page.get_by_test_id("life-B")).to_contain_text("20")
    keys.press("Shift+U")
    expect(page.get_by_test_id("life-B")).to_contain_text("18")
    page.wait_for_function(
        "() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')"
    )
    # The whole build, undo and redo included, was htmx swaps: the page never reloaded.
    assert page.evaluate("window.sameDocument") is True

    # s: to the save form's title; Enter saves and shares.
    keys.press("s")
    keys.press("Enter")
    expect(page).to_have_url(re.compile(r"/s/[\w-]{11}/"))
    expect(page.locator("main")).to_contain_text("18")

    print(
        f"\nGHO-2 by keyboard: both outcomes on screen {to_outcomes} key groups after reaching "
        f"the builder (goal <= {GOAL_TO_OUTCOMES}); the whole build, choice, undo, redo and "
        f"save in {keys.presses} from the home page (goal <= {GOAL_KEY_PRESSES})"
    )
    assert to_outcomes <= GOAL_TO_OUTCOMES
    assert keys.presses <= GOAL_KEY_PRESSES
    assert errors == []
