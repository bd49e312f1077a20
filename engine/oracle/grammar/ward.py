"""Ward's keyword lines (702.21a, engine.mechanics.ward): "Ward {2}" (a mana cost, also inside a
keyword line: "Flying, ward {2}") and "Ward—[cost]." with a cost that isn't only mana: "Ward—Pay
3 life.", "Ward—{2}, Pay 2 life.", "Ward—Discard a card.", "Ward—Sacrifice a creature.",
"Ward—Discard a card at random.", "Ward—Blight 2.", "Ward—Pay life equal to ~'s power." (as the ability resolves,
702.21b), "Ward—Get five poison counters." (the parts that choose objects are the costs'
`chosen_cost`, engine.oracle.grammar.costs). Each lowers to the triggered ability
of engine.cards.permanent_keywords.ward; the printer reads the keyword back by building the
ability again from its instruction's cost and comparing (`ward_line`), never from stored text.
A ward cost with X (702.21b) or paid in another way isn't read."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Ability, TriggeredAbility
from engine.cards.permanent_keywords import WARD_PARTS, ward, ward_cost_words
from engine.oracle.grammar.common import number
from engine.vocabulary.costs import Cost

GRAMMAR = r"""
%extend keyword_item: "ward" mana_symbols -> ward_mana
                    | WARD_DASH ward_part ("," ward_part)* "." -> ward_costs
ward_part: mana_symbols -> ward_part_mana
         | "pay" INT "life" -> ward_part_life
         | "pay life equal to" SELF "'s power" -> ward_part_life_of_power
         | "get" NUMWORD "poison counters" -> ward_part_poison
         | chosen_cost -> ward_part_chosen
WARD_DASH: /ward ?— ?/i
"""

HEADS = frozenset({"ward"})


class WardLowering:
    def ward_mana(self, items: list[Any]) -> tuple[str, Ability]:
        return "ability", ward(str(items[0]))

    def ward_part_mana(self, items: list[Any]) -> tuple[str, object]:
        return "cost", str(items[0])

    def ward_part_life(self, items: list[Any]) -> tuple[str, object]:
        return "life", int(items[0])

    def ward_part_life_of_power(self, items: list[Any]) -> tuple[str, object]:
        return "life_of_power", True  # read as the ability resolves (702.21b)

    def ward_part_poison(self, items: list[Any]) -> tuple[str, object]:
        return "poison", number(items[0])

    def ward_part_chosen(self, items: list[Any]) -> tuple[str, object]:
        """A part the payer chooses objects for: sacrifice (701.21a) or discard (701.9a-b)."""
        cost: Cost = items[0]
        if (
            cost.discard
            and not cost.sacrifice
            and cost
            == Cost(
                discard=cost.discard,
                discard_type=cost.discard_type,
                discard_random=cost.discard_random,
            )
        ):
            return "discard", cost
        if (
            cost.sacrifice
            and not cost.sacrifice_other
            and cost == Cost(sacrifice=cost.sacrifice, sacrifice_count=cost.sacrifice_count)
        ):
            return "sacrifice", cost
        if cost.collect_evidence and cost == Cost(collect_evidence=cost.collect_evidence):
            return "collect_evidence", cost.collect_evidence  # 701.59a
        if cost.blight and cost == Cost(blight=cost.blight):
            return "blight", cost.blight  # 701.68a: "Ward—Blight 2."
        if cost.put_counters == 1 and cost == Cost(
            put_counters=1, put_counter_kind=cost.put_counter_kind
        ):
            # "Put a -1/-1 counter on ~." (a cumulative upkeep cost, 702.24a; no ward's)
            return "put_counter", cost.put_counter_kind
        raise ValueError("a ward cost part the engine doesn't pay")

    def ward_costs(self, items: list[Any]) -> tuple[str, Ability]:
        parts = [item for item in items if isinstance(item, tuple)]
        names = [name for name, _ in parts]
        # Oracle writes the mana first, then the life, then the discard, each once.
        if len(set(names)) != len(names) or names != sorted(names, key=_ORDER.index):
            raise ValueError("a ward cost Oracle doesn't write")
        paid: dict[str, Any] = {}
        for name, value in parts:
            if isinstance(value, Cost) and name == "discard":
                paid["discard"] = value.discard
                paid["discard_type"] = value.discard_type
                paid["discard_random"] = value.discard_random
            elif isinstance(value, Cost):
                paid["sacrifice"] = value.sacrifice
                paid["sacrifice_count"] = value.sacrifice_count if value.sacrifice_count > 1 else 0
            else:
                paid[name] = value
        if set(paid) == {"cost"}:
            raise ValueError('a ward cost of mana alone is written "Ward {N}"')
        return "ability", ward(**paid)


_ORDER = (
    *("cost", "life", "life_of_power", "poison", "discard", "collect_evidence", "blight"),
    "sacrifice",
)


def ward_line(ability: Ability) -> str | None:
    """The keyword ("Ward {2}", "Ward—Pay 2 life.") a ward ability prints as (None: not one)."""
    if not isinstance(ability, TriggeredAbility) or ability.keyword != "Ward":
        return None
    if len(ability.effects) != 1:
        return None
    params = ability.effects[0].params
    cost, life, discard = params.get("cost", ""), params.get("life", 0), params.get("discard", 0)
    if not isinstance(cost, str) or not isinstance(life, int) or not isinstance(discard, int):
        return None
    parts = {k: params[k] for k in WARD_PARTS if k in params}
    if set(params) - {"cost", "life", "discard", *WARD_PARTS}:
        return None
    try:
        rebuilt = ward(cost, life, discard, **parts)
        words = ward_cost_words(cost, life, discard, **parts)
    except ValueError:
        return None
    if rebuilt != ability or not (cost or life or discard or any(parts.values())):
        return None
    return "Ward" + words
