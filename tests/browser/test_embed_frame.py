"""The embed inside another site's page: it loads, steps through the log with htmx and shows
every outcome; the share page itself refuses to be framed."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Page, Route, expect
from pytest_django.live_server_helper import LiveServer

from tests.browser.conftest import ARTICLE, serve_article
from tests.builder.sharing_helpers import ghosts_draft, save, two_step_draft


@pytest.fixture
def page(framed_page: Page) -> Page:
    return framed_page


@pytest.mark.django_db(transaction=True)
def test_the_embed_steps_through_the_log_inside_an_iframe(
    live_server: LiveServer, page: Page
) -> None:
    errors: list[str] = []
    revision, _ = save(two_step_draft(), "Two hits")
    embed = live_server.url + reverse("builder-embed", args=[revision.public_id])
    serve_article(page, ("board", f"{embed}?theme=dark"))
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(ARTICLE)

    frame = page.frame_locator("#board")
    expect(frame.get_by_test_id("life-B")).to_have_text("Life 16")
    expect(frame.locator("html")).to_have_class("embed theme-dark")
    frame.get_by_role("link", name="← Back").click()
    expect(frame.get_by_test_id("life-B")).to_have_text("Life 18")
    expect(frame.locator(".where")).to_contain_text("Step 1 of 2: Hit 1")
    frame.get_by_role("link", name="← Back").click()
    expect(frame.get_by_test_id("life-B")).to_have_text("Life 20")
    assert page.url == ARTICLE  # the article never navigated
    assert errors == []


@pytest.mark.django_db(transaction=True)
def test_the_embed_shows_every_outcome(live_server: LiveServer, page: Page) -> None:
    revision, _ = save(ghosts_draft(), "Ghosts")
    embed = live_server.url + reverse("builder-embed", args=[revision.public_id])
    serve_article(page, ("board", embed))
    page.goto(ARTICLE)
    frame = page.frame_locator("#board")
    frame.get_by_role("link", name="Show all outcomes").click()
    expect(frame.locator(".outcome")).to_have_count(2)
    expect(frame.locator(".outcomes")).to_contain_text("Bob: 17 life")
    expect(frame.locator(".outcomes")).to_contain_text("Bob: 18 life")


@pytest.mark.django_db(transaction=True)
def test_the_share_page_refuses_to_be_framed(live_server: LiveServer, page: Page) -> None:
    revision, _ = save(two_step_draft(), "Two hits")
    share = live_server.url + reverse("builder-scenario", args=[revision.public_id])
    embed = live_server.url + reverse("builder-embed", args=[revision.public_id])
    blocked: list[str] = []

    def watch(route: Route) -> None:
        blocked.append(route.request.url)
        route.continue_()

    page.route(f"{share}", watch)
    serve_article(page, ("share", share), ("board", embed))
    page.goto(ARTICLE)
    expect(page.frame_locator("#board").get_by_test_id("life-B")).to_have_text("Life 16")
    assert blocked == [share]  # it was requested...
    expect(page.frame_locator("#share").get_by_test_id("life-B")).to_have_count(0)  # ...not shown
