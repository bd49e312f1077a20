"""Attachment trigger events and their effects (engine.rules.attachment_triggers,
engine.instructions.attach):

    Whenever ~ becomes unattached from a permanent, sacrifice that permanent.
                                                                      (Grafted Exoskeleton)
    When a creature with mana value 6 or greater enters, you may return ~ from your graveyard
    to the battlefield attached to that creature.                (Dragon Breath, Dragon Fangs)

"That permanent" is what the trigger event names (bound:unattached_from, 701.3d), or the last
target named (engine.oracle.grammar.anaphora); "sacrifice" it is the instruction
"sacrifice_referenced" (701.21a: only if its controller still controls it). "That creature" of
the entering trigger is the creature that entered (bound:entering, 603.6a); the card returned
from the graveyard is put onto the battlefield attached to it (303.4f, 303.4i:
"return_attached_from_graveyard"), so the ability works only from the graveyard (113.6m). Oracle
says "when" for an ability that moves its own card, since that can happen once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.cards.model import Instruction, TriggeredAbility
from engine.oracle.lowering import Effects, LineContext, step

RETURN_ATTACHED = "return_attached_from_graveyard"
# The effects that move the ability's own card out of the graveyard: its trigger says "when".
_MOVES_ITS_CARD = frozenset({RETURN_ATTACHED, "return_to_battlefield"})

GRAMMAR = r"""
%extend sacrifice: "sacrifice" ANA_THAT_NOUN -> sacrifice_that
// 603.6a, 202.3: "when a creature with mana value 6 or greater enters"
%extend trigger: mana_value_enters
mana_value_enters: AT_CREATURE_WITH_MANA_VALUE INT OR_GREATER AT_ENTERS
AT_CREATURE_WITH_MANA_VALUE: "when a creature with mana value"
                           | "whenever a creature with mana value"
AT_ENTERS: "enters"
// 303.4f: "return ~ from your graveyard to the battlefield attached to that creature"
%extend clause: AT_RETURN_SELF_ATTACHED ANA_THAT_NOUN -> return_self_attached
AT_RETURN_SELF_ATTACHED: "return ~ from your graveyard to the battlefield attached to"
"""


def mana_value_enters_phrase(ability: TriggeredAbility) -> str | None:
    """The words of "permanent_enters" with a least mana value, or None."""
    params = ability.params
    if ability.trigger != "permanent_enters" or set(params) != {
        "type",
        "whose",
        "mana_value_at_least",
    }:
        return None
    if (params["type"], params["whose"]) != ("Creature", "any"):
        return None
    moves = any(
        e.kind in _MOVES_ITS_CARD and e.params.get("card", "self") == "self"
        for e in ability.effects
    )
    head = "when" if moves else "whenever"
    return f"{head} a creature with mana value {params['mana_value_at_least']} or greater enters"


def returned_attached_words(step: Instruction, ref: Callable[[Any], str]) -> str | None:
    """The words of "return_attached_from_graveyard", or None for another instruction."""
    if step.kind != RETURN_ATTACHED:
        return None
    if step.params.get("card", "self") != "self" or set(step.params) - {"card", "from", "to"}:
        return None
    return f"return ~ from your graveyard to the battlefield attached to {ref(step.params['to'])}"


class AttachmentTriggerLowering:
    ctx: LineContext

    def sacrifice_that(self, items: list[Any]) -> Effects:
        to = self.that_ref(items)  # type: ignore[attr-defined]
        return (step("sacrifice_referenced", to=to),)

    def mana_value_enters(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        return "permanent_enters", {
            "type": "Creature",
            "whose": "any",
            "mana_value_at_least": int(items[1]),
        }

    def return_self_attached(self, items: list[Token]) -> Effects:
        to = self.that_ref(items[1:])  # type: ignore[attr-defined]
        if not str(to).startswith("bound:"):
            raise ValueError("attached to a target: the Aura's target isn't chosen (303.4f)")
        return (step(RETURN_ATTACHED, card="self", to=to, **{"from": "graveyard"}),)
