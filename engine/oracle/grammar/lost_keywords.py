"""An Aura or Equipment that takes a keyword away (613.1f, layer 6):

    Enchanted creature has defender and loses flying.                               (Sky Tether)
    Equipped creature gets +10/+10 and loses flying.                           (Colossus Hammer)

"loses" lowers to the effect kind "lose_keywords" for what the permanent is attached to; it
applies in timestamp order with the other ability-changing effects (613.7), so an effect that
grants flying later gives it back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.model import Ability, StaticAbility
from engine.oracle.grammar.effects import _pt
from engine.oracle.lowering import LineContext, static_ability

GRAMMAR = r"""
%extend static_body: attached "has" keywords LK_AND_LOSES keywords -> lk_has_and_loses
                   | attached "gets" PTMOD LK_AND_LOSES keywords -> lk_gets_and_loses
LK_AND_LOSES: "and loses"
"""

_SUBJECTS = {("enchanted",): "Enchanted creature", ("equipped",): "Equipped creature"}


def _one(keywords: Sequence[Any]) -> str | None:
    return str(keywords[0]).lower() if len(keywords) == 1 else None


def _signed(value: int, other: int) -> str:
    if value == 0 and other < 0:
        return "-0"
    return f"+{value}" if value >= 0 else str(value)


def lost_keywords_words(abilities: Sequence[Ability]) -> str | None:
    if len(abilities) != 2 or not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    first, second = abilities
    assert isinstance(first, StaticAbility) and isinstance(second, StaticAbility)
    if second.effect != "lose_keywords" or set(second.params) != {"objects", "keywords"}:
        return None
    subject = _SUBJECTS.get(second.params["objects"])
    lost = _one(second.params["keywords"])
    if subject is None or lost is None or first.params.get("objects") != second.params["objects"]:
        return None
    if first.effect == "gain_keywords" and set(first.params) == {"objects", "keywords"}:
        has = _one(first.params["keywords"])
        return None if has is None else f"{subject} has {has} and loses {lost}."
    if first.effect == "modify_power_toughness" and set(first.params) == {
        "objects",
        "power",
        "toughness",
    }:
        p, t = first.params["power"], first.params["toughness"]
        if not isinstance(p, int) or not isinstance(t, int):
            return None
        return f"{subject} gets {_signed(p, t)}/{_signed(t, p)} and loses {lost}."
    return None


class LostKeywordsLowering:
    ctx: LineContext

    def _lose(self, who: str, keywords: tuple[str, ...]) -> StaticAbility:
        if len(keywords) != 1:
            raise ValueError("one lost keyword only")
        return static_ability("", "lose_keywords", objects=(who,), keywords=keywords)

    def lk_has_and_loses(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        who, has, lost = items[0], items[1], items[-1]
        if len(has) != 1:
            raise ValueError("one keyword only")
        return (
            static_ability("", "gain_keywords", objects=(who,), keywords=has),
            self._lose(who, lost),
        )

    def lk_gets_and_loses(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        who, pt, lost = items[0], items[1], items[-1]
        power, toughness = _pt(pt)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise ValueError("X in a static bonus")
        return (
            static_ability(
                "", "modify_power_toughness", objects=(who,), power=power, toughness=toughness
            ),
            self._lose(who, lost),
        )
