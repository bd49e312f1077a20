"""Abilities that trigger when their controller performs a keyword action (701): "whenever you
scry" (701.22d), "whenever you surveil" (701.25d), "whenever you scry or surveil", "whenever you
proliferate" (701.34a), "whenever you clash" (701.30b) and "whenever you clash and win" (701.30d, engine.mechanics.clash), each on the event KeywordActionPerformed its instruction makes once the
action is complete (engine.instructions.scry, engine.instructions.top_of_library,
engine.instructions.proliferate), and "whenever you exert a creature" (701.43a) on Exerted
(engine.mechanics.exert): a creature its controller exerted as it attacked (508.1g).
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.events import DidEvent, Exerted, KeywordActionPerformed
from engine.core.state import GameObject, GameState
from engine.rules.triggers import trigger_kind

SCRY_OR_SURVEIL = "scry_or_surveil"


@trigger_kind("you_perform_action")
def _you_perform_action(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    if not (isinstance(event, KeywordActionPerformed) and event.player == obj.controller):
        return False
    wanted = str(ability.params.get("action", "scry"))
    if wanted == SCRY_OR_SURVEIL:
        return event.action in ("scry", "surveil")
    return event.action == wanted


@trigger_kind("you_exert")
def _you_exert(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """A creature exerted by this ability's controller (701.43a: only its controller exerts it,
    as it attacks, 508.1g)."""
    if not isinstance(event, Exerted):
        return False
    exerted = state.find_object(event.object)
    return exerted is not None and exerted.controller == obj.controller
