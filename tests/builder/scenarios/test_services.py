from __future__ import annotations

from pathlib import Path

import pytest

import engine
from builder import builtin
from builder.models import Draft
from builder.scenarios import services

pytestmark = pytest.mark.django_db


def test_board_view_lists_players_and_their_permanents(bears_draft: Draft) -> None:
    board = services.board_view(bears_draft.document)
    assert [(p.id, p.life) for p in board.players] == [("A", 20), ("B", 20)]
    assert [(o.id, o.card, o.controller) for o in board.permanents] == [
        ("o1", "Grizzly Bears", "A")
    ]
    assert "Grizzly Bears" in board.text


def test_a_set_up_edit_the_engine_rejects_changes_nothing(draft: Draft) -> None:
    before = dict(draft.document)
    with pytest.raises(services.ServiceError):
        services.do_set_life_totals(draft, {"A": "lots"})  # type: ignore[dict-item]
    draft.refresh_from_db()
    assert draft.document == before


def test_load_builtin_runs_every_step_and_reports_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builtin, "BUILTIN_STEPS", (lambda: "one", lambda: "two"))
    assert builtin.load_builtin() == ["one", "two"]


def test_load_builtin_reports_each_step(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("STACKBOARD_CARD_DATA", str(tmp_path / "none.json"))
    monkeypatch.setenv("STACKBOARD_RULES", str(tmp_path / "none.txt"))
    lines = builtin.load_builtin()
    assert len(lines) == len(builtin.BUILTIN_STEPS)
    assert any(
        line.startswith(f"cards: the engine defines {len(engine.REGISTRY)} cards") for line in lines
    )
