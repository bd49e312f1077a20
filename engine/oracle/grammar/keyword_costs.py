"""Cast keywords whose cost is more than mana, written after a dash: "Kicker—Sacrifice a land.",
"Kicker—{2}{B}, Discard a creature card." (702.33a), "Buyback—Discard two cards." (702.27a),
"Evoke—Exile a red card from your hand." (702.74a), "Escalate—Discard a card." (702.120a).
The cost is the same list of parts an activated ability's cost is (`costs`: mana, "Pay N life"
and the parts that choose objects of engine.oracle.grammar.costs); it lowers to
("casting", ("<keyword>_cost", cost)), held by `CardDef.<keyword>_cost` and paid by
engine.mechanics.keyword_costs. Only the parts a spell's caster can pay as it's cast are read
(no {T}, nothing of "~" itself, which is on the stack: 601.2a).

Also here: "Kicker [A] and/or [B]" (702.33b: the same as "Kicker [A], kicker [B]"), the two
fields `kicker` and `second_kicker`."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from engine.mechanics.keyword_costs import times
from engine.oracle.grammar.costs import cost_part_words
from engine.vocabulary.costs import Cost

GRAMMAR = r"""
%extend keyword_item: KC_KEYWORD_DASH costs "." -> keyword_cost
                    | "kicker" mana_symbols KC_AND_OR mana_symbols -> two_kicker_costs
KC_KEYWORD_DASH.2: /(kicker|buyback|evoke|escalate|squad) ?— ?/i
KC_AND_OR: "and/or"
"""

# The keywords and how Oracle capitalizes them.
KEYWORDS = {
    "kicker": "Kicker",
    "buyback": "Buyback",
    "evoke": "Evoke",
    "escalate": "Escalate",
    "squad": "Squad",  # 702.157a, paid any number of times (engine.mechanics.squad)
}
# The parts engine.mechanics.keyword_costs pays: mana, life and the chosen parts it asks
# engine.rules.cost_payment for (none of them the spell itself).
_PAID = frozenset(
    {
        "mana",
        "life",
        *("sacrifice", "sacrifice_count", "discard", "discard_type", "discard_random"),
        *("tap_untapped", "tap_untapped_type", "return_to_hand"),
        *("exile_from_graveyard", "exile_from_graveyard_type"),
        *("exile_from_hand", "exile_from_hand_type", "mill"),
    }
)


def keyword_cost_words(keyword: str, cost: object) -> str | None:
    """ "Kicker—[cost]." for a cost of more than mana (None: a cost the engine doesn't pay)."""
    if not isinstance(cost, Cost) or keyword not in KEYWORDS:
        return None
    blank = Cost()
    if any(
        getattr(cost, f.name) != getattr(blank, f.name) for f in fields(Cost) if f.name not in _PAID
    ):
        return None
    parts = [cost.mana] if cost.mana else []
    parts += [f"Pay {cost.life} life"] if cost.life else []
    try:
        parts += cost_part_words(cost)
    except ValueError:
        return None
    if len(parts) < 2 and not (parts and parts[0] != cost.mana):
        return None  # mana alone is "Kicker {2}" (engine.oracle.grammar.cast_keywords)
    return f"{KEYWORDS[keyword]}—{', '.join(parts)}."


def two_kickers_words(first: object, second: object) -> str | None:
    """ "Kicker [A] and/or [B]" (702.33b)."""
    if not isinstance(first, str) or not isinstance(second, str) or not first or not second:
        return None
    return f"Kicker {first} and/or {second}"


class KeywordCostLowering:
    def keyword_cost(self, items: list[Any]) -> tuple[str, tuple[str, Cost]]:
        keyword = str(items[0]).partition("—")[0].strip().lower()
        cost: Cost = items[1]
        if keyword_cost_words(keyword, cost) is None:
            raise ValueError(f"a {keyword} cost the engine doesn't pay")
        if keyword == "squad":
            times(cost, 2)  # 702.157a: paid any number of times (ValueError: a part it can't)
        return "casting", (f"{keyword}_cost", cost)

    def two_kicker_costs(self, items: list[Any]) -> tuple[str, list[tuple[str, str]]]:
        """702.33b: "Kicker [A] and/or [B]" means "Kicker [A], kicker [B]"."""
        return "casting", [("kicker", str(items[0])), ("second_kicker", str(items[2]))]
