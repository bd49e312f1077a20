"""Activated abilities (602): "[Cost]: [Effect.] [Activation instructions.]" (602.1).

Costs (118, 602.1a): mana, {T} and {Q} (107.5, 107.6), paying life (119.4), sacrificing,
discarding or exiling the object itself. Restrictions (602.5b): only as a sorcery, only once
each turn."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from lark import Token

from engine.cards.model import ActivatedAbility, Cost
from engine.core.state import Zone
from engine.oracle.lowering import Effects, LineContext, activated_ability

GRAMMAR = r"""
activated: costs ":" effects restriction?
costs: cost ("," cost)*
?cost: mana_symbols -> mana_cost
     | TAP -> tap_cost
     | UNTAP -> untap_cost
     | "sacrifice" SELF -> sacrifice_self_cost
     | "discard" SELF -> discard_self_cost
     | "exile" SELF -> exile_self_cost
     | "pay" INT "life" -> life_cost
     | chosen_cost
restriction: SORCERY_ONLY -> sorcery_only
           | ONCE_EACH_TURN -> once_each_turn
           | DURING_YOUR_TURN -> during_your_turn
           | DURING_YOUR_UPKEEP -> during_your_upkeep
SORCERY_ONLY: "activate only as a sorcery."
ONCE_EACH_TURN: "activate only once each turn."
DURING_YOUR_TURN: "activate only during your turn."
DURING_YOUR_UPKEEP: "activate only during your upkeep."
"""


class ActivatedLowering:
    ctx: LineContext
    exiles_self_from_graveyard: bool = False  # set by CostLowering

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
        """The parts of a cost as one Cost (the printer writes them in Oracle's order: mana,
        {T}, {Q}, life, then the others); a repeated part is no cost the grammar knows."""
        total = Cost()
        blank = Cost()
        for part in items:
            for f in fields(Cost):
                value = getattr(part, f.name)
                if value != getattr(blank, f.name):
                    if getattr(total, f.name) != getattr(blank, f.name):
                        raise ValueError(f"cost part {f.name} twice")
                    total = replace(total, **{f.name: value})
        return total

    def sorcery_only(self, items: list[Any]) -> str:
        return "sorcery"

    def once_each_turn(self, items: list[Any]) -> str:
        return "once"

    def during_your_turn(self, items: list[Any]) -> str:
        return "your_turn"

    def during_your_upkeep(self, items: list[Any]) -> str:
        return "your_upkeep"

    def activated(self, items: list[Any]) -> ActivatedAbility:
        cost: Cost = items[0]
        effects: Effects = items[1]
        restriction = items[2] if len(items) > 2 else ""
        # "Return ~ from your graveyard to your hand": the ability works from the graveyard.
        from_graveyard = self.exiles_self_from_graveyard or any(
            e.kind == "return_to_hand" and e.params.get("from") == "graveyard" for e in effects
        )
        return activated_ability(
            "",
            cost,
            effects,
            tuple(self.ctx.targets),
            sorcery_speed=restriction == "sorcery",
            once_each_turn=restriction == "once",
            timing=restriction if restriction.startswith("your_") else "",
            zone=Zone.GRAVEYARD if from_graveyard else Zone.BATTLEFIELD,
        )
