"""The trigger "Whenever ~ blocks or becomes blocked by a creature" (509.3b, 509.3d): once for
each attacking creature it blocks and once for each creature blocking it, "that creature" being
the other creature of the pair (bound:block_partner, engine.rules.trigger_events).

    Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature.
                                                                            (Ashmouth Hound)
    Whenever ~ blocks or becomes blocked by a nonblack creature, destroy that creature at end
    of combat.                                                                 (Deathgazer)
    Whenever ~ blocks or becomes blocked by a non-Wall creature, destroy that creature at end of
    combat.                                                                     (Cockatrice)
    Whenever equipped creature blocks or becomes blocked by a creature, that creature loses all
    abilities until end of turn.                                              (Barrow-Blade)

The other creature's characteristics ("nonblack", "non-Wall") are read as the block is declared
(509.3f). The subject is the object itself, or the creature its Equipment or Aura is attached to
(301.5f, 303.4m); "When" for "Whenever" is engine.oracle.grammar.triggered's.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.core.state import Params
from engine.oracle.subtypes import CREATURE_TYPES

KIND = "self_blocks_or_blocked_by_creature"
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_HEADS = {"BP_SELF": "~", "BP_EQUIPPED": "equipped creature", "BP_ENCHANTED": "enchanted creature"}

GRAMMAR = (
    r"""
%extend trigger: block_partner_trigger
// "by" is part of each head: "whenever ~ blocks or becomes blocked" alone is another trigger
block_partner_trigger: (BP_SELF | BP_EQUIPPED | BP_ENCHANTED) BP_PARTNER
BP_SELF: "whenever ~ blocks or becomes blocked by"
BP_EQUIPPED: "whenever equipped creature blocks or becomes blocked by"
BP_ENCHANTED: "whenever enchanted creature blocks or becomes blocked by"
BP_PARTNER: /(?:a|an) (?:non(?:"""
    + "|".join(_COLORS)
    + r""") |non-[A-Z][A-Za-z]+ )?creature/i
"""
)


class BlockPartnerLowering:
    def block_partner_trigger(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        head, partner = items[0], str(items[1])
        article, _, rest = partner.partition(" ")
        words = rest.removesuffix("creature").strip()
        params: dict[str, Any] = {}
        if head.type != "BP_SELF":
            params["attached"] = True
        if words.startswith("non-"):
            subtype = words.removeprefix("non-")
            if subtype not in CREATURE_TYPES:
                raise ValueError(f"not a creature type: {subtype!r}")
            params["partner_not_subtype"] = subtype
        elif words:
            params["partner_not_color"] = _COLORS[words.removeprefix("non").lower()]
        if article.lower() != ("an" if (words or "creature")[0].lower() in "aeiou" else "a"):
            raise ValueError("the article")
        return KIND, params


def block_partner_phrase(holder: str, kind: str, params: Params) -> str | None:
    """The words of the trigger, or None. `holder`: "equipped" or "enchanted" as the card is an
    Equipment or an Aura."""
    if kind != KIND or set(params) - {"attached", "partner_not_color", "partner_not_subtype"}:
        return None
    if "partner_not_color" in params and "partner_not_subtype" in params:
        return None
    subject = f"{holder} creature" if params.get("attached") else "~"
    if "partner_not_subtype" in params:
        words = f"non-{params['partner_not_subtype']} "
    elif "partner_not_color" in params:
        color = next((w for w, c in _COLORS.items() if c == params["partner_not_color"]), None)
        if color is None:
            return None
        words = f"non{color} "
    else:
        words = ""
    article = "an" if (words or "creature")[0] in "aeiou" else "a"
    return f"whenever {subject} blocks or becomes blocked by {article} {words}creature"
