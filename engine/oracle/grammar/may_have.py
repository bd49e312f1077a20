"""Optional triggered abilities whose action isn't the controller's own (603.5): "you may have
[someone or something] [do]", the verb in its base form. "When ~ dies, you may have it deal 1
damage to any target." (Goblin Arsonist), "When ~ enters, you may have target creature get
-1/-1 until end of turn." (Fourth Bridge Prowler), "When ~ enters, you may have it fight another
target creature." (Atzocan Archer), "you may have enchanted creature fight target creature an
opponent controls" (Cartouche of Strength). The ability is optional (`optional`), its
instructions the same as the sentence's without "you may have"; the printer writes the base
form back (`may_have_words`).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.model import TriggeredAbility
from engine.oracle.lowering import Effects, LineContext, step, triggered_ability

GRAMMAR = r"""
%extend triggered: trigger "," MH_YOU_MAY_HAVE may_have_clause "." -> triggered_may_have
MH_YOU_MAY_HAVE: "you may have"
may_have_clause: source "deal" amount "damage" "to" recipient -> may_have_damage
               | subject "get" PTMOD UNTIL_EOT -> may_have_pump
               | subject "fight" target -> may_have_fight
"""

# The third-person verbs the printer turns back into their base form after "you may have".
_THIRD_PERSON = {"deals": "deal", "gets": "get", "fights": "fight"}
_SENTENCE = re.compile(
    r"^(it|~|target [^.]*?|enchanted creature|equipped creature) (deals|gets|fights) ([^.]*\.)$",
    re.IGNORECASE,
)


class MayHaveLowering:
    ctx: LineContext

    def may_have_damage(self, items: list[Any]) -> Effects:
        return (step("deal_damage", amount=items[1], to=items[2]),)

    def may_have_pump(self, items: list[Any]) -> Effects:
        to, pt = items[0], str(items[1])
        power, toughness = (_signed(v) for v in pt.split("/"))
        return (step("modify_pt", to=to, power=power, toughness=toughness),)

    def may_have_fight(self, items: list[Any]) -> Effects:
        first, second = items[0], items[1]
        if first == second:
            raise ValueError("a creature fighting the same reference")
        return (step("fight", to=first, **{"with": second}),)

    def triggered_may_have(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), effects = items[0], items[-1]
        targets = tuple(self.ctx.targets)
        return triggered_ability("", kind, effects, targets, params=params, optional=True)


def _signed(text: str) -> int | str:
    sign = -1 if text.startswith("-") else 1
    digits = text.lstrip("+-")
    if digits.upper() == "X":
        raise ValueError("an X bonus in a 'you may have' sentence")
    return sign * int(digits)


def may_have_words(body: str) -> str:
    """An optional ability's printed effect after "you may": "have it deal 1 damage to any
    target." for "It deals 1 damage to any target."; any other effect as it is."""
    found = _SENTENCE.match(body)
    if found is None:
        return body
    subject, verb, rest = found.groups()
    return f"have {subject[:1].lower()}{subject[1:]} {_THIRD_PERSON[verb.lower()]} {rest}"
