"""Starting points: an empty scenario for a format."""

from __future__ import annotations

from engine.core.state import GameState
from engine.core.variants import VARIANTS
from engine.document.codec import load


def new_scenario(
    format: str = "two_player", players: tuple[str, ...] = ("A", "B"), life: int | None = None
) -> GameState:
    rules = VARIANTS[format]
    start = rules.starting_life if life is None else life
    names = {"A": "Alice", "B": "Bob", "C": "Carol", "D": "Dave"}
    doc = {
        "format": format,
        "players": [
            {
                "id": p,
                "name": names.get(p, p),
                "life": start,
                **({"team": team} if (team := rules.default_team(i)) else {}),
            }
            for i, p in enumerate(players)
        ],
        "turn": {"number": 1, "active_player": players[0], "step": "precombat_main"},
    }
    return load(doc)
