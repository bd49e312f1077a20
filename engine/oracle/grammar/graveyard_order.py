""" "At the beginning of your upkeep, if ~ is in your graveyard with a creature card directly
above it, you may pay {1}. If you do, return ~ to your hand." (Death Spark): an intervening "if"
on the graveyard's order (603.4, 404.2; engine.mechanics.graveyard_order), then an optional
payment as it resolves (603.5, 608.2c: "may_pay" and the instructions marked "paid"). The return
moves the card out of its graveyard, so the ability functions only there (113.6m:
engine.rules.triggers listens for it from the graveyard), and the instruction is the card's own
return from its graveyard (return_to_hand, from: graveyard)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction, TriggeredAbility
from engine.mechanics.graveyard_order import BELOW_CREATURE_CARD
from engine.oracle.grammar.optional_payments import PAID, if_paid
from engine.oracle.lowering import LineContext, step, triggered_ability

GRAMMAR = r"""
%extend triggered: trigger "," "if" GO_BELOW_CREATURE "," YOU_MAY "pay" mana_symbols "." OP_IF_YOU_DO GO_RETURN_SELF "." -> go_return_if_paid
GO_BELOW_CREATURE: "~ is in your graveyard with a creature card directly above it"
GO_RETURN_SELF: "return ~ to your hand"
"""

CONDITION_WORDS = {
    BELOW_CREATURE_CARD: "~ is in your graveyard with a creature card directly above it"
}
_RETURN = Instruction(
    "return_to_hand", step("return_to_hand", to="self", **{"from": "graveyard"}).params
)


def graveyard_order_words(ability: TriggeredAbility, phrase: str) -> str | None:
    """The whole line of Death Spark's ability (`phrase`: the trigger and its "if" clause), or
    None for another ability."""
    if ability.intervening_if not in CONDITION_WORDS or ability.optional or ability.targets:
        return None
    if len(ability.effects) != 2:
        return None
    pay, back = ability.effects
    if pay.kind != "may_pay" or set(pay.params) != {"cost"}:
        return None
    if back.kind != _RETURN.kind or dict(back.params) != {**_RETURN.params, "if": PAID}:
        return None
    return f"{phrase}, you may pay {pay.params['cost']}. If you do, return ~ to your hand."


class GraveyardOrderLowering:
    ctx: LineContext

    def go_return_if_paid(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), cost = items[0], items[3]
        return triggered_ability(
            "",
            kind,
            (step("may_pay", cost=cost), *if_paid((_RETURN,))),
            tuple(self.ctx.targets),
            params=params,
            intervening_if=BELOW_CREATURE_CARD,
        )
