"""State triggers (603.8): "When [condition], [effect]." with any condition an intervening "if"
clause reads (engine.oracle.grammar.trigger_conditions, engine.oracle.grammar.board_conditions):

    When you control no Islands, sacrifice ~.               (Dandân, Sea Serpent)
    When you control no artifacts, sacrifice ~.             (Covetous Dragon)
    When you control no lands, sacrifice ~.                 (Serendib Djinn)

The trigger kind "state" with the condition's name (engine.rules.state_triggers): it triggers as
soon as the state holds, and not again while it waits or is on the stack."""

from __future__ import annotations

from typing import Any

from engine.cards.model import TriggeredAbility
from engine.oracle.grammar.board_conditions import board_condition_words
from engine.oracle.grammar.trigger_conditions import condition_words
from engine.oracle.lowering import LineContext, triggered_ability
from engine.rules.state_triggers import STATE

GRAMMAR = r"""
%extend triggered: ST_WHEN condition "," effects -> state_triggered
ST_WHEN: "when"
"""


class StateTriggerLowering:
    ctx: LineContext

    def state_triggered(self, items: list[Any]) -> TriggeredAbility:
        condition, effects = items[1], items[-1]
        return triggered_ability(
            "", STATE, effects, tuple(self.ctx.targets), params={"condition": condition}
        )


def state_trigger_phrase(ability: TriggeredAbility) -> str | None:
    """ "when [condition]" of a state trigger, or None for another trigger."""
    if ability.trigger != STATE or set(ability.params) != {"condition"}:
        return None
    name = str(ability.params["condition"])
    words = condition_words(name) or board_condition_words(name)
    return None if words is None else f"when {words}"
