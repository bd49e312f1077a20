"""Amounts equal to the power of the object with the ability (608.2h: its last known power if
it has left the battlefield, as a "When ~ dies" trigger resolves): "When ~ dies, it deals damage
equal to its power to any target." (Fireblade Charger), "When ~ dies, target player loses life
equal to its power." (Mortis Dogs), "draw cards equal to its power" (121.1), "target player mills
cards equal to ~'s power" (701.17a). The amount word is "source_power" ("named_source_power" for
"~'s power")
(engine.instructions.registry.source_power).

"its" means the object with the ability only where nothing else has been named that it could
mean: the trigger event names the object itself (or there is no trigger event), and no target
before the amount is a permanent or card; otherwise the line isn't compiled.
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

POWER = "source_power"
PLAYER_TARGETS = frozenset({"player", "opponent"})

GRAMMAR = r"""
%extend damage: source PWR_DEALS_DAMAGE_EQUAL "to" recipient -> damage_equal_to_power
%extend life: subject PWR_LOSES_LIFE_EQUAL -> lose_life_equal_to_power
PWR_DEALS_DAMAGE_EQUAL: "deals damage equal to its power"
PWR_LOSES_LIFE_EQUAL: "loses life equal to its power"
%extend mill: "mill" PWR_CARDS_EQUAL -> mill_equal_to_power
            | subject "mills" PWR_CARDS_EQUAL -> mill_equal_to_power
%extend draw: "draw" PWR_CARDS_EQUAL -> draw_equal_to_power
            | subject "draws" PWR_CARDS_EQUAL -> draw_equal_to_power
PWR_CARDS_EQUAL: "cards equal to its power" | "cards equal to ~'s power"
"""
NAMED_POWER = "named_source_power"  # "~'s power" (engine.vocabulary.amounts.SourcePower)


class PowerAmountLowering:
    ctx: LineContext
    trigger_kind: str | None = None  # set by TriggeredLowering.trigger

    def _its_is_the_source(self, named_before: int) -> None:
        kind = self.trigger_kind
        if kind is not None and not kind.startswith("self_"):
            raise ValueError('"its" may mean the object of the trigger event')
        if any(t not in PLAYER_TARGETS for t in self.ctx.targets[:named_before]):
            raise ValueError('"its" may mean a target')

    def damage_equal_to_power(self, items: list[Any]) -> Effects:
        recipient = items[-1]
        # The recipient is named after the amount; a target recipient doesn't change "its".
        before = len(self.ctx.targets) - (1 if isinstance(recipient, int) else 0)
        self._its_is_the_source(before)
        return (step("deal_damage", amount=POWER, to=recipient),)

    def _cards_equal_to_power(self, kind: str, items: list[Any]) -> Effects:
        # 121.1 (draw), 701.17a (mill): that many cards, the power as the instruction applies
        # (608.2h: last known if the object has left the battlefield)
        named = str(items[-1]).endswith("~'s power")
        if not named:
            self._its_is_the_source(len(self.ctx.targets))
        player = {"player": items[0]} if len(items) > 1 else {}
        if kind == "mill":
            self.ctx.bound.append("milled_player" if player else "milled")  # 701.17c
        return (step(kind, **player, count=NAMED_POWER if named else POWER),)

    def mill_equal_to_power(self, items: list[Any]) -> Effects:
        return self._cards_equal_to_power("mill", items)

    def draw_equal_to_power(self, items: list[Any]) -> Effects:
        return self._cards_equal_to_power("draw", items)

    def lose_life_equal_to_power(self, items: list[Any]) -> Effects:
        self._its_is_the_source(len(self.ctx.targets))
        return (step("lose_life", player=items[0], amount=POWER),)


def cards_equal_to_power_words(kind: str, count: Any) -> str | None:
    """ "[draw|mill] cards equal to its power" / "... ~'s power", or None."""
    if count == POWER:
        return f"{kind} cards equal to its power"
    if count == NAMED_POWER:
        return f"{kind} cards equal to ~'s power"
    return None


def power_amount_words(kind: str, params: Any, source: str, ref: Any) -> str | None:
    """The clause of a step whose amount is the source's power, or None for another step.
    `source` is how the object with the ability is named ("it" or "~"); `ref` names a
    reference."""
    if params.get("amount") != POWER:
        return None
    if kind == "deal_damage" and set(params) == {"amount", "to"}:
        return f"{source} deals damage equal to its power to {ref(params.get('to', 0))}"
    if kind == "lose_life" and set(params) == {"amount", "player"}:
        return f"{ref(params.get('player', 'you'))} loses life equal to its power"
    return None
