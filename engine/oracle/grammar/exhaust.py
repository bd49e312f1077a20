"""Exhaust (702.177a): "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
The compiled ability carries the keyword and `once_only` (engine.rules.activation refuses a
second activation by the same object); the printer writes the keyword back. Activation
instructions after the effect compose as for any activated ability (602.5b: "Exhaust — {4}:
Earthbend 4. Activate only during your turn.")."""

from __future__ import annotations

from typing import Any

from engine.cards.model import ActivatedAbility, Cost
from engine.oracle.lowering import Effects, LineContext, activated_ability

GRAMMAR = r"""
%extend activated: EXHAUST_DASH costs ":" effects restriction? -> exhaust_activated
EXHAUST_DASH: /exhaust\s+[\u2014-]/i
"""
KEYWORD = "Exhaust"


class ExhaustLowering:
    ctx: LineContext

    def exhaust_activated(self, items: list[Any]) -> ActivatedAbility:
        cost: Cost = items[1]
        effects: Effects = items[2]
        restriction: dict[str, Any] = items[3] if len(items) > 3 and items[3] else {}
        if set(restriction) - {"sorcery_speed", "timing", "only_if"}:
            raise ValueError("an exhaust ability with another activation limit")  # once only
        ability = activated_ability(
            "",
            cost,
            effects,
            tuple(self.ctx.targets),
            keyword=KEYWORD,
            once_only=True,
            **restriction,
        )
        if ability.mana_ability:
            # 605.1a: still a mana ability, which resolves at once; its once-only record isn't
            # kept on that path, so the line stays text rather than be misapplied.
            raise ValueError("an exhaust mana ability")
        return ability


def is_exhaust(ability: ActivatedAbility) -> bool:
    return (
        ability.keyword == KEYWORD
        and ability.once_only
        and not ability.once_each_turn
        and not ability.max_each_turn
        and not ability.modes
    )
