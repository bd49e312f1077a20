"""The gallery and the card search in a real browser (issue 18, point 9).

The gallery (``/examples/``): every example has its share, fork and embed links, and following
them works: "Share" opens the example's page at its link to copy, "Embed" opens it at the embed
code (whose "Open the embed" link is the frame for other sites), "Fork" opens the builder with
the board, its action taken (GHO-2: Bob's decision waiting, 616.1).

The card search (``/cards/``), typed into its box as a reader would: results come a page at a
time (no dead end at "the first 60": a next link, a previous link, every card once), and the
search understands regular expressions ``/.../``, ``~`` for the card's own name, comparisons
between a card's numbers (``pow>tou``), ``set:``/``e:``, ``r:`` (the stored rarity) and
``is:commander``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.cards import search as cardsearch
from engine.examples import examples
from tests.builder.cards.factories import CardFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def fresh_card_index() -> Iterator[None]:
    """The search index is per process (the live server's thread shares it): never let one
    test's cards be searched in another."""
    cardsearch.invalidate_index()
    yield
    cardsearch.invalidate_index()


# --- the gallery ------------------------------------------------------------------------------


def gallery_item(page: Page, example_id: str) -> Locator:
    return page.locator(".gallery-item").filter(
        has=page.locator(".ruling-id", has_text=re.compile(f"^{re.escape(example_id)}$"))
    )


def test_every_gallery_example_has_share_fork_and_embed_links_to_its_own_page(
    live_server: LiveServer, page: Page
) -> None:
    """Share and Embed lead to the example's own page, at #share and at #embed: each page is
    fetched by the browser and has both places (clicking 37 pages through would take most of a
    minute: GHO-2's links are clicked below; test_embed_resizing opens every example's embed)."""
    page.goto(live_server.url + "/examples/")
    expect(page.get_by_role("heading", name="Rulings gallery", level=1)).to_be_visible()
    listed = examples()
    assert len(listed) > 30
    expect(page.locator(".gallery-item")).to_have_count(len(listed))
    for ex in listed:
        item = gallery_item(page, ex.id)
        # Each control names its example for a screen reader ("Share GHO-2", not 37 "Share"s).
        share = item.get_by_role("link", name=f"Share {ex.id}", exact=True)
        embed = item.get_by_role("link", name=f"Embed {ex.id}", exact=True)
        expect(item.get_by_role("button", name=f"Fork {ex.id} in the builder")).to_be_visible()
        own_page = f"/examples/{ex.id}/"
        expect(share).to_have_attribute("href", f"{own_page}#share")
        expect(embed).to_have_attribute("href", f"{own_page}#embed")
        answer = page.request.get(live_server.url + own_page)
        assert answer.status == 200, (ex.id, answer.status)
        body = answer.text()
        assert f'<h1><span class="ruling-id">{ex.id}</span>' in body, ex.id
        assert 'id="share"' in body and 'id="embed"' in body, ex.id
        assert f'&lt;iframe src="{live_server.url}/examples/{ex.id}/embed/"' in body, ex.id


def test_following_gho2s_share_embed_and_fork_links_from_the_gallery(
    live_server: LiveServer, page: Page
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    gallery = live_server.url + "/examples/"
    example_url = live_server.url + "/examples/GHO-2/"
    page.goto(gallery)

    # Share: the example's own page, at the link to copy.
    gallery_item(page, "GHO-2").get_by_role("link", name="Share GHO-2", exact=True).click()
    expect(page).to_have_url(example_url + "#share")
    expect(page).to_have_title(re.compile(r"^GHO-2: Ghosts of the Innocent and Furnace of Rath"))
    expect(page.get_by_role("heading", name="Share, fork, embed")).to_be_in_viewport()
    expect(page.get_by_label("Link to this ruling")).to_have_value(example_url)

    # Embed: the same page at the embed code, whose frame opens on its own.
    page.goto(gallery)
    gallery_item(page, "GHO-2").get_by_role("link", name="Embed GHO-2", exact=True).click()
    expect(page).to_have_url(example_url + "#embed")
    code = page.get_by_label("Embed it in an article")
    expect(code).to_be_in_viewport()
    expect(code).to_have_value(re.compile(f'^<iframe src="{re.escape(example_url)}embed/"'))
    page.get_by_role("link", name="Open the embed").click()
    expect(page).to_have_url(example_url + "embed/")
    expect(page.get_by_role("heading", name="Every outcome")).to_be_visible()
    outcomes = page.locator(".outcome")
    expect(outcomes).to_have_count(2)  # Bob's two orders: 3 halved then doubled, or the reverse
    expect(page.locator("#outcomes")).to_contain_text("Bob: 17 life")
    expect(page.locator("#outcomes")).to_contain_text("Bob: 18 life")
    expect(page.get_by_role("link", name="Open on Stackboard")).to_have_attribute(
        "href", example_url
    )

    # Fork: the builder, with the board and its action taken: Bob chooses the order (616.1).
    page.goto(gallery)
    gallery_item(page, "GHO-2").get_by_role("button", name="Fork GHO-2 in the builder").click()
    expect(page).to_have_url(re.compile(r"/b/[\w-]+/$"))
    expect(page.get_by_role("heading", name="Scenario builder")).to_be_visible()
    decision = page.locator("#decision")
    expect(decision.get_by_role("heading")).to_contain_text("Bob chooses")
    expect(decision.get_by_role("heading")).to_contain_text("616.1")
    expect(decision.get_by_role("radio")).to_have_count(2)
    expect(page.locator("#board")).to_contain_text("Ghosts of the Innocent")
    expect(page.locator("#board")).to_contain_text("Furnace of Rath")
    assert errors == []


# --- the card search --------------------------------------------------------------------------

OGRES = [f"Ogre Recruit {number:03}" for number in range(1, 131)]  # 130: pages of 60, 60, 10


def search(page: Page, query: str, *, press_enter: bool = True) -> None:
    """Type ``query`` into the search box key by key, then Enter (or the Search button)."""
    box = page.get_by_role("searchbox", name="Search cards")
    box.clear()
    box.press_sequentially(query)
    if press_enter:
        box.press("Enter")
    else:
        page.get_by_role("button", name="Search", exact=True).click()
    expect(page).to_have_url(re.compile(r"[?&]q="))


def results(page: Page) -> Locator:
    return page.locator("#card-results .card-name")


def count(page: Page) -> Locator:
    return page.locator("#card-results .search-count")


def shown_names(page: Page) -> list[str]:
    return results(page).all_inner_texts()


def test_card_search_results_come_a_page_at_a_time_with_next_and_previous(
    live_server: LiveServer, page: Page
) -> None:
    """130 ogres, 60 a page: the count says which are shown, Next and Previous page through
    them, every ogre once."""
    for name in OGRES:
        CardFactory.create(name=name, type_line="Creature — Ogre Warrior")
    CardFactory.create(name="Grizzly Bears")  # a bear: not in t:ogre
    pages = page.get_by_role("navigation", name="Result pages")
    page.goto(live_server.url + "/cards/")
    search(page, "t:ogre")

    expect(count(page)).to_contain_text("130 cards, 1–60 shown (page 1 of 3).")
    expect(results(page)).to_have_text(OGRES[:60])
    expect(pages.get_by_role("link", name=re.compile("Previous"))).to_have_count(0)

    seen = shown_names(page)
    pages.get_by_role("link", name="Next 60 →").click()
    expect(count(page)).to_contain_text("130 cards, 61–120 shown (page 2 of 3).")
    expect(results(page)).to_have_text(OGRES[60:120])
    expect(page).to_have_url(re.compile(r"[?&]page=2(&|$)"))
    seen += shown_names(page)

    pages.get_by_role("link", name="Next 60 →").click()
    expect(count(page)).to_contain_text("130 cards, 121–130 shown (page 3 of 3).")
    expect(results(page)).to_have_text(OGRES[120:])
    expect(pages.get_by_role("link", name=re.compile("Next"))).to_have_count(0)  # the last
    seen += shown_names(page)
    assert seen == OGRES  # every ogre once, in order: no repeat, none left out, no bear

    pages.get_by_role("link", name="← Previous 60").click()
    expect(count(page)).to_contain_text("61–120 shown (page 2 of 3).")
    expect(results(page)).to_have_text(OGRES[60:120])

    # The address the page shows is the page it shows: reloaded, it is page 2 still.
    page.reload()
    expect(count(page)).to_contain_text("61–120 shown (page 2 of 3).")
    expect(results(page)).to_have_text(OGRES[60:120])
    expect(page.get_by_role("searchbox", name="Search cards")).to_have_value("t:ogre")
    pages.get_by_role("link", name="← Previous 60").click()
    expect(count(page)).to_contain_text("1–60 shown (page 1 of 3).")
    expect(results(page)).to_have_text(OGRES[:60])


def test_the_search_box_searches_as_the_reader_types(live_server: LiveServer, page: Page) -> None:
    for name in OGRES[:3]:
        CardFactory.create(name=name, type_line="Creature — Ogre Warrior")
    page.goto(live_server.url + "/cards/")
    page.get_by_role("searchbox", name="Search cards").press_sequentially("t:ogre")
    expect(count(page)).to_have_text("3 cards.")  # no Enter: a pause is enough
    expect(page).to_have_url(re.compile(r"[?&]q=t%3Aogre"))


def test_a_pasted_search_then_next_stays_on_the_next_page(
    live_server: LiveServer, page: Page
) -> None:
    """A query put in the box at once (pasted, chosen from autofill), Enter, then "Next" right
    away: one search was sent, so no late first page comes back over the second."""
    for name in OGRES:
        CardFactory.create(name=name, type_line="Creature — Ogre Warrior")
    page.goto(live_server.url + "/cards/")
    searches: list[str] = []
    page.on(
        "request",
        lambda request: searches.append(request.url) if "/cards/?" in request.url else None,
    )
    box = page.get_by_role("searchbox", name="Search cards")
    box.fill("t:ogre")
    box.press("Enter")
    expect(count(page)).to_contain_text("1–60 shown (page 1 of 3).")
    page.get_by_role("navigation", name="Result pages").get_by_role(
        "link", name="Next 60 →"
    ).click()
    expect(count(page)).to_contain_text("61–120 shown (page 2 of 3).")
    page.wait_for_timeout(600)  # past the typing pause: nothing more may arrive
    expect(count(page)).to_contain_text("61–120 shown (page 2 of 3).")
    expect(page).to_have_url(re.compile(r"[?&]page=2(&|$)"))
    assert len(searches) == 2, searches  # the first page once, then the second


def creature(power: str, toughness: str, **fields: Any) -> dict[str, Any]:
    return {"power": power, "toughness": toughness, **fields}


def spell(type_line: str, oracle_text: str, **fields: Any) -> dict[str, Any]:
    return {
        "type_line": type_line,
        "oracle_text": oracle_text,
        "power": None,
        "toughness": None,
        **fields,
    }


# Real cards, with their usual printing's rarity and (some of) the sets they were printed in.
CARDS: dict[str, dict[str, Any]] = {
    "Fireball": spell(
        "Sorcery",
        "This spell costs {1} more to cast for each target beyond the first.\n"
        "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
        rarity="common",
        printings=["lea", "m10"],
    ),
    "Firebolt": spell(
        "Sorcery",
        "Firebolt deals 2 damage to any target.\nFlashback {4}{R}",
        rarity="common",
        printings=["ody"],
    ),
    "Wildfire": spell(
        "Sorcery",
        "Each player sacrifices four lands. Wildfire deals 4 damage to each creature.",
        rarity="rare",
        printings=["usg"],
    ),
    "Lightning Bolt": spell(
        "Instant",
        "Lightning Bolt deals 3 damage to any target.",
        rarity="common",
        printings=["lea", "m10"],
    ),
    "Shock": spell(
        "Instant", "Shock deals 2 damage to any target.", rarity="common", printings=["sth"]
    ),
    "Black Lotus": spell(
        "Artifact",
        "{T}, Sacrifice Black Lotus: Add three mana of any one color.",
        rarity="rare",
        printings=["2ed", "lea", "leb"],
    ),
    "Ashnod's Altar": spell(
        "Artifact", "Sacrifice a creature: Add {C}{C}.", rarity="uncommon", printings=["atq"]
    ),
    "Commodore Guff": spell(
        "Legendary Planeswalker — Guff",
        "Commodore Guff can be your commander.",
        loyalty="5",
        rarity="mythic",
        printings=["afc"],
    ),
    "Liliana of the Veil": spell(
        "Legendary Planeswalker — Liliana",
        "+1: Each player discards a card.",
        loyalty="3",
        rarity="mythic",
        printings=["isd"],
    ),
    "Atraxa, Praetors' Voice": creature(
        "4",
        "4",
        type_line="Legendary Creature — Phyrexian Angel Horror",
        oracle_text="Flying, vigilance, deathtouch, lifelink\n"
        "At the beginning of your end step, proliferate.",
        rarity="mythic",
        printings=["2x2", "c16"],
    ),
    "Grenzo, Dungeon Warden": creature(
        "2",
        "2",
        type_line="Legendary Creature — Goblin Rogue",
        oracle_text="Grenzo, Dungeon Warden enters with X +1/+1 counters on it.\n"
        "{2}: Mill a card. If a creature card with power less than or equal to Grenzo's "
        "power was milled this way, put it onto the battlefield.",
        rarity="rare",
        printings=["cn2"],
    ),
    "Ball Lightning": creature(
        "6",
        "1",
        type_line="Creature — Elemental",
        oracle_text="Trample, haste\nAt the beginning of the end step, sacrifice Ball Lightning.",
        rarity="rare",
        printings=["drk", "m10"],
    ),
    "Goblin Raider": creature(
        "2",
        "1",
        type_line="Creature — Goblin Warrior",
        oracle_text="Goblin Raider can't block.",
        rarity="common",
        printings=["ptk"],
    ),
    "Wall of Stone": creature(
        "0",
        "8",
        type_line="Creature — Wall",
        oracle_text="Defender",
        rarity="uncommon",
        printings=["lea"],
    ),
    "Serra Angel": creature(
        "4",
        "4",
        type_line="Creature — Angel",
        oracle_text="Flying, vigilance",
        rarity="uncommon",
        printings=["lea", "m10"],
    ),
    "Grizzly Bears": creature("2", "2", rarity="common", printings=["10e", "lea"]),
}


@pytest.fixture
def cards() -> None:
    for name, fields in CARDS.items():
        CardFactory.create(name=name, **fields)


def expect_found(page: Page, query: str, names: list[str], *, press_enter: bool = True) -> None:
    """Search for ``query``: exactly ``names`` are found (in the page's order: by name)."""
    search(page, query, press_enter=press_enter)
    plural = "s" if len(names) > 1 else ""
    expect(count(page)).to_have_text(f"{len(names)} card{plural}.")
    expect(results(page)).to_have_text(names)


@pytest.mark.usefixtures("cards")
def test_card_search_reads_regular_expressions_between_slashes(
    live_server: LiveServer, page: Page
) -> None:
    page.goto(live_server.url + "/cards/")
    expect_found(page, "/^fire/", ["Fireball", "Firebolt"])  # not Wildfire: "fire" at its end
    expect_found(page, "/bolt$/", ["Firebolt", "Lightning Bolt"], press_enter=False)
    # A number of damage, not X (Fireball), in the rules text.
    expect_found(page, r"o:/deals \d+ damage/", ["Firebolt", "Lightning Bolt", "Shock", "Wildfire"])
    expect_found(page, "t:/^legendary .*goblin/", ["Grenzo, Dungeon Warden"])


@pytest.mark.usefixtures("cards")
def test_card_search_reads_tilde_as_the_cards_own_name(live_server: LiveServer, page: Page) -> None:
    page.goto(live_server.url + "/cards/")
    # "Sacrifice Black Lotus", "sacrifice Ball Lightning"; not "Sacrifice a creature".
    expect_found(page, 'o:"sacrifice ~"', ["Ball Lightning", "Black Lotus"])
    expect_found(
        page, 'o:"~ deals"', ["Fireball", "Firebolt", "Lightning Bolt", "Shock", "Wildfire"]
    )
    expect_found(page, "o:/^~ can be your/", ["Commodore Guff"])
    expect_found(page, 'o:"~\'s power"', ["Grenzo, Dungeon Warden"])  # a legendary's short name


@pytest.mark.usefixtures("cards")
def test_card_search_compares_two_of_a_cards_numbers(live_server: LiveServer, page: Page) -> None:
    page.goto(live_server.url + "/cards/")
    expect_found(page, "pow>tou", ["Ball Lightning", "Goblin Raider"])  # 6/1, 2/1
    expect_found(page, "tou>pow", ["Wall of Stone"])
    expect_found(
        page,
        "pow=tou",
        ["Atraxa, Praetors' Voice", "Grenzo, Dungeon Warden", "Grizzly Bears", "Serra Angel"],
    )


@pytest.mark.usefixtures("cards")
def test_card_search_finds_a_set_with_set_or_e(live_server: LiveServer, page: Page) -> None:
    page.goto(live_server.url + "/cards/")
    expect_found(page, "set:leb", ["Black Lotus"])  # its second printing, not its own set
    expect_found(page, "e:2x2", ["Atraxa, Praetors' Voice"])
    expect_found(
        page,
        "e:lea t:creature",
        ["Grizzly Bears", "Serra Angel", "Wall of Stone"],
    )
    expect_found(page, "set:m10 -t:creature", ["Fireball", "Lightning Bolt"])


@pytest.mark.usefixtures("cards")
def test_card_search_finds_a_rarity_and_compares_rarities(
    live_server: LiveServer, page: Page
) -> None:
    page.goto(live_server.url + "/cards/")
    mythics = ["Atraxa, Praetors' Voice", "Commodore Guff", "Liliana of the Veil"]
    expect_found(page, "r:mythic", mythics)
    expect_found(
        page,
        "r>=rare",
        [
            "Atraxa, Praetors' Voice",
            "Ball Lightning",
            "Black Lotus",
            "Commodore Guff",
            "Grenzo, Dungeon Warden",
            "Liliana of the Veil",
            "Wildfire",
        ],
    )
    expect_found(page, "r:u", ["Ashnod's Altar", "Serra Angel", "Wall of Stone"])
    expect_found(page, "r:m t:creature", ["Atraxa, Praetors' Voice"])


@pytest.mark.usefixtures("cards")
def test_card_search_finds_the_cards_that_can_be_a_commander(
    live_server: LiveServer, page: Page
) -> None:
    page.goto(live_server.url + "/cards/")
    # Legendary creatures, and a planeswalker whose text says so; not Liliana (a legendary
    # planeswalker without it) nor Serra Angel (a creature, not legendary).
    expect_found(
        page,
        "is:commander",
        ["Atraxa, Praetors' Voice", "Commodore Guff", "Grenzo, Dungeon Warden"],
    )
