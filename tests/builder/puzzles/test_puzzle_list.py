"""/puzzles/: public puzzles with their badge and difficulty, newest first, paginated."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder.puzzles.services import core as puzzle_services
from builder.sharing.services.revisions import do_annotate
from engine.puzzle import win_this_turn
from tests.builder.conftest import HTMX
from tests.builder.puzzle_helpers import BOLT_BEAR, bolt_board, bolt_puzzle, saved_board

pytestmark = pytest.mark.django_db

LIST = reverse("builder-puzzles")


def test_it_lists_public_puzzles_with_badge_and_difficulty(client: Client) -> None:
    puzzle = bolt_puzzle()
    bolt_puzzle(visibility="unlisted")
    refuted = saved_board(bolt_board(), title="Wrong one")
    puzzle_services.do_publish_puzzle(refuted, win_this_turn(), solution=BOLT_BEAR)
    saved_board(bolt_board(), title="Not a puzzle")
    body = client.get(LIST).content.decode()
    assert body.count('<a href="/s/') == 2
    assert (
        f'<a href="{reverse("builder-scenario", args=[puzzle.scenario.public_id])}">Bolt them</a>'
        in body
    )
    assert '<span class="badge">Easy</span>' in body
    assert '<span class="badge badge-verified">Verified</span>' in body
    assert "The solution fails as written" in body
    assert "Win this turn" in body and "Not a puzzle" not in body


def test_a_family_is_listed_once_at_its_newest_puzzle(client: Client) -> None:
    puzzle = bolt_puzzle()
    newer = do_annotate(
        puzzle.scenario, title="Bolt them, again", description="", notes={}, visibility="public"
    )
    body = client.get(LIST).content.decode()
    assert body.count('<a href="/s/') == 1
    assert reverse("builder-scenario", args=[newer.public_id]) in body


def test_it_pages_with_real_links_and_htmx_fragments(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("builder.puzzles.services.pages.LIST_PAGE_SIZE", 1)
    bolt_puzzle()
    bolt_puzzle()
    body = client.get(LIST).content.decode()
    assert 'href="?page=2" hx-get="?page=2"' in body
    fragment = client.get(LIST, {"page": "2"}, headers=HTMX).content.decode()
    assert fragment.lstrip().startswith('<div id="puzzle-list"') and "Page 2 of 2" in fragment
    assert client.get(LIST, {"page": "x"}).status_code == 200  # nonsense shows the first page


def test_an_empty_list_says_so(client: Client) -> None:
    assert "No public puzzles yet." in client.get(LIST).content.decode()


def test_it_rejects_post(client: Client) -> None:
    assert client.post(LIST).status_code == 405
