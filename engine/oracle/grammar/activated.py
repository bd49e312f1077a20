"""Activated abilities (602): "[Cost]: [Effect.] [Activation instructions.]" (602.1).

Costs (118, 602.1a): mana, {T} and {Q} (107.5, 107.6), paying life (119.4), sacrificing,
discarding or exiling the object itself. Restrictions (602.5b): only as a sorcery, only once
each turn."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import ActivatedAbility, Cost
from engine.core.state import Zone
from engine.oracle.lowering import Effects, LineContext, activated_ability

GRAMMAR = r"""
activated: costs ":" effects restriction?
         | LOYALTY_COST ":" effects -> loyalty_activated
// 606.1, 118.3: a loyalty ability's cost is its loyalty symbol ("[+1]", "[−2]", "[0]").
LOYALTY_COST: /\[(?:[+\u2212][1-9]\d*|0)\]/
costs: cost ("," cost)*
?cost: mana_symbols -> mana_cost
     | TAP -> tap_cost
     | UNTAP -> untap_cost
     | "sacrifice" SELF -> sacrifice_self_cost
     | "discard" SELF -> discard_self_cost
     | "exile" SELF -> exile_self_cost
     | "pay" INT "life" -> life_cost
restriction: SORCERY_ONLY -> sorcery_only
           | ONCE_EACH_TURN -> once_each_turn
SORCERY_ONLY: "activate only as a sorcery."
ONCE_EACH_TURN: "activate only once each turn."
"""


class ActivatedLowering:
    ctx: LineContext

    def mana_cost(self, items: list[str]) -> Cost:
        return Cost(mana=items[0])

    def tap_cost(self, items: list[Any]) -> Cost:
        return Cost(tap=True)

    def untap_cost(self, items: list[Any]) -> Cost:
        return Cost(untap=True)

    def sacrifice_self_cost(self, items: list[Any]) -> Cost:
        return Cost(sacrifice_self=True)

    def discard_self_cost(self, items: list[Any]) -> Cost:
        return Cost(discard_self=True)

    def exile_self_cost(self, items: list[Any]) -> Cost:
        return Cost(exile_self=True)

    def life_cost(self, items: list[Token]) -> Cost:
        return Cost(life=int(items[0]))

    def costs(self, items: list[Cost]) -> Cost:
        """The parts of a cost in the canonical order the printer writes them (mana, {T},
        {Q}, then the others); a repeated part is no cost the grammar knows."""
        total = Cost()
        for part in items:
            for name in ("mana", "tap", "untap", "exile_self", "sacrifice_self", "discard_self"):
                value = getattr(part, name)
                if value:
                    if getattr(total, name):
                        raise ValueError(f"cost part {name} twice")
                    total = replace(total, **{name: value})
            if part.life:
                total = replace(total, life=part.life)
        return total

    def sorcery_only(self, items: list[Any]) -> str:
        return "sorcery"

    def once_each_turn(self, items: list[Any]) -> str:
        return "once"

    def loyalty_activated(self, items: list[Any]) -> ActivatedAbility:
        """606.4: putting on or removing loyalty counters is the cost; the engine's loyalty
        rules (engine.rules.loyalty) allow it only at sorcery speed, once a turn (606.3)."""
        cost = Cost(loyalty=int(str(items[0])[1:-1].replace("\u2212", "-")))
        ability = activated_ability("", cost, items[1], tuple(self.ctx.targets))
        return replace(ability, mana_ability=False)  # 605.1a: a loyalty ability never is one

    def activated(self, items: list[Any]) -> ActivatedAbility:
        cost: Cost = items[0]
        effects: Effects = items[1]
        restriction = items[2] if len(items) > 2 else ""
        # "Return ~ from your graveyard to your hand": the ability works from the graveyard.
        from_graveyard = any(
            e.kind == "return_to_hand" and e.params.get("from") == "graveyard" for e in effects
        )
        return activated_ability(
            "",
            cost,
            effects,
            tuple(self.ctx.targets),
            sorcery_speed=restriction == "sorcery",
            once_each_turn=restriction == "once",
            zone=Zone.GRAVEYARD if from_graveyard else Zone.BATTLEFIELD,
        )
