"""Attack triggers that count the other attackers (508.1m, 508.3a): the object with the ability
(or the creature it equips, 301.5f) is declared as an attacker together with at least N others.

    Battalion — Whenever ~ and at least two other creatures attack, ~ gets +2/+2 until end of
    turn.                                                                      (Boros Elite)
    Whenever ~ and at least one other Warrior attack, put a +1/+1 counter on ~.
                                                                          (Paired Tactician)
    Whenever equipped creature and at least one other creature attack, draw a card.
                                                                              (Glimmer Lens)

The trigger kinds are those of the plain attack ("self_attacks", "equipped_creature_attacks")
with the count ("with_others") and the others' creature type ("others_subtype"): the attackers
are all declared before any ability triggers (508.1m), so the count is of the whole declaration
(engine.rules.triggers, engine.mechanics.combat_triggers). A phrase composes with every effect.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.core.state import Params
from engine.oracle.subtypes import PLURAL_SUBTYPES, plural
from engine.oracle.vocabulary import number_word, word_number

_COUNTS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_HEADS = {"TG_SELF": "self_attacks", "TG_EQUIPPED": "equipped_creature_attacks"}

GRAMMAR = (
    r"""
%extend trigger: attacking_together
attacking_together: (TG_SELF | TG_EQUIPPED) TG_OTHERS tg_attackers TG_ATTACK
tg_attackers: TG_CREATURE | SUBTYPE | PLURAL_SUBTYPE
TG_SELF: "whenever ~ and at least"
TG_EQUIPPED: "whenever equipped creature and at least" | "whenever enchanted creature and at least"
TG_OTHERS: /(?:"""
    + "|".join(_COUNTS)
    + r""") other/i
TG_CREATURE: "creatures" | "creature"
TG_ATTACK: "attack"
"""
)


class AttackingTogetherLowering:
    def tg_attackers(self, items: list[Token]) -> tuple[str | None, bool]:
        """(the creature type or None, whether the word is plural)."""
        token = items[0]
        word = str(token)
        if token.type == "TG_CREATURE":
            return None, word.lower() == "creatures"
        if token.type == "PLURAL_SUBTYPE":
            subtype = PLURAL_SUBTYPES.get(word)
            if subtype is None or plural(subtype) != word:
                raise ValueError(f"a creature type's plural: {word!r}")
            return subtype, True
        return word, False

    def attacking_together(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        head: Token = items[0]
        count = word_number(str(items[1]).split()[0])
        subtype, plural_word = items[2]
        if plural_word != (count > 1):
            raise ValueError("the attackers' number and noun disagree")
        params: dict[str, Any] = {"with_others": count}
        if subtype is not None:
            params["others_subtype"] = subtype
        return _HEADS[head.type], params


def attacking_together_phrase(holder: str, kind: str, params: Params) -> str | None:
    """The words of an attack trigger counting the other attackers, or None. `holder`:
    "equipped" or "enchanted", as the card is an Equipment or an Aura."""
    if kind not in _HEADS.values() or "with_others" not in params:
        return None
    if set(params) - {"with_others", "others_subtype"}:
        return None
    count = params["with_others"]
    if not isinstance(count, int) or not 1 <= count <= len(_COUNTS):
        return None
    subtype = params.get("others_subtype")
    if subtype is None:
        noun = "creatures" if count > 1 else "creature"
    else:
        noun = plural(str(subtype)) if count > 1 else str(subtype)
    subject = "~" if kind == "self_attacks" else f"{holder} creature"
    return f"whenever {subject} and at least {number_word(count)} other {noun} attack"
