"""Static abilities (604): continuous effects while the object is on the battlefield (604.1),
replacement effects that modify how it enters (614.1c-d) and abilities that work on the stack
("can't be countered", 101.2). Each lowers to an effect kind of engine.rules.effects.EFFECT_KINDS."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import StaticAbility
from engine.core.state import Zone
from engine.oracle.grammar.effects import _pt
from engine.oracle.lowering import LineContext, static_ability

GRAMMAR = r"""
static_line: static_body "."
?static_body: SELF ENTERS_TAPPED -> enters_tapped
            | SELF CANT_BE_COUNTERED -> cant_be_countered
            | SELF "enters with" counter_count "on it" -> enters_with_counters
            | attached "gets" PTMOD -> attached_pt
            | attached "has" keywords -> attached_keywords
            | attached "gets" PTMOD "and has" keywords -> attached_pt_keywords
            | anthem "get" PTMOD -> anthem_pt
            | anthem "have" keywords -> anthem_keywords
            | anthem "get" PTMOD "and have" keywords -> anthem_pt_keywords
ENTERS_TAPPED: "enters tapped"
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

    def cant_be_countered(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        # 101.2: it works while the spell is on the stack.
        return (static_ability("", "cant_be_countered", Zone.STACK, object="self"),)

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
