"""Issue 29, budgets: a puzzle's engine work (a reader's move with its verdict search, taking a
move back, checking the solution when publishing) runs with no database transaction open, and a
move computed while the same reader moved in another tab is refused, not written over it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection

from builder.models import Puzzle, PuzzleProgress
from builder.puzzles.services import core as services
from engine.puzzle import win_this_turn
from tests.builder.puzzle_helpers import BOLT_FACE, bolt_board, saved_board

pytestmark = pytest.mark.django_db

MANA, CAST, RESOLVE = BOLT_FACE


def _watch(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    """How many transactions (beyond the test's own) were open at each call of ``name``."""
    baseline = len(connection.atomic_blocks)
    seen: list[int] = []
    real: Callable[..., Any] = getattr(services, name)

    def watched(*args: Any, **kwargs: Any) -> Any:
        seen.append(len(connection.atomic_blocks) - baseline)
        return real(*args, **kwargs)

    monkeypatch.setattr(services, name, watched)
    return seen


@pytest.fixture
def puzzle() -> Puzzle:
    return Puzzle.objects.create(scenario=saved_board(bolt_board()), solution=BOLT_FACE)


def test_publishing_checks_the_solution_with_no_transaction_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen = _watch(monkeypatch, "verify")
    published = services.do_publish_puzzle(
        saved_board(bolt_board()), win_this_turn("A"), solution=BOLT_FACE
    )
    assert published.status == "verified"
    assert seen == [0]


def test_a_readers_move_and_its_take_back_run_with_no_transaction_open(
    puzzle: Puzzle, monkeypatch: pytest.MonkeyPatch
) -> None:
    moves = _watch(monkeypatch, "solve_step")
    verdicts = _watch(monkeypatch, "solve_verdict")
    take_backs = _watch(monkeypatch, "take_back")
    assert not services.do_solve_action(puzzle, "reader", MANA).error
    assert services.do_take_back(puzzle, "reader").moves == 0
    assert moves == [0] and take_backs == [0]
    assert verdicts in ([], [0])


def test_a_move_made_meanwhile_in_another_tab_is_not_written_over(
    puzzle: Puzzle, monkeypatch: pytest.MonkeyPatch
) -> None:
    services.reader_progress(puzzle, "reader")
    real = services.solve_step
    other_tab: list[bool] = []

    def step_while_the_other_tab_moves(*args: Any, **kwargs: Any) -> Any:
        if not other_tab:
            other_tab.append(True)
            services.do_solve_action(puzzle, "reader", MANA)  # the other tab's move, saved
        return real(*args, **kwargs)

    monkeypatch.setattr(services, "solve_step", step_while_the_other_tab_moves)
    view = services.do_solve_action(puzzle, "reader", MANA)
    assert "another tab" in view.error and "not applied" in view.error
    assert view.moves == 1  # the board as it is: the other tab's move
    stored = PuzzleProgress.objects.get(puzzle=puzzle, session_key="reader")
    assert len(stored.steps) == 1


def test_an_uploaded_pzl_is_read_by_the_engine_with_no_transaction_open(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import engine
    from tests.builder.puzzles.test_puzzle_pzl_views import imported

    baseline = len(connection.atomic_blocks)
    depths: list[int] = []
    real = engine.load

    def watched(*args: Any, **kwargs: Any) -> Any:
        depths.append(len(connection.atomic_blocks) - baseline)
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "load", watched)
    response = imported(client)
    assert response.status_code in (200, 302)
    assert Puzzle.objects.filter(source_credit__startswith="Possibility Storm").exists()
    assert depths and depths == [0] * len(depths)


def test_a_builtin_puzzle_is_checked_with_no_transaction_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from builder.puzzles.services import builtin

    seen = _watch(monkeypatch, "verify")
    saved, row = builtin._save(
        "test:bolt",
        title="Bolt the face",
        document=bolt_board(),
        goal=win_this_turn("A"),
        solution=BOLT_FACE,
        hints=(),
    )
    assert (saved, row.status) == (True, "verified")
    assert seen == [0]
    # Its certificate (issue 31) is the engine's work too: computed with no transaction open.
    certified = _watch_certificates(monkeypatch)
    assert builtin._certified(row) == "solved"
    assert certified == [0]


def _watch_certificates(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many transactions (beyond the test's own) were open as each certificate was
    computed (``certificates.compute_certificate``)."""
    from builder.puzzles.services import certificates

    baseline = len(connection.atomic_blocks)
    seen: list[int] = []
    real = certificates.compute_certificate

    def watched(*args: Any, **kwargs: Any) -> Any:
        seen.append(len(connection.atomic_blocks) - baseline)
        return real(*args, **kwargs)

    monkeypatch.setattr(certificates, "compute_certificate", watched)
    return seen
