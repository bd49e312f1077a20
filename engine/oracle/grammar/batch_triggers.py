""" "One or more" triggers (603.2c): one trigger event however many objects it names.

    Whenever one or more creatures you control deal combat damage to a player, draw a card.
    Whenever one or more Faeries you control deal combat damage to a player, ...
    Whenever one or more creatures you control deal combat damage to an opponent, ...

All combat damage of a combat damage step is dealt at once (510.2), so the ability triggers once
for that step for each player dealt damage ("that player": engine.rules.triggers.collect with
the trigger's "one_or_more"), with first strike twice (510.4). What the damage of one creature
names ("that creature", "that much") isn't the batch's, so such words stay unread after it.
Other "one or more" events (cards leaving a graveyard, counters put on a permanent) are batches
the engine doesn't group yet: their lines stay text."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.core.state import Params
from engine.oracle.subtypes import PLURAL_SUBTYPES, plural

KIND = "creature_deals_damage"
_RECIPIENTS = {"a player": "player", "an opponent": "opponent"}


def _alternation(words: Any) -> str:
    return "|".join(sorted(set(words), key=lambda w: (-len(w), w)))


GRAMMAR = (
    r"""
%extend trigger: batch_trigger
batch_trigger: OM_WHENEVER OM_ONE_OR_MORE batch_creatures OM_YOURS OM_DEAL_COMBAT_DAMAGE OM_RECIPIENT
batch_creatures: OM_CREATURES | OM_PLURAL_SUBTYPE
OM_WHENEVER: "whenever"
OM_ONE_OR_MORE: "one or more"
OM_CREATURES: "creatures"
OM_YOURS: "you control"
OM_DEAL_COMBAT_DAMAGE: "deal combat damage to"
OM_RECIPIENT: """
    + " | ".join(f'"{words}"' for words in _RECIPIENTS)
    + r"""
OM_PLURAL_SUBTYPE: /(?:"""
    + _alternation(PLURAL_SUBTYPES)
    + r""")(?![\w'-])/
"""
)


class BatchTriggerLowering:
    def batch_creatures(self, items: list[Token]) -> str | None:
        if items[0].type == "OM_CREATURES":
            return None
        word = str(items[0])
        subtype = PLURAL_SUBTYPES.get(word)
        if subtype is None or plural(subtype) != word:
            raise ValueError(f"a creature type the printer doesn't write back: {word!r}")
        return subtype

    def batch_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        subtype = items[2]
        recipient = _RECIPIENTS[str(items[5]).lower()]
        params: dict[str, Any] = {"combat": True, "to": recipient, "one_or_more": True}
        if subtype is not None:
            params["subtype"] = subtype
        return KIND, params


def batch_trigger_phrase(kind: str, params: Params) -> str | None:
    """The words of a "one or more" trigger, or None."""
    if kind != KIND or not params.get("one_or_more"):
        return None
    if set(params) - {"combat", "to", "one_or_more", "subtype"} or not params.get("combat"):
        return None
    recipient = next((w for w, to in _RECIPIENTS.items() if to == params.get("to")), None)
    if recipient is None:
        return None
    subtype = params.get("subtype")
    creatures = "creatures" if subtype is None else plural(str(subtype))
    return f"whenever one or more {creatures} you control deal combat damage to {recipient}"
