"""A sentence done "at end of combat": a delayed triggered ability (603.7) that triggers as the
next end of combat step begins (511.2), made as the ability with the sentence resolves.

    Whenever ~ blocks or becomes blocked by a creature, destroy that creature at end of combat.
                                                                      (Venomous Dragonfly)
    Whenever ~ deals combat damage to a creature, destroy that creature at end of combat.
                                                                         (Ohran Viper)
    When ~ attacks, sacrifice it at end of combat.                    (Crumbling Colossus)

The delayed ability acts on what the trigger event named ("that creature", bound as the ability
triggered): the bound value and its timestamp travel with the delayed trigger
(engine.instructions.registry's "create_delayed_trigger"), so it finds the permanent only while
it is still that object (400.7). One acting on the object with the ability ("sacrifice it at
end of combat") remembers its timestamp ("of_source"): if it has left the battlefield since, the
delayed ability does nothing (engine.actions.resolve). A sentence acting on anything else (a
target, another group) isn't read.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, step

# Instructions acting on the permanent their "to" names, and nothing else.
_ON_BOUND = frozenset({"destroy", "return_to_hand", "exile", "tap", "untap"})
# ... and those that may name the object with the ability ("it", "~"), with the counters'.
_ON_SOURCE = _ON_BOUND | {"put_counters"}
_SELF = ("self", "it")

GRAMMAR = r"""
%extend sentence: clause EC_AT_END_OF_COMBAT "." -> end_of_combat_sentence
EC_AT_END_OF_COMBAT: "at end of combat"
"""


def on_a_bound_permanent(effect: Instruction) -> bool:
    """The instruction acts only on a permanent a trigger event named (bound:KEY)."""
    to = effect.params.get("to")
    return (
        effect.kind in _ON_BOUND
        and isinstance(to, str)
        and to.startswith("bound:")
        and set(effect.params) == {"to"}
    )


def on_its_source(effect: Instruction) -> bool:
    """The instruction acts only on the object with the ability: "sacrifice it", "destroy it",
    "put a -1/-1 counter on it"."""
    if effect.kind == "sacrifice_self":
        return not effect.params
    extra = {"kind", "count"} if effect.kind == "put_counters" else set()
    return (
        effect.kind in _ON_SOURCE
        and effect.params.get("to") in _SELF
        and set(effect.params) - {"to"} <= extra
    )


class EndOfCombatLowering:
    def end_of_combat_sentence(self, items: list[Any]) -> Effects:
        effects: Effects = items[0]
        if not effects or not all(on_a_bound_permanent(e) or on_its_source(e) for e in effects):
            raise ValueError("at end of combat: only what the trigger event named (400.7)")
        stored = tuple({"kind": e.kind, "params": dict(e.params)} for e in effects)
        # 400.7: on the object with the ability only while it is the object it was
        of_source = {"of_source": True} if any(on_its_source(e) for e in effects) else {}
        return (step("create_delayed_trigger", step="end_of_combat", effects=stored, **of_source),)
