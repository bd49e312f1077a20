"""A number of cards "equal to [a count]" (the counts of engine.rules.defined_pt, 608.2h: counted
once as the instruction applies, "you" being the ability's controller, 109.5): "you may mill
cards equal to the number of lands you control" (Lasyd Prowler, 701.17a), "target player mills
cards equal to the number of cards in your hand", "draw cards equal to the number of creatures
you control" (121.1). The amount word is "equal_to_count:WORD"
(engine.vocabulary.amounts.CountOf with `equal_to`), the same count as "X cards, where X is
...", printed back in the card's own words. It composes with every player a mill or a draw
names (the subject before the verb)."""

from __future__ import annotations

from typing import Any

from engine.oracle.grammar import defined_pt
from engine.oracle.lowering import Effects, LineContext, step
from engine.vocabulary.amounts import EQUAL_TO_COUNT_PREFIX

GRAMMAR = r"""
%extend mill: "mill" CE_CARDS_EQUAL_TO count -> ce_mill_you
            | subject "mills" CE_CARDS_EQUAL_TO count -> ce_mill_player
%extend draw: "draw" CE_CARDS_EQUAL_TO count -> ce_draw_you
            | subject "draws" CE_CARDS_EQUAL_TO count -> ce_draw_player
CE_CARDS_EQUAL_TO: "cards equal to"
"""


def cards_equal_to_words(verb: str, amount: Any) -> str | None:
    """ "[verb] cards equal to [the count]" for an "equal_to_count" amount, else None."""
    if not isinstance(amount, str) or not amount.startswith(EQUAL_TO_COUNT_PREFIX):
        return None
    words = defined_pt.count_words(amount.removeprefix(EQUAL_TO_COUNT_PREFIX))
    if words is None:
        return None
    return f"{verb} cards equal to {words}"


class CardsEqualToLowering:
    ctx: LineContext

    def ce_mill_you(self, items: list[Any]) -> Effects:
        self.ctx.bound.append("milled")  # 701.17c: the cards milled, for a later "them"
        return (step("mill", count=f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"),)

    def ce_mill_player(self, items: list[Any]) -> Effects:
        self.ctx.bound.append("milled_player")  # grammar.milled_counts
        count = f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"
        return (step("mill", player=items[0], count=count),)

    def ce_draw_you(self, items: list[Any]) -> Effects:
        return (step("draw", count=f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"),)

    def ce_draw_player(self, items: list[Any]) -> Effects:
        count = f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"
        return (step("draw", player=items[0], count=count),)
