"""Ward's keyword lines (702.21a, engine.mechanics.ward): "Ward {2}" (a mana cost, also inside a
keyword line: "Flying, ward {2}") and "Ward—[cost]." with a cost that isn't only mana: "Ward—Pay
3 life.", "Ward—{2}, Pay 2 life.", "Ward—Discard a card." Each lowers to the triggered ability
of engine.cards.permanent_keywords.ward; the printer reads the keyword back by building the
ability again from its instruction's cost and comparing (`ward_line`), never from stored text.
A ward cost with X (702.21b) or paid in another way isn't read."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Ability, TriggeredAbility
from engine.cards.permanent_keywords import ward, ward_cost_words

GRAMMAR = r"""
%extend keyword_item: "ward" mana_symbols -> ward_mana
                    | WARD_DASH ward_part ("," ward_part)* "." -> ward_costs
ward_part: mana_symbols -> ward_part_mana
         | "pay" INT "life" -> ward_part_life
         | "discard a card" -> ward_part_discard
WARD_DASH: "ward—"
"""

HEADS = frozenset({"ward"})


class WardLowering:
    def ward_mana(self, items: list[Any]) -> tuple[str, Ability]:
        return "ability", ward(str(items[0]))

    def ward_part_mana(self, items: list[Any]) -> tuple[str, object]:
        return "cost", str(items[0])

    def ward_part_life(self, items: list[Any]) -> tuple[str, object]:
        return "life", int(items[0])

    def ward_part_discard(self, items: list[Any]) -> tuple[str, object]:
        return "discard", 1

    def ward_costs(self, items: list[Any]) -> tuple[str, Ability]:
        parts = [item for item in items if isinstance(item, tuple)]
        names = [name for name, _ in parts]
        # Oracle writes the mana first, then the life, then the discard, each once.
        if len(set(names)) != len(names) or names != sorted(names, key=_ORDER.index):
            raise ValueError("a ward cost Oracle doesn't write")
        paid: dict[str, Any] = dict(parts)
        if set(paid) == {"cost"}:
            raise ValueError('a ward cost of mana alone is written "Ward {N}"')
        return "ability", ward(**paid)


_ORDER = ("cost", "life", "discard")


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
    if ward(cost, life, discard) != ability or not (cost or life or discard):
        return None
    return "Ward" + ward_cost_words(cost, life, discard)
