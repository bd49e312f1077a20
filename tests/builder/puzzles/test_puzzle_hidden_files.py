"""A puzzle's hidden cards don't leave through its other doors: downloads, the preview image,
forks, and the family's newer revisions (which stay puzzles)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import PreviewImage, Puzzle, Scenario
from builder.sharing import services
from tests.builder.puzzle_helpers import SECRET, TOKEN, bolt_puzzle

pytestmark = pytest.mark.django_db


@pytest.fixture
def puzzle() -> Puzzle:
    return bolt_puzzle()


def url(name: str, revision: Scenario) -> str:
    return reverse(name, args=[revision.public_id])


@pytest.mark.parametrize(
    "name", ["builder-scenario-json", "builder-scenario-question", "builder-puzzle-pzl"]
)
def test_files_of_a_puzzle_that_hides_cards_need_the_edit_token(
    client: Client, puzzle: Puzzle, name: str
) -> None:
    assert client.get(url(name, puzzle.scenario)).status_code == 403
    response = client.get(url(name, puzzle.scenario), {"token": TOKEN})
    assert response.status_code == 200 and SECRET.encode() in response.content


def test_files_of_a_puzzle_that_hides_nothing_are_for_everyone(client: Client) -> None:
    open_book = bolt_puzzle(show_opponent_hand=True, show_library_order=True)
    assert client.get(url("builder-scenario-json", open_book.scenario)).status_code == 200


def test_the_share_page_offers_files_only_when_allowed(client: Client, puzzle: Puzzle) -> None:
    body = client.get(url("builder-scenario", puzzle.scenario)).content.decode()
    assert "puzzle.pzl" not in body and "only for its author" in body
    with_token = client.get(url("builder-scenario", puzzle.scenario), {"token": TOKEN})
    assert f"puzzle.pzl?token={TOKEN}" in with_token.content.decode()


def test_the_preview_draws_the_public_start(
    client: Client, puzzle: Puzzle, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[dict[str, Any]] = []

    def draw(document: dict[str, Any], title: str) -> bytes:
        drawn.append(document)
        return b"png"

    monkeypatch.setattr("builder.sharing.services.previews.draw_board", draw)
    response = client.get(url("builder-scenario-preview", puzzle.scenario))
    assert response.status_code == 200 and response.content == b"png"
    assert drawn[0]["hidden"] == {"B": {"hidden_hand_size": 1, "library_size": 1}}
    assert not PreviewImage.objects.exists()


def test_forking_a_puzzle_that_hides_cards_needs_the_edit_token(
    client: Client, puzzle: Puzzle
) -> None:
    assert client.post(url("builder-scenario-fork", puzzle.scenario)).status_code == 403
    response = client.post(url("builder-scenario-fork", puzzle.scenario), {"token": TOKEN})
    assert response.status_code == 302


def test_a_new_revision_of_a_puzzle_is_still_a_puzzle(client: Client, puzzle: Puzzle) -> None:
    edit = url("builder-scenario-annotate", puzzle.scenario)
    data = {"token": TOKEN, "title": "Bolt them!", "description": "", "visibility": "public"}
    assert client.post(edit, data).status_code == 302
    newer = Scenario.objects.exclude(pk=puzzle.scenario.pk).get()
    assert newer.puzzle.solution == puzzle.solution
    assert newer.puzzle.status == "verified" and newer.puzzle.hints == puzzle.hints
    latest = client.get(url("builder-scenario-latest", puzzle.scenario), follow=True)
    assert b'data-testid="puzzle-status"' in latest.content
    assert SECRET.encode() not in latest.content


def test_saving_a_draft_of_a_puzzle_keeps_the_puzzle(puzzle: Puzzle) -> None:
    draft = services.do_open_for_editing(puzzle.scenario)
    saved = services.do_save(draft, "Bolt them, revised")
    assert saved.revision.puzzle.goal_kind == "win_this_turn"
    fork = services.do_fork(puzzle.scenario)
    forked = services.do_save(fork, "My own")
    assert not Puzzle.objects.filter(scenario=forked.revision).exists()
