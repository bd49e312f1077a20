"""Bookkeeping effects about activated abilities.

"Activate only once each turn" (602.1b) needs a memory of what was activated this turn. It is kept
as a stored effect of this kind, lasting until end of turn, so it travels with the state and its
document like any other effect. It modifies nothing.
"""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, ref_name, register


@register
class ActivatedThisTurn(EffectKind[WouldEvent]):
    """Params: "object", "ability" (its index), "turn" and "timestamp" (the object's, so a new
    object after a zone change, 400.7, isn't bound by the old one's record)."""

    name = "activated_this_turn"
    rules = ("602.1b", "602.5b")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"an ability of {ref_name(state, effect.params.get('object'))} was activated this turn"
        )
