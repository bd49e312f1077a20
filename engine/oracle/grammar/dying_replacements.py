""" "If that creature would die this turn, exile it instead." (Agate Assault, Bleed Dry):
a sentence creating a replacement effect (614.1a) on the permanent named before it ("that
creature": the last target, engine.oracle.grammar.anaphora; or "it"), applied to every card
whose spell or ability names such a permanent first, whatever the verb (damage, -N/-N, fight).
The instruction is "exile_if_it_would_die" (engine.mechanics.exiled_instead_of_dying)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

# engine.instructions.registry.DAMAGED_THIS_WAY, bound by the damage instruction before it
DAMAGED = "bound:dealt_damage_this_way"

GRAMMAR = r"""
%extend sentence: "if" DR_THAT_OBJECT DR_WOULD_DIE "." -> exile_if_it_would_die
                | "if" DR_DAMAGED_THIS_WAY DR_WOULD_DIE "." -> exile_damaged_if_it_would_die
DR_THAT_OBJECT: "that creature" | "it"
DR_DAMAGED_THIS_WAY: "a creature dealt damage this way"
DR_WOULD_DIE: "would die this turn, exile it instead"
"""


class DyingReplacementLowering:
    ctx: LineContext
    that_ref: Any  # engine.oracle.grammar.anaphora

    def exile_if_it_would_die(self, items: list[Any]) -> Effects:
        said = str(items[0]).lower()
        if said == "it":
            if not self.ctx.targets:
                raise ValueError('"it" names no target')
            to: Any = len(self.ctx.targets) - 1
        else:
            to = self.that_ref([items[0].__class__("ANA_THAT_NOUN", "that creature")])
        return (step("exile_if_it_would_die", to=to),)

    def exile_damaged_if_it_would_die(self, items: list[Any]) -> Effects:
        """The creatures the sentence before dealt damage to (120.4b)."""
        return (step("exile_if_it_would_die", to=DAMAGED, creatures=True),)


def exile_if_it_would_die_words(params: Any, ref: Any) -> str | None:
    """The sentence's words for the instruction's parameters, or None."""
    if (
        params.get("to") == DAMAGED
        and params.get("creatures")
        and set(params) == {"to", "creatures"}
    ):
        return "if a creature dealt damage this way would die this turn, exile it instead"
    if set(params) - {"to"}:
        return None
    to = params.get("to", 0)
    said = ref(to)
    if said not in ("it", "that creature"):
        return None
    return f"if {said} would die this turn, exile it instead"
