"""An optional sacrifice as a triggered ability resolves (603.5, 608.2c): "Whenever a creature
is put into your graveyard from the battlefield, you may sacrifice ~. If you do, return that card
to the battlefield." (Angelic Renewal). The sacrifice is the instruction "may_sacrifice_self"
(engine.instructions.optional_sacrifices); the sentence after "If you do," is made of
instructions marked "if": "paid", as for "you may pay {2}. If you do, ..."
(engine.oracle.grammar.optional_payments).

"Return that card to the battlefield" is "return_died_card": the card a graveyard trigger put
there (400.7: the object in the graveyard), only after a trigger that names such a card.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import TriggeredAbility
from engine.oracle.grammar.optional_payments import if_paid
from engine.oracle.lowering import Effects, LineContext, step, triggered_ability

GRAMMAR = r"""
%extend triggered: trigger "," OS_MAY_SACRIFICE_SELF OP_IF_YOU_DO sentence -> triggered_may_sacrifice_self
                 | trigger "," OS_MAY_SACRIFICE_IT OP_IF_YOU_DO sentence -> triggered_may_sacrifice_it
OS_MAY_SACRIFICE_SELF: "you may sacrifice ~."
// "it" after a trigger event naming the object with the ability ("Whenever ~ deals combat damage
// to a player, you may sacrifice it.")
OS_MAY_SACRIFICE_IT: "you may sacrifice it."
// engine.oracle.grammar.flicker's terminal, without "under ... control"
%extend clause: FL_RETURN_IT -> return_died_card
"""

# Trigger kinds whose event puts a card into a graveyard and binds it as "died"
# (engine.rules.trigger_events, engine.rules.graveyard_triggers).
DIED_CARD_TRIGGERS = frozenset({"creature_dies", "put_into_graveyard_from_battlefield"})
RETURN_THAT_CARD = "return that card to the battlefield"


class OptionalSacrificeLowering:
    ctx: LineContext
    trigger_kind: str | None = None

    def triggered_may_sacrifice_self(self, items: list[Any]) -> TriggeredAbility:
        (kind, params), effects = items[0], items[-1]
        return triggered_ability(
            "",
            kind,
            (step("may_sacrifice_self"), *if_paid(effects)),
            tuple(self.ctx.targets),
            params=params,
        )

    def triggered_may_sacrifice_it(self, items: list[Any]) -> TriggeredAbility:
        """ "you may sacrifice it.": "it" is the object with the ability when the trigger event
        is that object's own ("self_..." kinds: "whenever ~ deals combat damage to a player") and
        names no other object "it" (engine.oracle.grammar.combat_triggers.event_references)."""
        (kind, params), effects = items[0], items[-1]
        if getattr(self, "event_refs", {}).get("it") is not None or kind in DIED_CARD_TRIGGERS:
            raise ValueError('"it" names an object the trigger event names')
        if not kind.startswith("self_"):
            raise ValueError('"it" names no object with the ability here')
        return triggered_ability(
            "",
            kind,
            (step("may_sacrifice_self", said_it=True), *if_paid(effects)),
            tuple(self.ctx.targets),
            params=params,
        )

    def return_died_card(self, items: list[Any]) -> Effects:
        if not str(items[0]).lower().startswith(RETURN_THAT_CARD):
            raise ValueError('"return it to the battlefield" of a card a trigger event names')
        if self.trigger_kind not in DIED_CARD_TRIGGERS:
            raise ValueError('"that card" names no card the trigger event put into a graveyard')
        return (step("return_died_card"),)
