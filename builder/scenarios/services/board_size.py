"""How big a board the builder takes (issue 29: every request within a CPU budget of 2 s and a
page of at most 500 KB at the caps). A real game rarely has 200 objects; the engine itself
reads up to 2,000 (``engine.document.codec.MAX_OBJECTS``), which costs seconds per request."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.document.codec import PLAYER_ZONES

MAX_BOARD_OBJECTS = 300


def board_objects(document: Mapping[str, Any]) -> int:
    """The objects of a scenario document: every player's zones and the stack (a document the
    engine would refuse counts what can be counted)."""
    players = document.get("players")
    count = _length(document.get("stack"))
    for player in players if isinstance(players, list) else ():
        if isinstance(player, Mapping):
            count += sum(_length(player.get(zone.value)) for zone in PLAYER_ZONES)
    return count


def too_big(document: Mapping[str, Any]) -> str:
    """Why the builder won't take this board, in words; "" when it will."""
    count = board_objects(document)
    if count <= MAX_BOARD_OBJECTS:
        return ""
    return (
        f"The board has {count:,} objects; the builder takes at most {MAX_BOARD_OBJECTS} "
        "(a real game rarely has 200): leave out the cards the ruling doesn't need."
    )


def _length(value: Any) -> int:
    return len(value) if isinstance(value, list) else 0
