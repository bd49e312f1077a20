"""Keyword abilities the engine implements, and where.

Only keywords listed here are applied for "keywords only" cards, and only these make such a label
honest (a test checks the card library against this set). Lowercase, as Scryfall's names folded.
"""

from __future__ import annotations

IMPLEMENTED: frozenset[str] = frozenset(
    {
        "deathtouch",  # 702.2: engine.damage (704.5h flag) and engine.sba
        "lifelink",  # 702.15: engine.damage
        "infect",  # 702.90: engine.damage
        "wither",  # 702.80: engine.damage
        "indestructible",  # 702.12: engine.zones.destroy
        "enchant",  # 702.5, 303.4: engine.actions.stack (targets) and engine.sba (704.5m)
        "ascend",  # 702.131: engine.ascend
        "hexproof",  # 702.11: engine.targets
        "shroud",  # 702.18: engine.targets
    }
)
