"""Static abilities (604): continuous effects while the object is on the battlefield (604.1),
replacement effects that modify how it enters (614.1c-d) and abilities that work on the stack
("can't be countered", 101.2). Each lowers to an effect kind of engine.rules.effects.EFFECT_KINDS."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import StaticAbility
from engine.core.state import Zone
from engine.oracle.grammar.common import number
from engine.oracle.grammar.effects import _pt
from engine.oracle.lowering import LineContext, static_ability
from engine.rules.combat.restrictions import (
    ATTACKS_EACH_COMBAT,
    BLOCKS_ONLY_FLYERS,
    CANT_ATTACK,
    CANT_BE_BLOCKED,
    CANT_BLOCK,
)
from engine.rules.turn_based import DOESNT_UNTAP
from engine.oracle.subtypes import PLURAL_SUBTYPES
from engine.oracle.vocabulary import COLOR_WORDS

COLOR_LETTERS = {word: letter for letter, word in COLOR_WORDS.items()}

GRAMMAR = r"""
static_line: static_body "."
           | SHOCK_LAND INT SHOCK_LAND_TAPPED -> enters_tapped_unless_pays_life
SHOCK_LAND: "as ~ enters, you may pay"
SHOCK_LAND_TAPPED: "life. if you don't, it enters tapped."
?static_body: SELF ENTERS_TAPPED -> enters_tapped
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL NUMWORD OR_FEWER_LANDS -> tapped_unless_at_most
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL NUMWORD OR_MORE_LANDS -> tapped_unless_at_least
            | SELF ENTERS_TAPPED UNLESS_YOU_CONTROL LAND_TYPE ("or" LAND_TYPE)? -> tapped_unless_type
            | SELF CANT_BE_COUNTERED -> cant_be_countered
            | SELF SELF_RESTRICTION -> self_restriction
            | SELF "enters with" counter_count "on it" -> enters_with_counters
            | attached "gets" PTMOD -> attached_pt
            | attached ATTACHED_RESTRICTION -> attached_restriction
            | attached "has" keywords -> attached_keywords
            | attached "gets" PTMOD "and has" keywords -> attached_pt_keywords
            | anthem "get" PTMOD -> anthem_pt
            | anthem "have" keywords -> anthem_keywords
            | anthem "get" PTMOD "and have" keywords -> anthem_pt_keywords
            | cda
ENTERS_TAPPED: "enters tapped"
UNLESS_YOU_CONTROL: "unless you control"
OR_FEWER_LANDS: "or fewer other lands"
OR_MORE_LANDS: "or more other lands"
LAND_TYPE: "a Plains" | "an Island" | "a Swamp" | "a Mountain" | "a Forest"
SELF_RESTRICTION: "can't block" | "can't be blocked" | "can block only creatures with flying"
                | "can block an additional creature each combat"
                | "can't attack" | "can't attack or block" | "attacks each combat if able"
                | "doesn't untap during your untap step"
ATTACHED_RESTRICTION: "can't block" | "can't attack" | "can't attack or block"
                    | "attacks each combat if able"
                    | "doesn't untap during its controller's untap step"
CANT_BE_COUNTERED: "can't be countered"
attached: ENCHANTED -> enchanted | EQUIPPED -> equipped
anthem: OTHER? ATTACKING? COLOR? SUBTYPE? CREATURES_YOU_CONTROL
      | ALL SUBTYPE? CREATURES
      | OTHER? PLURAL_SUBTYPE "you control" -> anthem_of_subtype
      | OTHER? PLURAL_SUBTYPE -> anthem_all_of_subtype
      | OTHER SUBTYPE CREATURES -> anthem_all
      | COLOR CREATURES -> anthem_all
ATTACKING: "attacking"
OTHER: "other"
ALL: "all"
CREATURES: "creatures"
CREATURES_YOU_CONTROL: "creatures you control"
"""


# Restrictions and requirements as the abilities the engine reads (a creature "has" them):
# the words after "~" and after "Enchanted creature", and the abilities they mean.
SELF_RESTRICTION_PHRASES: dict[str, tuple[str, ...]] = {
    "can't block": (CANT_BLOCK,),
    "can't be blocked": (CANT_BE_BLOCKED,),
    "can block only creatures with flying": (BLOCKS_ONLY_FLYERS,),
    "can block an additional creature each combat": (
        "can block an additional creature each combat",
    ),
    "can't attack": (CANT_ATTACK,),
    "can't attack or block": (CANT_ATTACK, CANT_BLOCK),
    "attacks each combat if able": (ATTACKS_EACH_COMBAT,),
    "doesn't untap during your untap step": (DOESNT_UNTAP,),
}
ATTACHED_RESTRICTION_PHRASES: dict[str, tuple[str, ...]] = {
    "can't block": (CANT_BLOCK,),
    "can't attack": (CANT_ATTACK,),
    "can't attack or block": (CANT_ATTACK, CANT_BLOCK),
    "attacks each combat if able": (ATTACKS_EACH_COMBAT,),
    "doesn't untap during its controller's untap step": (DOESNT_UNTAP,),
}


class StaticLowering:
    ctx: LineContext

    def static_line(self, items: list[tuple[StaticAbility, ...]]) -> tuple[StaticAbility, ...]:
        return items[0]

    def enters_tapped(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "enters_tapped"),)

    def enters_tapped_unless_pays_life(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        # 614.12a: a replacement applied as it enters, with the payment as a choice.
        return (static_ability("", "enters_tapped_unless_pays_life", life=int(items[1])),)

    def tapped_unless_at_most(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        unless = {"other_lands_at_most": number(items[3])}
        return (static_ability("", "enters_tapped", unless=unless),)

    def tapped_unless_at_least(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        unless = {"other_lands_at_least": number(items[3])}
        return (static_ability("", "enters_tapped", unless=unless),)

    def tapped_unless_type(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        wanted = [str(t).split(" ", 1)[1] for t in items[3:]]
        return (static_ability("", "enters_tapped", unless={"you_control": wanted}),)

    def cant_be_countered(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        # 101.2: it works while the spell is on the stack.
        return (static_ability("", "cant_be_countered", Zone.STACK, object="self"),)

    def self_restriction(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        """A combat restriction or requirement of the creature itself (508.1a, 508.1d,
        509.1a-b) or an untap restriction (502.3): an ability it has that
        engine.rules.combat.restrictions and engine.rules.turn_based read."""
        words = SELF_RESTRICTION_PHRASES[str(items[1]).lower()]
        return (static_ability("", "gain_keywords", objects=("self",), keywords=words),)

    def attached_restriction(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """The same abilities given to the creature an Aura or Equipment is attached to."""
        words = ATTACHED_RESTRICTION_PHRASES[str(items[1]).lower()]
        return (static_ability("", "gain_keywords", objects=(items[0],), keywords=words),)

    def enters_with_counters(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        kind, count = items[1]
        return (static_ability("", "enters_with_counters", kind=kind, count=count),)

    # --- "enchanted creature" / "equipped creature" (303.4m, 301.5f) ---------------------
    def _attached_pt(self, who: str, pt: Token) -> StaticAbility:
        power, toughness = _pt(pt)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return static_ability(
            "", "modify_power_toughness", objects=(who,), power=power, toughness=toughness
        )

    def attached_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._attached_pt(items[0], items[1]),)

    def attached_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "gain_keywords", objects=(items[0],), keywords=items[1]),)

    def attached_pt_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (
            self._attached_pt(items[0], items[1]),
            static_ability("", "gain_keywords", objects=(items[0],), keywords=items[2]),
        )

    # --- "[other] [subtype] creatures you control" (anthems, 613.4c / 613.1f) -------------
    def anthem(self, items: list[Token]) -> dict[str, Any]:
        scope: dict[str, Any] = {"creatures": "yours"}
        for token in items:
            if token.type == "OTHER":
                scope["other"] = True
            elif token.type == "ALL":
                scope["creatures"] = "all"
            elif token.type == "SUBTYPE":
                scope["subtype"] = str(token)
            elif token.type == "ATTACKING":
                scope["attacking"] = True
            elif token.type == "COLOR":
                scope["color"] = COLOR_LETTERS[str(token).lower()]
        return scope

    def anthem_all(self, items: list[Token]) -> dict[str, Any]:
        """ "Other Elf creatures", "White creatures": every player's (613.4c)."""
        return self.anthem(items) | {"creatures": "all"}

    def anthem_all_of_subtype(self, items: list[Token]) -> dict[str, Any]:
        """ "Other Merfolk": every player's permanents of the subtype."""
        return self.anthem_of_subtype(items) | {"creatures": "all"}

    def anthem_of_subtype(self, items: list[Token]) -> dict[str, Any]:
        """ "Other Elves you control": permanents of the subtype, whatever their card types."""
        scope: dict[str, Any] = {"creatures": "yours"}
        if items[0].type == "OTHER":
            scope["other"] = True
        scope |= {"subtype": PLURAL_SUBTYPES[str(items[-1])], "any_type": True}
        return scope

    def anthem_pt(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        power, toughness = _pt(items[1])
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return (
            static_ability(
                "", "modify_power_toughness", power=power, toughness=toughness, **items[0]
            ),
        )

    def anthem_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "gain_keywords", keywords=items[1], **items[0]),)

    def anthem_pt_keywords(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return self.anthem_pt(items[:2]) + self.anthem_keywords([items[0], items[2]])
