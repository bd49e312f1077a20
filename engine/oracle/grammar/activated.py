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
from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, activated_ability
from engine.rules.defined_pt import known_count

GRAMMAR = r"""
activated: costs ":" effects restriction?
         | costs ":" effects own_cost_less
         | LOYALTY_COST ":" effects -> loyalty_activated
// 602.2b, 601.2f: the ability's own cost reduction, after its effect
own_cost_less: THIS_ABILITY_COSTS MANA LESS_TO_ACTIVATE CNT_FOR_EACH each_count "."
THIS_ABILITY_COSTS: "this ability costs"
LESS_TO_ACTIVATE: "less to activate"
// 606.1, 118.3: a loyalty ability's cost is its loyalty symbol ("[+1]", "[−2]", "[0]").
// 701.43a: exerting the source as a cost
EXERT_SELF: "exert ~"
LOYALTY_COST: /\[(?:[+\u2212][1-9]\d*|0)\]/
costs: cost ("," cost)*
?cost: mana_symbols -> mana_cost
     // 701.67a: "Waterbend {5}", a mana cost tapped artifacts and creatures may help pay
     | "waterbend" mana_symbols -> waterbend_cost
     | TAP -> tap_cost
     | UNTAP -> untap_cost
     | "sacrifice" SELF -> sacrifice_self_cost
     | "discard" SELF -> discard_self_cost
     | "exile" SELF -> exile_self_cost
     | EXERT_SELF -> exert_self_cost
     | "pay" INT "life" -> life_cost
     | chosen_cost
     | energy_cost
// 602.1b: activation instructions, last: "Activate only as a sorcery and only once each turn."
restriction: ACTIVATE_ONLY restriction_part (AND_ONLY restriction_part)* "."
           | NO_MORE_THAN times_each_turn "." -> no_more_than
times_each_turn: "twice" "each turn" -> twice
               | NUMWORD "times" "each turn" -> some_times
NO_MORE_THAN: "activate no more than"
ACTIVATE_ONLY: "activate only"
AND_ONLY: "and only"
restriction_part: "as a sorcery" -> sorcery_only
                | "once each turn" -> once_each_turn
                | "during your turn" -> during_your_turn
                | "during your upkeep" -> during_your_upkeep
                | "during your turn, before attackers are declared" -> before_attackers
                | "during combat" -> during_combat
                | "as an instant" -> as_an_instant
                | "if" activation_condition -> only_if
"""


class ActivatedLowering:
    ctx: LineContext
    exiles_self_from_graveyard: bool = False  # set by CostLowering

    def mana_cost(self, items: list[str]) -> Cost:
        return Cost(mana=items[0])

    def waterbend_cost(self, items: list[str]) -> Cost:
        mana = str(items[-1])
        if not mana.strip("{}").isdigit() and mana != "{X}":
            raise ValueError("a waterbend cost of generic mana only")  # Oracle's are {N} or {X}
        return Cost(mana=mana, waterbend=True)

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

    def exert_self_cost(self, items: list[Any]) -> Cost:
        return Cost(exert_self=True)  # 701.43a (engine.mechanics.exert.exert_as_cost)

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

    def sorcery_only(self, items: list[Any]) -> dict[str, Any]:
        return {"sorcery_speed": True}

    def once_each_turn(self, items: list[Any]) -> dict[str, Any]:
        return {"once_each_turn": True}

    def during_your_turn(self, items: list[Any]) -> dict[str, Any]:
        return {"timing": "your_turn"}

    def during_your_upkeep(self, items: list[Any]) -> dict[str, Any]:
        return {"timing": "your_upkeep"}

    def before_attackers(self, items: list[Any]) -> dict[str, Any]:
        return {"timing": "your_turn_before_attackers"}

    def during_combat(self, items: list[Any]) -> dict[str, Any]:
        return {"timing": "combat"}

    def as_an_instant(self, items: list[Any]) -> dict[str, Any]:
        return {"timing": "instant"}

    def only_if(self, items: list[str]) -> dict[str, Any]:
        return {"only_if": items[-1]}

    def twice(self, items: list[Any]) -> int:
        return 2

    def some_times(self, items: list[Token]) -> int:
        return number(items[0])

    def no_more_than(self, items: list[Any]) -> dict[str, Any]:
        return {"max_each_turn": items[-1]}

    def restriction(self, items: list[Any]) -> dict[str, Any]:
        """The activation instructions as ActivatedAbility fields; each kind once."""
        found: dict[str, Any] = {}
        for part in items:
            if not isinstance(part, dict):
                continue  # the "activate only" / "and only" words
            if set(part) & set(found):
                raise ValueError("a restriction twice")
            found.update(part)
        return found

    def own_cost_less(self, items: list[Any]) -> dict[str, Any]:
        symbol, word = str(items[1]).strip("{}"), items[-1]
        if not symbol.isdigit() or symbol == "0":
            raise ValueError("a reduction of no generic mana")
        if not known_count(word):
            raise ValueError(f"no count {word!r}")
        return {"cost_less": int(symbol), "cost_less_for_each": str(word)}

    def loyalty_activated(self, items: list[Any]) -> ActivatedAbility:
        """606.4: putting on or removing loyalty counters is the cost; the engine's loyalty
        rules (engine.rules.loyalty) allow it only at sorcery speed, once a turn (606.3)."""
        cost = Cost(loyalty=int(str(items[0])[1:-1].replace("\u2212", "-")))
        ability = activated_ability("", cost, items[1], tuple(self.ctx.targets))
        return replace(ability, mana_ability=False)  # 605.1a: a loyalty ability never is one

    def activated(self, items: list[Any]) -> ActivatedAbility:
        cost: Cost = items[0]
        effects: Effects = items[1]
        restriction: dict[str, Any] = items[2] if len(items) > 2 else {}
        if restriction.get("cost_less") and "X" in cost.mana.upper():
            raise ValueError("an own cost reduction of a cost with X")  # not read
        # "Return ~ from your graveyard to your hand": the ability works from the graveyard.
        from_graveyard = self.exiles_self_from_graveyard or any(
            e.kind in ("return_to_hand", "return_to_battlefield")
            and e.params.get("from") == "graveyard"
            for e in effects
        )
        return activated_ability(
            "",
            cost,
            effects,
            tuple(self.ctx.targets),
            zone=Zone.GRAVEYARD if from_graveyard else Zone.BATTLEFIELD,
            **restriction,
        )
