"""Issue 29: a puzzle page's new reader starts at the opening position, which is engine work (the
board loaded, the opponent's declarations chosen) and the same for every reader: it is computed
once per puzzle and kept in the shared cache, so a stream of new readers (or junk query strings)
costs no engine work after the first, and each reader still gets their own progress."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from builder.models import Puzzle, PuzzleProgress
from builder.puzzles.services import core as puzzle_services
from tests.builder.puzzle_helpers import bolt_puzzle

pytestmark = pytest.mark.django_db


@pytest.fixture
def openings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every computation of an opening position."""
    runs: list[str] = []
    solve_start = puzzle_services.solve_start

    def counted(*args: Any, **kwargs: Any) -> Any:
        runs.append("opening")
        return solve_start(*args, **kwargs)

    monkeypatch.setattr(puzzle_services, "solve_start", counted)
    return runs


def _page(puzzle: Puzzle, query: str = "") -> str:
    url = reverse("builder-scenario", args=[puzzle.scenario.public_id])
    response = Client().get(url + query)
    assert response.status_code == 200
    return response.content.decode()


def test_new_readers_share_one_computed_opening(openings: list[str]) -> None:
    cache.clear()
    puzzle = bolt_puzzle()
    first = _page(puzzle)
    assert openings == ["opening"]
    for n in range(5):  # new readers, junk query strings: no engine work for the opening
        again = _page(puzzle, f"?token=junk{n}")
        assert 'data-testid="puzzle-goal"' in again
    assert openings == ["opening"]
    assert 'data-testid="puzzle-goal"' in first


def test_a_readers_move_starts_from_the_kept_opening_and_stays_their_own(
    openings: list[str],
) -> None:
    cache.clear()
    puzzle = bolt_puzzle()
    _page(puzzle)
    reader = Client()
    url = reverse("builder-puzzle-act", args=[puzzle.scenario.public_id])
    reader.get(reverse("builder-scenario", args=[puzzle.scenario.public_id]))
    reader.post(url, {"option": "activate:m1:0"})
    assert openings == ["opening"]
    progress = PuzzleProgress.objects.get(puzzle=puzzle)
    assert progress.steps  # the reader's own move, saved on their own row
    # The kept opening is untouched by the reader's move.
    fresh = puzzle_services.reader_progress(puzzle, "someone-new")
    assert fresh.log == puzzle_services.reader_progress(puzzle, "another").log
    assert openings == ["opening"]


def test_a_changed_goal_is_a_new_opening(openings: list[str]) -> None:
    cache.clear()
    puzzle = bolt_puzzle()
    _page(puzzle)
    puzzle.turn_limit = (puzzle.turn_limit or 1) + 1
    puzzle.save()
    _page(puzzle)
    assert openings == ["opening", "opening"]
