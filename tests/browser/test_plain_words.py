"""Plain words (issue 18, point 5), in a real browser: no internal id in what a person reads.

GHO-2 pasted in the builder keeps its document's ids ("bears", "ghosts", "furnace"; players "A"
and "B"): the board, Bob's decision, the log and the effects in force name the cards and the
players instead. Saved while Bob chooses, the ruling's point is his choice, so the page title,
the link preview's title, the oEmbed answer, the embed and the judges' question each give both
outcomes ("Bob at 17 or 18"), and so does the preview image's alt text; the question asks first and gives
them in its answer.
A built-in puzzle's moves say what a land's mana ability does ("Tap Swamp for {B}"), not which
ability of it is activated.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from engine.examples import example
from engine.notation import dump
from tests.browser.test_puzzle_solve import builtin_puzzle_url

DOCUMENT = example("GHO-2").scenario_document()
GHO_2 = dump(DOCUMENT)
OBJECT_IDS = sorted(
    str(card["id"])
    for player in DOCUMENT["players"]
    for zone in ("battlefield", "hand", "graveyard", "exile", "library", "command")
    for card in player.get(zone) or []
)
PLAYER_IDS = sorted(str(player["id"]) for player in DOCUMENT["players"])
# Case-sensitive: "bears" is an id, "Grizzly Bears" a name. A player's id standing alone ("B
# loses 3 life") is an id used as a name; "{B}" would be a mana symbol (none in GHO-2).
AN_ID = re.compile(
    r"\b(?:" + "|".join(map(re.escape, OBJECT_IDS)) + r")\b"
    r"|(?<![{\w])(?:" + "|".join(map(re.escape, PLAYER_IDS)) + r")(?![}\w])"
)
CARDS = ("Grizzly Bears", "Ghosts of the Innocent", "Furnace of Rath")
BOTH = "Bob at 17 or 18"  # in the outcomes' order: Furnace first, then Ghosts first


def ids_in(text: str) -> list[str]:
    return [match.group(0) for match in AN_ID.finditer(text)]


def test_the_ids_checked_are_the_documents() -> None:
    assert OBJECT_IDS == ["bears", "furnace", "ghosts"]
    assert PLAYER_IDS == ["A", "B"]
    assert ids_in("B loses 3 life; Activate bears; ghosts.0 first") == ["B", "bears", "ghosts"]
    assert ids_in("Grizzly Bears taps Swamp for {B}; Ghosts of the Innocent; Alice and Bob") == []


def paste_gho2(page: Page, live_server: LiveServer) -> None:
    page.goto(live_server.url)
    page.get_by_role("button", name="New scenario").click()
    page.get_by_label("Paste a board").fill(GHO_2)
    page.get_by_role("button", name="Use this board").click()
    expect(page.locator("#decision-heading")).to_have_text("Bob chooses — rule 616.1")


def test_the_board_decision_log_and_effects_name_the_cards(
    live_server: LiveServer, page: Page
) -> None:
    paste_gho2(page, live_server)
    decision = page.locator("#decision")
    read = {"decision": decision.inner_text()}
    assert "Which effect applies next to 3 damage from Grizzly Bears to Bob?" in read["decision"]
    assert "Furnace of Rath: damage a source would deal is doubled" in read["decision"]

    # Bob applies Ghosts of the Innocent first: 3 halved to 1, doubled to 2.
    decision.get_by_label(
        "Ghosts of the Innocent: damage a source would deal is halved, rounded down"
    ).check()
    decision.get_by_role("button", name="Choose").click()
    expect(page.locator("#decision")).to_have_count(0)
    expect(page.locator("#log")).to_contain_text("Grizzly Bears deals 2 damage to Bob")
    for region in ("board", "log", "effects"):
        read[region] = page.locator(f"#{region}").inner_text()

    assert "Bob loses 2 life: 20 → 18" in read["log"]
    assert "Ghosts of the Innocent: halves 3 damage to 1 (rounded down)" in read["log"]
    assert "Furnace of Rath: damage a source would deal is doubled" in read["effects"]
    assert "Bob was dealt damage by Grizzly Bears this turn" in read["effects"]
    assert "Alice’s battlefield (3)" in read["board"] and "Life 18" in read["board"]
    for card in CARDS:
        assert card in read["board"], card
    assert {region: ids_in(text) for region, text in read.items()} == {
        "decision": [],
        "board": [],
        "log": [],
        "effects": [],
    }


def meta(page: Page, selector: str) -> str:
    return page.locator(f"head meta[{selector}]").get_attribute("content") or ""


def test_a_ruling_saved_while_bob_chooses_gives_both_outcomes_everywhere(
    live_server: LiveServer, page: Page
) -> None:
    paste_gho2(page, live_server)
    page.get_by_label("Title (optional)").fill("Ghosts and Furnace")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page).to_have_url(re.compile(r"/s/[\w-]{11}/$"))

    # The page title and the link preview's title.
    expect(page).to_have_title(f"Ghosts and Furnace: {BOTH} · Stackboard")
    assert meta(page, 'property="og:title"') == f"Ghosts and Furnace: {BOTH}"
    assert meta(page, 'name="twitter:title"') == f"Ghosts and Furnace: {BOTH}"
    # The preview image's alt text says what the image draws: every outcome, then the board
    # it starts from, in words, without ids.
    alt = meta(page, 'property="og:image:alt"')
    assert alt.startswith(f"Every outcome: {BOTH}. Turn 3, Alice's turn, precombat main step.")
    assert "Bob: 20 life." in alt and "Furnace of Rath (untapped)" in alt
    assert meta(page, 'name="twitter:image:alt"') == alt
    assert ids_in(alt) == []
    preview = page.request.get(meta(page, 'property="og:image"'))
    assert (preview.status, preview.headers["content-type"]) == (200, "image/png")

    # The page a person reads: both outcomes, by the cards' names.
    outcomes = page.locator("#outcomes .outcome")
    expect(outcomes).to_have_count(2)
    expect(outcomes.nth(0)).to_contain_text("Bob: 17 life")
    expect(outcomes.nth(1)).to_contain_text("Bob: 18 life")
    body = page.locator("body").inner_text()
    assert "Bob chooses Ghosts of the Innocent" in body
    assert ids_in(body) == []

    # oEmbed, through the discovery link in the page's head.
    discovery = page.locator('head link[type="application/json+oembed"]')
    assert discovery.get_attribute("title") == f"Ghosts and Furnace: {BOTH}"
    href = discovery.get_attribute("href") or ""
    answer = page.request.get(href)
    assert answer.status == 200
    oembed: dict[str, Any] = answer.json()
    assert oembed["title"] == f"Ghosts and Furnace: {BOTH}"
    assert f'title="Ghosts and Furnace: {BOTH}"' in oembed["html"]  # the iframe's name

    # The embed that iframe shows, and the judges' question.
    share = page.url
    page.goto(share + "embed/")
    expect(page).to_have_title(f"Ghosts and Furnace: {BOTH} · Stackboard")
    question = page.request.get(share + "question.txt")
    assert question.status == 200
    title, _underline, link, *rest = question.text().splitlines()
    # The question asks; the answer, in short first, follows it (issue 30).
    assert title == "Ghosts and Furnace"
    assert f"Answer:\nIn short: {BOTH}." in question.text()
    assert link == f"Link: {share}"
    words = "\n".join(rest)
    assert (
        "Bob chooses Furnace of Rath: damage a source would deal is doubled: Alice 20, Bob 17"
        in (words)
    )
    assert ids_in(words) == []  # (the link above it is an address, not words)


@pytest.mark.django_db(transaction=True)
def test_a_puzzles_moves_say_what_a_lands_mana_ability_does(
    live_server: LiveServer, page: Page
) -> None:
    page.goto(builtin_puzzle_url(live_server, "ritual-feast"))
    offered = page.locator(".moves-offered")
    # Three Swamps alike, told apart by their place (engine.rules.names).
    swamps = offered.get_by_role(
        "button", name=re.compile(r"^Tap Swamp \((?:first|second|third)\)")
    )
    expect(swamps).to_have_count(3)

    offered.get_by_role("button", name="Tap Swamp (first) for {B}").click()
    expect(page.get_by_test_id("puzzle-status")).to_have_text("Your move (1 so far).")
    moves = page.locator(".moves")
    expect(moves.locator(".move")).to_have_count(1)
    expect(moves.locator(".move").first).to_contain_text("You: Tap Swamp (first) for {B}")
    expect(page.get_by_test_id("mana-pools")).to_contain_text("Alice: {B}")

    page.get_by_role("button", name="Show the solution (spoiler)").click()
    steps = page.locator(".solution-steps li")
    expect(steps).to_have_text(
        [
            "Tap Swamp (first) for {B}",
            "Cast Dark Ritual",
            "All players pass: the top of the stack resolves",
            "Tap Swamp (second) for {B}",
            "Tap Swamp (third) for {B}",
            "Cast Soul Feast targeting Bob",
            "All players pass: the top of the stack resolves",
        ]
    )
    words = page.locator("#solve").inner_text()
    assert re.search(r"ability \d", words) is None
    assert re.search(r"\b(?:s[123]|ritual|feast)\b", words) is None  # the puzzle's own ids
