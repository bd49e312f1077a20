"""Companion's keyword line (702.139a): "Companion — [condition]", a condition the player's
starting deck fulfils (702.139b). The condition functions outside the game, before it begins,
so it is kept as printed (`CardDef.companion`) and never checked in a game under way (a
scenario); what the rules let a player do during the game, put the revealed companion into their
hand for {3}, is the special action of engine.mechanics.companion (116.2g)."""

from __future__ import annotations

COMPANION_WORD = "Companion"
COMPANION_PART = "companion"


def is_deck_condition(condition: str) -> bool:
    """A sentence about the starting deck (702.139b), ending with a period."""
    return "starting deck" in condition and condition.endswith(".") and "\n" not in condition


def companion_line(condition: str | None) -> str | None:
    """The keyword line, None without a condition about the starting deck."""
    if condition is None or not is_deck_condition(condition):
        return None
    return f"{COMPANION_WORD} — {condition}"
