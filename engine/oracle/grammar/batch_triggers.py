""" "One or more" triggers (603.2c): one trigger event however many objects it names.

    Whenever one or more creatures you control deal combat damage to a player, draw a card.
    Whenever one or more Faeries you control deal combat damage to a player, ...
    Whenever one or more creatures you control deal combat damage to an opponent, ...

All combat damage of a combat damage step is dealt at once (510.2), so the ability triggers once
for that step for each player dealt damage ("that player": engine.rules.triggers.collect with
the trigger's "one_or_more"), with first strike twice (510.4). What the damage of one creature
names ("that creature", "that much") isn't the batch's, so such words stay unread after it.
    Whenever one or more +1/+1 counters are put on ~, draw a card.
    Whenever one or more counters are put on another creature you control, ...
    Whenever one or more creature cards leave your graveyard, ...
    Whenever one or more artifact and/or creature cards leave your graveyard during your turn, ...

Counters put on a permanent (engine.rules.counter_triggers: once for each permanent given
counters at once, those it enters with included, 122.6) and cards leaving your graveyard
(engine.rules.graveyard_triggers: 603.10a) are grouped by occurrence: what one instruction, one
round of state-based actions or one cost payment does at once (Resolution.occurrences, 603.2c).
Nothing of one counter or card is bound ("that many", "that card" stay unread)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.core.state import Params
from engine.oracle.subtypes import PLURAL_SUBTYPES, plural

KIND = "creature_deals_damage"
COUNTERS_KIND = "counters_put"
GRAVEYARD_KIND = "cards_leave_your_graveyard"
DIES_KIND = "creature_dies"
_RECIPIENTS = {"a player": "player", "an opponent": "opponent"}
# "on a creature you control": (type, other)
_HOLDERS = {
    "a creature you control": ("Creature", False),
    "another creature you control": ("Creature", True),
    "a permanent you control": (None, False),
    "another permanent you control": (None, True),
}
# the counter kinds the trigger names (122.1)
_COUNTER_KINDS = ("+1/+1", "-1/-1", "charge", "loyalty", "lore", "time", "oil", "shield", "stun")
# "creature cards", "artifact and/or creature cards" (205.2a)
_CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "sorcery")


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
%extend trigger: counters_put_trigger | graveyard_leave_trigger | creatures_die_trigger
// 700.4, 603.10a, 603.2c: "whenever one or more [other] [nontoken] creatures [you control] die"
creatures_die_trigger: OM_WHENEVER OM_ONE_OR_MORE BT_OTHER? BT_NONTOKEN? BT_CREATURES_DIE
BT_OTHER: "other"
BT_NONTOKEN: "nontoken"
BT_CREATURES_DIE: "creatures die" | "creatures you control die"
counters_put_trigger: OM_WHENEVER OM_ONE_OR_MORE BT_COUNTER_KIND? BT_COUNTERS_PUT_ON counters_holder
counters_holder: SELF -> holder_self
               | BT_HOLDER -> holder_yours
BT_COUNTERS_PUT_ON: "counters are put on"
BT_COUNTER_KIND: /(?:"""
    + _alternation(re.escape(k).replace("/", r"\/") for k in _COUNTER_KINDS)
    + r""")(?= counters are put on)/
BT_HOLDER: """
    + " | ".join(f'"{words}"' for words in _HOLDERS)
    + r"""
graveyard_leave_trigger: OM_WHENEVER OM_ONE_OR_MORE BT_CARD_TYPES? BT_CARDS_LEAVE BT_DURING_YOUR_TURN?
BT_CARD_TYPES: /(?:"""
    + _alternation(f"{a} and\\/or {b}" for a in _CARD_TYPES for b in _CARD_TYPES if a < b)
    + "|"
    + _alternation(_CARD_TYPES)
    + r""")(?= cards leave your graveyard)/
BT_CARDS_LEAVE: "cards leave your graveyard"
BT_DURING_YOUR_TURN: "during your turn"
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

    def holder_self(self, items: list[Any]) -> dict[str, Any]:
        return {"on": "self"}

    def holder_yours(self, items: list[Token]) -> dict[str, Any]:
        kind, other = _HOLDERS[str(items[0]).lower()]
        return {
            "on": "yours",
            **({"type": kind} if kind else {}),
            **({"other": True} if other else {}),
        }

    def counters_put_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        kinds = [t for t in items if isinstance(t, Token) and t.type == "BT_COUNTER_KIND"]
        params: dict[str, Any] = {**items[-1], "one_or_more": True}
        if kinds:
            params["counter"] = str(kinds[0]).lower()
        return COUNTERS_KIND, params

    def creatures_die_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        """603.10a: each creature as it last existed; one event for those dying at once
        (603.2c)."""
        words = {t.type: str(t).lower() for t in items if isinstance(t, Token)}
        params: dict[str, Any] = {"one_or_more": True}
        if "you control" in words["BT_CREATURES_DIE"]:
            params["whose"] = "you"
        if "BT_OTHER" in words:
            params["other"] = True
        if "BT_NONTOKEN" in words:
            params["nontoken"] = True
        return DIES_KIND, params

    def graveyard_leave_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        params: dict[str, Any] = {"one_or_more": True}
        for item in items:
            if isinstance(item, Token) and item.type == "BT_CARD_TYPES":
                words = str(item).lower().split(" and/or ")
                params["types"] = tuple(w.capitalize() for w in words)
            if isinstance(item, Token) and item.type == "BT_DURING_YOUR_TURN":
                params["your_turn"] = True
        return GRAVEYARD_KIND, params


def _counters_phrase(params: Params) -> str | None:
    if set(params) - {"on", "counter", "type", "other", "one_or_more"}:
        return None
    counter = params.get("counter")
    if counter is not None and str(counter) not in _COUNTER_KINDS:
        return None
    kind = f"{counter} " if counter is not None else ""
    if params.get("on", "self") == "self":
        if "type" in params or "other" in params:
            return None
        holder = "~"
    else:
        wanted = (params.get("type"), bool(params.get("other", False)))
        found = next((w for w, h in _HOLDERS.items() if h == wanted), None)
        if found is None:
            return None
        holder = found
    return f"whenever one or more {kind}counters are put on {holder}"


def _graveyard_phrase(params: Params) -> str | None:
    if set(params) - {"types", "your_turn", "one_or_more"}:
        return None
    types = tuple(str(t).lower() for t in params.get("types", ()))
    if any(t not in _CARD_TYPES for t in types) or len(types) > 2:
        return None
    which = f"{' and/or '.join(types)} " if types else ""
    during = " during your turn" if params.get("your_turn") else ""
    return f"whenever one or more {which}cards leave your graveyard{during}"


def _dies_phrase(params: Params) -> str | None:
    if set(params) - {"whose", "other", "nontoken", "one_or_more"}:
        return None
    if params.get("whose", "any") not in ("any", "you"):
        return None
    other = "other " if params.get("other") else ""
    nontoken = "nontoken " if params.get("nontoken") else ""
    yours = " you control" if params.get("whose") == "you" else ""
    return f"whenever one or more {other}{nontoken}creatures{yours} die"


def batch_trigger_phrase(kind: str, params: Params) -> str | None:
    """The words of a "one or more" trigger, or None."""
    if not params.get("one_or_more"):
        return None
    if kind == COUNTERS_KIND:
        return _counters_phrase(params)
    if kind == GRAVEYARD_KIND:
        return _graveyard_phrase(params)
    if kind == DIES_KIND:
        return _dies_phrase(params)
    if kind != KIND:
        return None
    if set(params) - {"combat", "to", "one_or_more", "subtype"} or not params.get("combat"):
        return None
    recipient = next((w for w, to in _RECIPIENTS.items() if to == params.get("to")), None)
    if recipient is None:
        return None
    subtype = params.get("subtype")
    creatures = "creatures" if subtype is None else plural(str(subtype))
    return f"whenever one or more {creatures} you control deal combat damage to {recipient}"
