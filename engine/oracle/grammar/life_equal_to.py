"""Life gained or lost "equal to ~'s power" (119.3; the amount word "named_source_power": the source's
power as the instruction applies, or its last known power if it has left the battlefield,
608.2h): "target opponent loses life equal to ~'s power" (Marionette Master), "you gain life
equal to ~'s power".

Life "equal to [a count]" (the counts of engine.rules.defined_pt, 608.2h: counted once as the
instruction applies, "you" being the ability's controller, 109.5): "each opponent loses life equal
to the number of tapped creatures you control" (Throne of the God-Pharaoh), "you gain life equal
to the number of creature cards in your graveyard" (Blossoming Wreath). The amount word is
"equal_to_count:WORD" (engine.vocabulary.amounts.CountOf with `equal_to`): the same count as
"X life, where X is ...", printed back in the card's own words.

Damage "equal to [a count]" after its one recipient (120.3, 608.2h): "~ deals damage to any target
equal to the number of cards in your hand" (Fateful Showdown: counted as it resolves, the spell
itself on the stack and not in the hand). The same amount word on `deal_damage`."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step
from engine.vocabulary.amounts import EQUAL_TO_COUNT_PREFIX

GRAMMAR = r"""
%extend life: "you" "gain" LE_LIFE_EQUAL_TO_POWER -> gain_you_power
            | subject "loses" LE_LIFE_EQUAL_TO_POWER -> lose_player_power
            | "you" "gain" LE_LIFE_EQUAL_TO count -> gain_you_count
            | subject "gains" LE_LIFE_EQUAL_TO count -> gain_player_count
            | "you" "lose" LE_LIFE_EQUAL_TO count -> lose_you_count
            | subject "loses" LE_LIFE_EQUAL_TO count -> lose_player_count
%extend damage: source "deals" "damage" "to" recipient LE_EQUAL_TO count -> damage_equal_to_count
LE_EQUAL_TO: "equal to"
LE_LIFE_EQUAL_TO_POWER: "life equal to ~'s power"
LE_LIFE_EQUAL_TO: "life equal to"
"""
POWER = "named_source_power"  # engine.vocabulary.amounts.SourcePower(by_name=True)


class LifeEqualToLowering:
    ctx: LineContext

    def gain_you_power(self, items: list[Any]) -> Effects:
        return (step("gain_life", amount=POWER),)

    def lose_player_power(self, items: list[Any]) -> Effects:
        return (step("lose_life", player=items[0], amount=POWER),)

    def gain_you_count(self, items: list[Any]) -> Effects:
        return (step("gain_life", amount=f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"),)

    def gain_player_count(self, items: list[Any]) -> Effects:
        amount = f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"
        return (step("gain_life", player=items[0], amount=amount),)

    def lose_you_count(self, items: list[Any]) -> Effects:
        return (step("lose_life", amount=f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"),)

    def damage_equal_to_count(self, items: list[Any]) -> Effects:
        amount = f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"
        return (step("deal_damage", amount=amount, to=items[1]),)

    def lose_player_count(self, items: list[Any]) -> Effects:
        amount = f"{EQUAL_TO_COUNT_PREFIX}{items[-1]}"
        return (step("lose_life", player=items[0], amount=amount),)
