"""Small hand-built puzzles shared by the puzzle tests (plain pytest, no Django)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.testing.scenario import board

BOLT_LINE: list[dict[str, Any]] = [
    {"type": "activate", "object": "m1", "ability": 0},
    {"type": "cast", "object": "bolt", "targets": ["B"]},
    {"type": "resolve"},
]
ATTACK_LINE: list[dict[str, Any]] = [
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {"bear": "B"}},
    {"type": "advance", "to": "end_of_combat"},
]


def bolt_and_bear(*, blocker: bool, life: int = 5, bolts: int = 1) -> GameState:
    """The solver (A) has a Mountain per Lightning Bolt and a Grizzly Bears; B is at `life`,
    with a Grizzly Bears of its own that can block when `blocker`."""
    hand = [
        {"id": "bolt" if n == 0 else f"bolt{n + 1}", "card": "Lightning Bolt"} for n in range(bolts)
    ]
    lands = [{"id": "m1" if n == 0 else f"m{n + 1}", "card": "Mountain"} for n in range(bolts)]
    theirs = [{"id": "wall", "card": "Grizzly Bears"}] if blocker else []
    return board(
        {"id": "A", "hand": hand, "battlefield": [*lands, {"id": "bear", "card": "Grizzly Bears"}]},
        {"id": "B", "life": life, "battlefield": theirs},
    )


@pytest.fixture
def open_board() -> GameState:
    return bolt_and_bear(blocker=False)


@pytest.fixture
def guarded_board() -> GameState:
    return bolt_and_bear(blocker=True)


@pytest.fixture
def make_board() -> Any:
    return bolt_and_bear


@pytest.fixture
def bolt_then_attack() -> list[dict[str, Any]]:
    """Bolt the opponent, then attack with the bear: 3 + 2 damage."""
    return [*BOLT_LINE, *ATTACK_LINE]
