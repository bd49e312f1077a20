"""Boards and helpers shared by the play panel tests (test_actions_*.py)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import engine
from builder.models import Draft
from tests.builder.factories import DraftFactory

HTMX = {"HX-Request": "true"}
SAMPLE_RULES = Path(__file__).parent / "fixtures" / "sample_rules.txt"


def document(
    alice: list[dict[str, Any]] | None = None,
    bob: list[dict[str, Any]] | None = None,
    *,
    hand: list[dict[str, Any]] | None = None,
    step: str = "precombat_main",
    turn: int = 3,
) -> dict[str, Any]:
    """A normalised two-player document (Alice "A" active, Bob "B")."""
    doc = {
        "version": 1,
        "turn": {"number": turn, "active_player": "A", "step": step},
        "players": [
            {
                "id": "A",
                "name": "Alice",
                "life": 20,
                "battlefield": alice or [],
                "hand": hand or [],
            },
            {"id": "B", "name": "Bob", "life": 20, "battlefield": bob or []},
        ],
    }
    return engine.dump(engine.load(doc))


def gho2_document() -> dict[str, Any]:
    """GHO-2: Ghosts of the Innocent and Furnace of Rath; Grizzly Bears deals 3 to Bob."""
    return document(
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "ghosts", "card": "Ghosts of the Innocent"},
            {"id": "furnace", "card": "Furnace of Rath"},
        ]
    )


GHO2_DAMAGE = {"type": "deal_damage", "source": "bears", "target": "B", "amount": 3}


def make_draft(doc: dict[str, Any]) -> Draft:
    return DraftFactory.create(document=copy.deepcopy(doc))


def life(draft: Draft, player: str) -> int:
    draft.refresh_from_db()
    return next(int(p["life"]) for p in draft.document["players"] if p["id"] == player)


def judge_damage(source: str = "bears", target: str = "B", amount: str = "3") -> dict[str, str]:
    return {
        "deal_damage-source": source,
        "deal_damage-target": target,
        "deal_damage-amount": amount,
    }
