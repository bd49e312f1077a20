"""Granted abilities (613.1f, 113.1a): static abilities that give an object an activated ability
written in quotation marks, for as long as they apply:

    Enchanted land has "{T}: Add one mana of any color."            (Abundant Growth)
    Equipped creature gets +0/+1 and has "Sacrifice ~: ~ deals 1 damage to any target."
                                       (Mortarpod: "this creature", the creature that has it)
    Shamans you control have "{T}: Add {G}{G}."                     (Sachi, Daughter of Seshiro)
    Enchanted creature has vigilance and "{W}, {T}: Bolster 1."       (Gleam of Authority)
    Equipped creature gets +1/+1 and has vigilance and "{3}, {T}: Tap target creature."

Keywords listed before the quoted ability are a static ability of their own (gain_keywords, 613.1f,
the same layer), as "Enchanted creature has vigilance." would be.

The quoted ability is read with the same grammar as a card's own activated abilities (its "~",
"this creature", means the object that has it) and lowers to the effect kind "gain_abilities"
(engine.rules.granted_abilities). A quoted ability naming the granting card by its name means
that card, not the object that has the ability:

    Equipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any
    target."                                                         (Blazing Torch)

The creature activates it (its {T}, 602.2, 302.6), the cost sacrifices the Torch (701.21a) and
the Torch deals the damage (120.3): the compiler marks such an ability (`naming_the_granter`,
ActivatedAbility.names_granter) when every "~" in the quotation marks is the card's name, and
refuses the line otherwise (GRANTED_NAMING_GRANTER). Quoted
triggered and static abilities are not read: a granted
triggered ability would need the trigger machinery to look for abilities an object doesn't have
printed (engine.rules.triggers.abilities_of), so such a line stays text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import Ability, ActivatedAbility, StaticAbility
from engine.core.state import Zone
from engine.oracle.grammar.effects import _pt
from engine.oracle.lowering import LineContext, static_ability
from engine.rules.granted_abilities import KIND
from engine.vocabulary.costs import COST_FIELDS, Cost

GRAMMAR = r"""
granted: attached "has" GRANT_QUOTED -> grant_attached
       | grant_enchanted "has" GRANT_QUOTED -> grant_attached
       | attached "gets" PTMOD "and has" GRANT_QUOTED -> grant_attached_pt
       | anthem "have" GRANT_QUOTED -> grant_anthem
       | attached "has" grant_keywords_and GRANT_QUOTED -> grant_attached_keywords
       | attached "gets" PTMOD "and has" grant_keywords_and GRANT_QUOTED -> grant_attached_pt_keywords
// keywords listed before the quoted ability: "vigilance and", "flying, haste, and"
grant_keywords_and: keyword "and"
                  | keyword ("," keyword)+ "," "and"
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


# The cost parts an ability naming its granter may have: its {T} and {Q} are the object that
# has it (107.5, 107.6), its "Sacrifice ~" the granter (engine.actions.stack); a cost part
# acting on "~" otherwise (exiling or returning it, its counters) isn't read that way.
_GRANTER_COST_PARTS = frozenset({"mana", "tap", "untap", "sacrifice_self", "life", "x_colors"})


def naming_the_granter(abilities: Sequence[Ability], name: str) -> list[Ability] | None:
    """A line's abilities with the ability they grant marked as naming the granting card (its
    "~" is the card named `name`, the ability's text written with that name), or None when the
    line grants no such ability the engine can read that way."""
    out: list[Ability] = []
    marked = 0
    for ability in abilities:
        if not isinstance(ability, StaticAbility) or ability.effect != KIND:
            out.append(ability)
            continue
        granted = []
        for inner in ability.params.get("abilities", ()):
            if (
                not isinstance(inner, ActivatedAbility)
                or inner.mana_ability  # 605.3b resolves with the object that has it
                or any(
                    getattr(inner.cost, part) != getattr(Cost(), part)
                    for part in COST_FIELDS
                    if part not in _GRANTER_COST_PARTS
                )
            ):
                return None
            quoted = ability.text.partition('"')[2].rpartition('"')[0]
            text = quoted.replace("~", name) if quoted else inner.text
            granted.append(replace(inner, text=text, names_granter=True))
            marked += 1
        out.append(replace(ability, params=ability.params.set("abilities", tuple(granted))))
    return out if marked else None


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

    def grant_keywords_and(self, items: list[Any]) -> tuple[str, ...]:
        return tuple(items)

    def grant_attached_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        keywords = static_ability("", "gain_keywords", objects=(items[0],), keywords=items[1])
        return (keywords, self._grant(items[0], items[-1]))

    def grant_attached_pt_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        power, toughness = _pt(items[1])
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        bonus = static_ability(
            "", "modify_power_toughness", objects=(items[0],), power=power, toughness=toughness
        )
        keywords = static_ability("", "gain_keywords", objects=(items[0],), keywords=items[2])
        return (bonus, keywords, self._grant(items[0], items[-1]))

    def grant_anthem(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._grant(items[0], items[-1]),)
