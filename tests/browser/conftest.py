"""Playwright fixtures: Debian's Chromium, headless, one fresh context per test.

The browser tests never skip: without Chromium they fail, so CI can't pass without them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

# Playwright's sync API runs an event loop in this thread; Django's ORM calls made by tests
# (or by the live server fixture) would otherwise refuse to run beside it.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = Path(os.environ.get("STACKBOARD_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    assert CHROMIUM.exists(), f"{CHROMIUM} is missing: install Debian's chromium package"
    browser = playwright.chromium.launch(
        executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
    )
    yield browser
    browser.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context()
    context.set_default_timeout(10_000)
    yield context
    context.close()


@pytest.fixture
def page(context: BrowserContext) -> Page:
    return context.new_page()


# --- another site's page framing ours -----------------------------------------------------------

ARTICLE = "http://article.example/post.html"  # another site (Playwright serves it)
# Chromium blocks a public site from framing localhost (local network access checks); the live
# server is on localhost, so the framing browser lets the article frame it like any site.
FRAMING_ARGS = [*CHROMIUM_ARGS, "--disable-features=LocalNetworkAccessChecks"]


@pytest.fixture(scope="session")
def framing_browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(
        executable_path=str(CHROMIUM), headless=True, args=FRAMING_ARGS
    )
    yield browser
    browser.close()


@pytest.fixture
def framed_page(framing_browser: Browser) -> Iterator[Page]:
    """A page of the framing browser: ``serve_article`` then ``goto(ARTICLE)``."""
    context = framing_browser.new_context()
    context.set_default_timeout(10_000)
    yield context.new_page()
    context.close()


def serve_article(page: Page, *frames: tuple[str, str], height: int = 480) -> None:
    """Serve ``ARTICLE``: a page of another site with an iframe per (id, src)."""
    iframes = "".join(
        f'<iframe id="{name}" src="{src}" width="640" height="{height}"></iframe>'
        for name, src in frames
    )
    html = f"<!doctype html><title>Article</title><h1>An article</h1>{iframes}"
    page.route(ARTICLE, lambda route: route.fulfill(content_type="text/html", body=html))
