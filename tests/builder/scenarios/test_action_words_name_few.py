"""An action in words (a pasted step's label, a gallery card's caption) names the objects the
action refers to by the one naming rule, and labels only those: a paste at the caps (300
objects, 40 actions) labelled every object of every board before, 12,000 labels (issue 29:
most of its CPU budget)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from builder.scenarios.services import plainwords


def _board(bears: int) -> dict[str, Any]:
    return {
        "players": [
            {
                "id": "A",
                "name": "Alice",
                "battlefield": [{"id": f"a{i}", "card": "Grizzly Bears"} for i in range(bears)],
            },
            {"id": "B", "name": "Bob", "battlefield": [{"id": "b0", "card": "Grizzly Bears"}]},
        ],
        "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
    }


def test_only_the_objects_an_action_names_are_labelled(monkeypatch: pytest.MonkeyPatch) -> None:
    labelled: list[str] = []
    real = plainwords.object_label

    def counting(state: Any, obj: Any) -> str:
        labelled.append(obj.id)
        return real(state, obj)

    monkeypatch.setattr(plainwords, "object_label", counting)
    action = {"type": "deal_damage", "source": "b0", "target": "a3", "amount": 2}
    words = plainwords.describe_action(_board(30), action)
    assert words == (
        "Deal damage — source: Grizzly Bears (Bob's), target: Grizzly Bears (Alice's, fourth), "
        "amount: 2"
    )
    assert sorted(labelled) == ["a3", "b0"]


def test_an_action_naming_no_object_loads_no_board(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_load(document: Any) -> Any:
        raise AssertionError("the board was loaded")

    monkeypatch.setattr(plainwords.engine, "load", no_load)
    assert plainwords.describe_action(_board(3), {"type": "pass_priority", "player": "A"}) == (
        "Pass priority — player: Alice"
    )


def test_an_unreadable_board_names_objects_by_their_cards() -> None:
    board = _board(2)
    board["turn"] = {
        "number": 1,
        "active_player": "nobody",
        "step": "precombat_main",
    }  # the engine refuses this board
    with pytest.raises(engine.EngineError):
        engine.load(board)
    words = plainwords.describe_action(board, {"type": "sacrifice", "object": "a1"})
    assert words == "Sacrifice — object: Grizzly Bears"
