"""Boast (702.142a): "Boast — {1}{W}: Tap target creature." is an activated ability that can be
activated only if its creature attacked this turn and only once each turn; the compiled ability
carries those restrictions (engine.mechanics.boast), and the printer writes them as the keyword
(the reminder text is not part of the normalized Oracle text)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cards.model import ActivatedAbility, Cost
from engine.oracle.lowering import Effects, LineContext, activated_ability

GRAMMAR = r"""
%extend activated: BOAST_DASH costs ":" effects -> boast_activated
BOAST_DASH: /boast\s+[\u2014-]/i
"""
KEYWORD = "Boast"
CONDITION = "self_attacked_this_turn"  # engine.mechanics.boast


class BoastLowering:
    ctx: LineContext

    def boast_activated(self, items: list[Any]) -> ActivatedAbility:
        cost: Cost = items[1]
        effects: Effects = items[2]
        ability = activated_ability(
            "",
            cost,
            effects,
            tuple(self.ctx.targets),
            keyword=KEYWORD,
            once_each_turn=True,
            only_if=CONDITION,
        )
        return replace(ability, mana_ability=False) if ability.mana_ability else ability


def is_boast(ability: ActivatedAbility) -> bool:
    return (
        ability.keyword == KEYWORD
        and ability.once_each_turn
        and ability.only_if == CONDITION
        and not ability.sorcery_speed
        and not ability.timing
        and not ability.max_each_turn
        and not ability.modes
    )
