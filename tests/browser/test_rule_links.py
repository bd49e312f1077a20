"""Rule links that work (issue 18, point 6), in a real browser, as a judge reads GHO-2.

Without imported rules a rule number is plain text on the builder and on a saved share page,
never a link to a page that would be a 404. Once the rules are imported (``make run`` imports
them when the file is there; here ``RulesText`` rows stand in for them, as in
tests/builder/sharing/test_rule_links_without_rules.py), the numbers in Bob's decision and in the log
are links, and following one opens that rule's page with its number and its text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Draft, RulesText
from builder.scenarios import services
from builder.scenarios.services.notation import do_paste_board
from engine.examples import example
from engine.notation import dump

GHO_2 = dump(example("GHO-2").scenario_document())
RULE_LINKS = 'a[href*="/rules/"]'
# The rules the GHO-2 pages cite (the decision, the log and every outcome), each with a text
# of its own (stand-ins in our words, not the rules' text) so a rule page shows which it is.
RULES = {
    "120.2b": "Stand-in text of 120.2b: combat and non-combat damage.",
    "120.3a": "Stand-in text of 120.3a: damage dealt to a player causes that player to lose life.",
    "120.4a": "Stand-in text of 120.4a: the damage event, first step.",
    "120.4b": "Stand-in text of 120.4b: the damage is dealt.",
    "614.1a": "Stand-in text of 614.1a: effects that use the word instead.",
    "616": "Stand-in title of 616: several replacement and prevention effects",
    "616.1": "Stand-in text of 616.1: the affected player picks the order of the effects.",
}


@pytest.fixture
def waiting(transactional_db: Any) -> Draft:
    """GHO-2 pasted in a draft: Grizzly Bears' 3 damage waits for Bob's choice (616.1)."""
    draft = services.do_create_draft()
    do_paste_board(draft, GHO_2)
    return draft


@pytest.fixture
def imported_rules(transactional_db: Any) -> Iterator[None]:
    for position, (number, text) in enumerate(RULES.items()):
        RulesText.objects.create(number=number, text=text, position=position, edition="test")
    yield
    # Deleted one by one (with their signal), so the rule links remembered by this process
    # (builder.rules.services.rule_links) are read afresh by the next test.
    RulesText.objects.all().delete()


def open_waiting_builder(page: Page, live_server: LiveServer, draft: Draft) -> None:
    page.goto(f"{live_server.url}/b/{draft.key}/")
    expect(page.locator("#decision-heading")).to_have_text("Bob chooses — rule 616.1")


def save(page: Page, title: str) -> None:
    page.get_by_label("Title (optional)").fill(title)
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page).to_have_url(re.compile(r"/s/[\w-]{11}/$"))


def test_without_imported_rules_a_rule_number_is_text_not_a_link(
    live_server: LiveServer, page: Page, waiting: Draft
) -> None:
    assert not RulesText.objects.exists()
    open_waiting_builder(page, live_server, waiting)
    expect(page.locator("#decision-heading .rule")).to_have_text("616.1")
    outcomes = page.locator("#outcomes")  # shown with the decision: two, found at once
    expect(outcomes.locator(".outcome")).to_have_count(2)
    first = outcomes.locator(".outcome").first
    expect(first.locator(".outcome-rules")).to_contain_text("616.1")  # in sight, as text
    first.get_by_text("How", exact=True).click()  # the outcome's log, with its rules
    expect(first.get_by_text("CR 616.1")).to_be_visible()
    expect(first.get_by_text("CR 120.3a")).to_be_visible()
    expect(page.locator(RULE_LINKS)).to_have_count(0)

    # The share page of the ruling saved while Bob chooses: every outcome cites its rules.
    save(page, "Ghosts and Furnace")
    expect(page.locator("#outcomes .outcome")).to_have_count(2)
    expect(page.get_by_text("CR 616.1").first).to_be_visible()
    expect(page.get_by_text("CR 614.1a").first).to_be_visible()
    expect(page.locator(RULE_LINKS)).to_have_count(0)

    # A link would have led nowhere: the rule has no page, and the rules page says why.
    assert page.request.get(f"{live_server.url}/rules/616.1/").status == 404
    page.goto(f"{live_server.url}/rules/")
    expect(page.locator("main")).to_contain_text(
        "The rules text isn’t imported on this site, so rule numbers are shown without links."
    )


def expect_rule_page(page: Page, number: str) -> None:
    expect(page).to_have_url(re.compile(rf"/rules/{re.escape(number)}/$"))
    expect(page).to_have_title(f"Rule {number} · Stackboard")
    expect(page.locator("#rule-heading .rule-number")).to_have_text(number)
    expect(page.locator(".rule-text")).to_have_text(RULES[number])


def test_with_the_rules_imported_a_rule_number_links_to_its_page(
    live_server: LiveServer, page: Page, waiting: Draft, imported_rules: None
) -> None:
    open_waiting_builder(page, live_server, waiting)
    link = page.locator("#decision-heading").get_by_role("link", name="616.1")
    expect(link).to_have_attribute("href", "/rules/616.1/")
    with page.expect_response(re.compile(r"/rules/616\.1/$")) as response:
        link.click()
    assert response.value.status == 200
    expect_rule_page(page, "616.1")
    expect(page.get_by_role("navigation", name="Breadcrumbs")).to_contain_text("616 Stand-in title")

    # Back in the builder, Bob chooses Furnace of Rath first: each log line's rule is a link.
    page.go_back()
    decision = page.locator("#decision")
    decision.get_by_label("Furnace of Rath: damage a source would deal is doubled").check()
    decision.get_by_role("button", name="Choose").click()
    log = page.locator("#log")
    expect(log).to_contain_text("Bob loses 3 life: 20 → 17")
    expect(log.get_by_role("link", name="CR 616.1")).to_have_attribute("href", "/rules/616.1/")
    with page.expect_response(re.compile(r"/rules/120\.3a/$")) as response:
        log.get_by_role("link", name="CR 120.3a").click()
    assert response.value.status == 200
    expect_rule_page(page, "120.3a")

    # The share page of the ruling: its log's rule links open the rule in a new tab, and
    # every rule link on it opens a rule page.
    page.go_back()
    save(page, "Ghosts and Furnace")
    share_log = page.locator(".log-entries").first
    expect(share_log).to_contain_text("Bob loses 3 life: 20 → 17")
    with page.context.expect_page() as opened:
        share_log.get_by_role("link", name="CR 614.1a").first.click()
    rule_tab = opened.value
    expect_rule_page(rule_tab, "614.1a")
    rule_tab.close()
    hrefs = set(page.locator(RULE_LINKS).evaluate_all("links => links.map(a => a.href)"))
    assert f"{live_server.url}/rules/616.1/" in hrefs
    for href in sorted(hrefs):
        assert page.request.get(href).status == 200, href
