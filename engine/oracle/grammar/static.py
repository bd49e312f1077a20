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
            | attached "has" keywords -> attached_keywords
            | attached "gets" PTMOD "and has" keywords -> attached_pt_keywords
            | attached "has protection from" qualities -> attached_protection
            | attached "gets" PTMOD "and has protection from" qualities -> attached_pt_protection
            | anthem "get" PTMOD -> anthem_pt
            | anthem "have" keywords -> anthem_keywords
            | anthem "get" PTMOD "and have" keywords -> anthem_pt_keywords
ENTERS_TAPPED: "enters tapped"
UNLESS_YOU_CONTROL: "unless you control"
OR_FEWER_LANDS: "or fewer other lands"
OR_MORE_LANDS: "or more other lands"
LAND_TYPE: "a Plains" | "an Island" | "a Swamp" | "a Mountain" | "a Forest"
SELF_RESTRICTION: "can't block" | "can't be blocked" | "can block only creatures with flying"
                | "can block an additional creature each combat"
CANT_BE_COUNTERED: "can't be countered"
attached: ENCHANTED -> enchanted | EQUIPPED -> equipped
anthem: OTHER? SUBTYPE? CREATURES_YOU_CONTROL
      | ALL SUBTYPE? CREATURES
OTHER: "other"
ALL: "all"
CREATURES: "creatures"
CREATURES_YOU_CONTROL: "creatures you control"
"""


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
        """A combat restriction of the creature itself (509.1a-b), an ability it has that
        engine.rules.combat.restrictions reads."""
        return (
            static_ability(
                "", "gain_keywords", objects=("self",), keywords=(str(items[1]).lower(),)
            ),
        )

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

    def _attached_protection(self, who: str, quality: Any) -> StaticAbility:
        """702.16a: what the permanent is attached to has protection (the protection effect
        kind of engine.rules.effects.protection, bound to it while attached, 303.4m/301.5f)."""
        return static_ability("", "protection", protected=who, **{"from": quality})

    def attached_protection(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (self._attached_protection(items[0], items[1]),)

    def attached_pt_protection(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (
            self._attached_pt(items[0], items[1]),
            self._attached_protection(items[0], items[2]),
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
