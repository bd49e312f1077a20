"""Embeds that fit (issue 18, point 7): the embed tells its host page its height, the host
page's script (stackboard-embed.js) applies it as the embed changes, oEmbed's height fits what
the embed shows, and an error inside an embed stays inside the embed's own layout."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Frame, Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Puzzle, ScenarioFamily
from builder.puzzles.services import core as puzzle_services
from builder.sharing import services
from engine.examples import examples
from engine.puzzle import win_this_turn
from tests.browser.conftest import ARTICLE
from tests.builder.puzzle_helpers import ATTACK, bolt_board, bolt_puzzle, saved_board
from tests.builder.sharing_helpers import ghosts_draft, save


@pytest.fixture
def page(framed_page: Page) -> Page:
    return framed_page


def tapped_out_puzzle() -> Puzzle:
    """Win this turn with the Mountain already tapped: Lightning Bolt can't be paid for, the
    Grizzly Bears attacking the opponent (2 life, no blocker) wins."""
    board = bolt_board(life=2, blocker=False, attacker=True)
    board["players"][0]["battlefield"][0]["tapped"] = True
    revision = saved_board(board, title="Tapped out")
    return puzzle_services.do_publish_puzzle(revision, win_this_turn(), solution=ATTACK)


def serve_host_page(page: Page, live_server: LiveServer, src: str, height: int = 150) -> None:
    """Another site's article framing ``src`` with the documented snippet (docs/embedding.md)."""
    script = f"{live_server.url}/static/builder/js/stackboard-embed.js"
    html = (
        "<!doctype html><title>Article</title><h1>An article</h1>"
        f'<iframe id="board" src="{src}" width="640" height="{height}" style="border:0"></iframe>'
        f'<script src="{script}" async></script><p id="after">The article goes on.</p>'
    )
    page.route(ARTICLE, lambda route: route.fulfill(content_type="text/html", body=html))


def frame_of(page: Page) -> Frame:
    frame = page.frame(url=lambda url: "/embed/" in url)
    assert frame is not None
    return frame


def content_height(frame: Frame) -> int:
    return int(frame.evaluate("Math.ceil(document.documentElement.getBoundingClientRect().height)"))


def iframe_height(page: Page) -> int:
    return int(page.evaluate("document.getElementById('board').getBoundingClientRect().height"))


def fits(page: Page) -> bool:
    frame = frame_of(page)
    return abs(iframe_height(page) - content_height(frame)) <= 1


@pytest.mark.django_db(transaction=True)
def test_an_embed_in_a_host_page_grows_and_shrinks_with_its_content(
    live_server: LiveServer, page: Page
) -> None:
    errors: list[str] = []
    revision, _ = save(ghosts_draft(), "Ghosts")
    embed = live_server.url + reverse("builder-embed", args=[revision.public_id])
    serve_host_page(page, live_server, embed, height=150)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(ARTICLE)

    frame = page.frame_locator("#board")
    expect(frame.get_by_test_id("life-B")).to_have_text("Life 17")
    page.wait_for_function("document.getElementById('board').offsetHeight > 150")
    assert fits(page)
    before = iframe_height(page)

    frame.get_by_role("link", name="Show all outcomes").click()
    expect(frame.locator(".outcome")).to_have_count(2)
    page.wait_for_function(f"document.getElementById('board').offsetHeight > {before + 100}")
    assert fits(page)  # both outcomes, nothing cut off
    expect(frame.locator(".outcomes")).to_contain_text("Bob chooses Ghosts of the Innocent")
    assert page.url == ARTICLE
    assert errors == []


@pytest.mark.django_db(transaction=True)
def test_the_oembed_height_fits_every_gallery_example(live_server: LiveServer, page: Page) -> None:
    services.load_examples()
    oembed = live_server.url + reverse("builder-oembed")
    misfits = []
    for ex in examples():
        revision = ScenarioFamily.objects.get(builtin_key=f"example:{ex.id}").revisions.get()
        share = live_server.url + reverse("builder-scenario", args=[revision.public_id])
        answer = page.request.get(oembed, params={"url": share}).json()
        page.set_viewport_size({"width": 640, "height": answer["height"]})
        page.goto(live_server.url + reverse("builder-embed", args=[revision.public_id]))
        actual = content_height(page.main_frame)
        # Nothing cut off, and not much empty space below the embed either.
        if not actual <= answer["height"] <= actual * 1.35 + 40:
            misfits.append((ex.id, actual, answer["height"]))
    assert misfits == []


@pytest.mark.django_db(transaction=True)
def test_an_illegal_puzzle_move_is_shown_inside_the_embeds_own_layout(
    live_server: LiveServer, page: Page
) -> None:
    puzzle = tapped_out_puzzle()
    embed = live_server.url + reverse("builder-embed", args=[puzzle.scenario.public_id])
    serve_host_page(page, live_server, embed, height=300)
    page.goto(ARTICLE)
    frame = page.frame_locator("#board")
    # The Mountain is tapped, so nothing pays for Lightning Bolt (601.2g-h): the engine
    # refuses the cast (the win is Grizzly Bears attacking).
    frame.get_by_label("Target 1 (any)").select_option(label="Opponent")
    frame.get_by_role("button", name="Cast Lightning Bolt").click()
    refusal = frame.get_by_role("alert")
    expect(refusal).to_contain_text("The engine refuses: Solver can't pay {R}")
    # Still the embed: its header, its stylesheet, its footer, and a frame that fits.
    expect(frame.get_by_role("heading", level=1)).to_have_text("Tapped out")
    expect(frame.get_by_role("link", name="Open on Stackboard")).to_be_visible()
    assert frame.locator("main#frame").evaluate("el => getComputedStyle(el).paddingTop") != "0px"
    page.wait_for_function("document.getElementById('board').offsetHeight > 300")
    assert fits(page)


@pytest.mark.django_db(transaction=True)
def test_a_ruling_saved_while_bob_chooses_embeds_with_both_outcomes_and_fits(
    live_server: LiveServer, page: Page
) -> None:
    from builder.scenarios.services.notation import do_paste_board
    from engine.examples import example
    from engine.notation import dump
    from tests.builder.factories import DraftFactory

    draft = DraftFactory.create()
    do_paste_board(draft, dump(example("GHO-2").scenario_document()))
    revision, _ = save(draft, "Ghosts and Furnace")
    share = live_server.url + reverse("builder-scenario", args=[revision.public_id])
    answer = page.request.get(live_server.url + reverse("builder-oembed"), params={"url": share})
    height = answer.json()["height"]
    embed = live_server.url + reverse("builder-embed", args=[revision.public_id])
    serve_host_page(page, live_server, embed, height=height)
    page.goto(ARTICLE)
    frame = page.frame_locator("#board")
    expect(frame.locator(".outcome")).to_have_count(2)  # no click needed: the point is the choice
    expect(frame.locator(".outcomes")).to_contain_text("Bob: 17 life")
    expect(frame.locator(".outcomes")).to_contain_text("Bob: 18 life")
    actual = content_height(frame_of(page))
    assert actual <= height <= actual * 1.35 + 40  # oEmbed's height fitted before any resizing
    page.wait_for_function("document.getElementById('board').offsetHeight < " + str(height + 1))
    assert fits(page)


@pytest.mark.django_db(transaction=True)
def test_a_failed_request_is_said_inside_the_embed(live_server: LiveServer, page: Page) -> None:
    puzzle = bolt_puzzle()
    embed = live_server.url + reverse("builder-embed", args=[puzzle.scenario.public_id])
    serve_host_page(page, live_server, embed, height=600)
    page.route("**/embed/solve/", lambda route: route.fulfill(status=500, body="Server Error"))
    page.goto(ARTICLE)
    frame = page.frame_locator("#board")
    frame.get_by_role("button", name="Tap Mountain for {R}").click()
    expect(frame.locator("#embed-error")).to_have_text(
        "Stackboard couldn't do that (error 500). Reload the page to try again."
    )
    expect(frame.get_by_role("heading", level=1)).to_have_text("Bolt them")  # still the embed
