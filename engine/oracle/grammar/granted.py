"""Granted abilities (613.1f, 113.1a): static abilities that give an object an activated ability
written in quotation marks, for as long as they apply:

    Enchanted land has "{T}: Add one mana of any color."            (Abundant Growth)
    Equipped creature gets +0/+1 and has "Sacrifice ~: ~ deals 1 damage to any target."
                                       (Mortarpod: "this creature", the creature that has it)
    Shamans you control have "{T}: Add {G}{G}."                     (Sachi, Daughter of Seshiro)

The quoted ability is read with the same grammar as a card's own activated abilities (its "~",
"this creature", means the object that has it) and lowers to the effect kind "gain_abilities"
(engine.rules.granted_abilities); a quoted ability naming the granting card by its name (Blazing
Torch's "Sacrifice Blazing Torch") is refused by the compiler (GRANTED_NAMING_GRANTER). Quoted
triggered and static abilities are not read: a granted
triggered ability would need the trigger machinery to look for abilities an object doesn't have
printed (engine.rules.triggers.abilities_of), so such a line stays text.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import ActivatedAbility, StaticAbility
from engine.core.state import Zone
from engine.oracle.grammar.effects import _pt
from engine.oracle.lowering import LineContext, static_ability
from engine.rules.granted_abilities import KIND

GRAMMAR = r"""
granted: attached "has" GRANT_QUOTED -> grant_attached
       | grant_enchanted "has" GRANT_QUOTED -> grant_attached
       | attached "gets" PTMOD "and has" GRANT_QUOTED -> grant_attached_pt
       | anthem "have" GRANT_QUOTED -> grant_anthem
grant_enchanted: GRANT_ENCHANTED_NOUN
GRANT_ENCHANTED_NOUN: "enchanted land" | "enchanted permanent" | "enchanted artifact"
GRANT_QUOTED: /"[^"]+"/
"""

# What the object that has a granted ability is called in its own text (the log's words).
_HOLDER = {
    "enchanted land": "this land",
    "enchanted permanent": "this permanent",
    "enchanted artifact": "this artifact",
}


def quoted_ability(quoted: str, holder: str) -> ActivatedAbility:
    """The activated ability in quotation marks, read as a line of its own (602.1)."""
    from engine.oracle.grammar import NotUnderstood, parse_line  # the grammar holds this module

    inner = quoted.strip()[1:-1]
    try:
        ability, _ = parse_line("activated", inner)
    except NotUnderstood as error:
        raise ValueError(f"a quoted ability not understood ({error})") from error
    if (
        not isinstance(ability, ActivatedAbility)
        or ability.zone is not Zone.BATTLEFIELD
        or ability.keyword
        or ability.cost.loyalty is not None
    ):
        raise ValueError("a quoted ability other than a permanent's activated ability")
    return replace(ability, text=inner.replace("~", holder))


class GrantedLowering:
    ctx: LineContext

    def grant_enchanted(self, items: list[Token]) -> tuple[str, str]:
        return "enchanted", str(items[0]).lower()

    def _grant(self, who: Any, quoted: Token) -> StaticAbility:
        """`who`: "enchanted"/"equipped" (the creature it's attached to), ("enchanted",
        "enchanted land") for another attached noun, or an anthem's scope (a dict)."""
        if isinstance(who, dict):
            scope, holder = dict(who), "this creature"
        elif isinstance(who, tuple):
            scope, holder = {"objects": (who[0],)}, _HOLDER[who[1]]
        else:
            scope, holder = {"objects": (who,)}, "this creature"
        ability = quoted_ability(str(quoted), holder)
        return static_ability("", KIND, abilities=(ability,), **scope)

    def grant_attached(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._grant(items[0], items[-1]),)

    def grant_attached_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        power, toughness = _pt(items[1])
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        bonus = static_ability(
            "", "modify_power_toughness", objects=(items[0],), power=power, toughness=toughness
        )
        return (bonus, self._grant(items[0], items[-1]))

    def grant_anthem(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._grant(items[0], items[-1]),)
