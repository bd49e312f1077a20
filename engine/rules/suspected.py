"""Suspected (701.60): a designation a permanent has until it leaves the battlefield or an effect
ends it (701.60a-b), kept as a bookkeeping effect of kind "suspected" with params "object" and
"timestamp" (engine.mechanics.designations: a new object after a zone change, 400.7, isn't
suspected). While it is suspected the permanent has menace and "This creature can't block"
(701.60c): engine.rules.characteristics gives them in layer 6 (613.1f), in timestamp order
with the other ability-changing effects. A leaf module: the rules read it, the mechanic
(engine.mechanics.suspect) writes it.
"""

from __future__ import annotations

from engine.core.state import Effect, GameObject
from engine.rules.combat_words import CANT_BLOCK

SUSPECTED = "suspected"
SUSPECTED_KEYWORDS = frozenset({"menace", CANT_BLOCK})  # 701.60c


def suspects(effect: Effect, obj: GameObject) -> bool:
    """Is `effect` the suspected designation of this object (the same object, 400.7)?"""
    return (
        effect.kind == SUSPECTED
        and effect.params.get("object") == obj.id
        and effect.params.get("timestamp") == obj.timestamp
    )
