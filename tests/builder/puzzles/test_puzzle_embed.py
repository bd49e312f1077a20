"""A puzzle's embed: solve mode inside another site's frame, framable, small, without hidden
cards, and working when the browser refuses our cookies there (the signed reader key)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from django.contrib.staticfiles import finders
from django.test import Client
from django.urls import reverse

from builder.models import Puzzle
from tests.builder.conftest import HTMX
from tests.builder.puzzle_helpers import SECRET, SECRET_LIBRARY, bolt_puzzle

pytestmark = pytest.mark.django_db


@pytest.fixture
def puzzle() -> Puzzle:
    return bolt_puzzle()


def url(puzzle: Puzzle, name: str = "builder-embed") -> str:
    return reverse(name, args=[puzzle.scenario.public_id])


def reader_token(body: str) -> str:
    found = re.search(r'name="reader" value="([^"]+)"', body)
    assert found is not None
    return found.group(1)


class CookielessClient(Client):
    """A browser that refuses our cookies in a third-party frame (SameSite=Lax)."""

    def request(self, **request: Any) -> Any:
        self.cookies.clear()
        return super().request(**request)


def test_the_embed_is_solve_mode_and_framable(client: Client, puzzle: Puzzle) -> None:
    response = client.get(url(puzzle))
    body = response.content.decode()
    assert response.status_code == 200
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    assert "X-Frame-Options" not in response
    assert 'data-testid="puzzle-goal">Win this turn' in body and ">Verified<" in body
    assert 'target="_self"' in body  # forms stay in the frame despite <base target="_blank">
    assert "csrfmiddlewaretoken" not in body


def test_hidden_cards_are_not_in_the_embeds_source(client: Client, puzzle: Puzzle) -> None:
    content = client.get(url(puzzle)).content
    assert SECRET.encode() not in content and SECRET_LIBRARY.encode() not in content
    assert b"Opponent\xe2\x80\x99s hand, 1 card" in content


def test_it_is_solved_in_the_frame_without_cookies(puzzle: Puzzle) -> None:
    browser = CookielessClient(enforce_csrf_checks=True)
    token = reader_token(browser.get(url(puzzle), {"theme": "dark"}).content.decode())
    act = url(puzzle, "builder-embed-act")
    response = browser.post(act, {"reader": token, "option": "activate:m1:0", "theme": "dark"})
    assert response.status_code == 302
    location = response["Location"]
    assert location.startswith(f"{url(puzzle)}?reader=") and "theme=dark" in location
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    page = browser.get(location).content.decode()
    assert "(1 so far)" in page and 'class="embed theme-dark"' in page
    browser.post(act, {"reader": token, "option": "cast:bolt", "target_0": "B"})
    fragment = browser.post(act, {"reader": token, "option": "resolve"}, headers=HTMX)
    body = fragment.content.decode()
    assert fragment.status_code == 200 and body.lstrip().startswith('<section id="solve"')
    assert "Solved!" in body
    assert "frame-ancestors *" in fragment["Content-Security-Policy"]


def test_a_wrong_line_fails_in_the_frame(client: Client, puzzle: Puzzle) -> None:
    token = reader_token(client.get(url(puzzle)).content.decode())
    act = url(puzzle, "builder-embed-act")
    client.post(act, {"reader": token, "option": "activate:m1:0"})
    client.post(act, {"reader": token, "option": "cast:bolt", "target_0": "bear"})
    client.post(act, {"reader": token, "option": "resolve"})
    body = client.post(
        act, {"reader": token, "option": "advance:upkeep:next"}, headers=HTMX
    ).content.decode()
    assert "Failed: the turn limit has passed" in body


def test_a_move_is_taken_back_in_the_frame_without_cookies(puzzle: Puzzle) -> None:
    browser = CookielessClient(enforce_csrf_checks=True)
    token = reader_token(browser.get(url(puzzle)).content.decode())
    act = url(puzzle, "builder-embed-act")
    browser.post(act, {"reader": token, "option": "cast:bolt", "target_0": "B"})  # taps m1
    response = browser.post(url(puzzle, "builder-embed-back"), {"reader": token}, headers=HTMX)
    body = response.content.decode()
    assert response.status_code == 200 and "Your move." in body
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    assert "Mana: pays by tapping Mountain." in body  # the Mountain is untapped again


def test_a_browser_that_keeps_cookies_keeps_its_progress(client: Client, puzzle: Puzzle) -> None:
    token = reader_token(client.get(url(puzzle)).content.decode())
    # A browser says its form is the embed's own (the first move keeps the key in a session).
    client.post(
        url(puzzle, "builder-embed-act"),
        {"reader": token, "option": "activate:m1:0"},
        headers={"Sec-Fetch-Site": "same-origin"},
    )
    assert "(1 so far)" in client.get(url(puzzle)).content.decode()  # no reader in the URL


@pytest.mark.parametrize(
    "name",
    [
        "builder-embed-act",
        "builder-embed-hint",
        "builder-embed-solution",
        "builder-embed-reset",
        "builder-embed-back",
        "builder-embed-suggest",
    ],
)
def test_moves_need_the_signed_reader_key(client: Client, puzzle: Puzzle, name: str) -> None:
    for data in ({}, {"reader": "forged:key"}):
        response = client.post(url(puzzle, name), data)
        assert response.status_code == 400
        assert b"reload the puzzle" in response.content


@pytest.mark.parametrize(
    "name",
    ["builder-embed-act", "builder-embed-hint", "builder-embed-solution", "builder-embed-reset"],
)
def test_moves_reject_get(client: Client, puzzle: Puzzle, name: str) -> None:
    assert client.get(url(puzzle, name)).status_code == 405


def test_hints_solution_and_reset_in_the_frame(client: Client, puzzle: Puzzle) -> None:
    token = reader_token(client.get(url(puzzle)).content.decode())
    hint = client.post(url(puzzle, "builder-embed-hint"), {"reader": token}, headers=HTMX)
    assert b"Count their life." in hint.content and b"Show a hint (1 left)" in hint.content
    spoiler = client.post(url(puzzle, "builder-embed-solution"), {"reader": token})
    assert spoiler.status_code == 302
    shown = client.get(spoiler["Location"]).content.decode()
    assert "Cast Lightning Bolt targeting Opponent" in shown
    reset = client.post(url(puzzle, "builder-embed-reset"), {"reader": token}, headers=HTMX)
    assert b"Count their life." not in reset.content and b"Show the solution" in reset.content


def test_an_invalid_move_is_400_in_the_fragment(client: Client, puzzle: Puzzle) -> None:
    token = reader_token(client.get(url(puzzle)).content.decode())
    data = {"reader": token, "option": "cast:x1"}
    response = client.post(url(puzzle, "builder-embed-act"), data, headers=HTMX)
    assert response.status_code == 400
    assert 'class="errorlist"' in response.content.decode()
    page = client.post(url(puzzle, "builder-embed-act"), data)
    assert page.status_code == 400 and b"<!doctype html>" in page.content


def test_the_puzzle_embed_transfers_at_most_100_kb(client: Client, puzzle: Puzzle) -> None:
    token = reader_token(client.get(url(puzzle)).content.decode())
    for data in ({"option": "activate:m1:0"}, {"option": "cast:bolt", "target_0": "bear"}):
        client.post(url(puzzle, "builder-embed-act"), {"reader": token, **data})
    client.post(url(puzzle, "builder-embed-solution"), {"reader": token})
    html = client.get(url(puzzle), {"reader": token}).content
    assert b"Moves" in html and b"Solution" in html
    assets = re.findall(rb'(?:src|href)="(/static/[^"]+)"', html)
    assert any(a.endswith(b".js") for a in assets) and any(a.endswith(b".css") for a in assets)
    total = len(html)
    for asset in assets:
        found = finders.find(asset.decode().removeprefix("/static/"))
        assert found, asset
        total += Path(str(found)).stat().st_size
    assert total <= 100_000


def test_an_out_of_date_move_is_said_inside_the_embeds_layout(
    client: Client, puzzle: Puzzle
) -> None:
    # Issue 18: an error in an embed is shown in the embed, not as a bare text page.
    page = client.post(url(puzzle, "builder-embed-act"), {"reader": "forged:key"})
    body = page.content.decode()
    assert page.status_code == 400 and page["Content-Type"].startswith("text/html")
    assert body.startswith("<!doctype html>") and "embed.css" in body
    assert 'role="alert">This page is out of date: reload the puzzle' in body
    fragment = client.post(url(puzzle, "builder-embed-act"), {"reader": "forged:key"}, headers=HTMX)
    assert fragment.status_code == 400
    assert fragment.content.decode().lstrip().startswith('<section id="solve"')
    assert "reload the puzzle" in fragment.content.decode()
