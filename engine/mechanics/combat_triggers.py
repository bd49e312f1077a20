"""Combat trigger events Oracle text names beyond those of engine.rules.trigger_events, and the
words their effects use for what the event names:

- "whenever equipped creature attacks" (an Equipment's trigger on the creature it equips,
  301.5f; "enchanted creature" for an Aura, 303.4m): the attacker is bound as "attacker" and what
  it attacks as "attacked";
- "whenever ~ attacks" binds what the creature attacks as "attacked" too;
- "defending player" (508.5): the player the attacking creature attacks (the controller of the
  planeswalker it attacks, the protector of the battle), read from what the trigger bound, so it
  stays that player once the creature has left combat;
- "other creatures you control": the other creatures the controller controls now;
- the creature a trigger event names ("that creature", "it") is acted on only while it is the
  permanent it was as the ability triggered (400.7: not once it has died, been exiled or returned).
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.events import AttackDeclared, DidEvent
from engine.core.state import GameObject, GameState
from engine.instructions.references import controller_of
from engine.instructions.registry import ExecContext, resolves
from engine.rules.combat.queries import attack_defending_player
from engine.rules.pipeline import Resolution
from engine.rules.triggers import (
    EVENT_BINDINGS,
    PERMANENT_BINDINGS,
    attacks_together,
    trigger_kind,
)
from engine.vocabulary.references import DefendingPlayer


@trigger_kind("equipped_creature_attacks")
def _equipped_creature_attacks(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever equipped (enchanted) creature attacks" (508.3a): the creature this Equipment or
    Aura is attached to as it is declared as an attacker (508.1m)."""
    return (
        isinstance(event, AttackDeclared)
        and obj.attached_to is not None
        and event.attacker == obj.attached_to
        and attacks_together(state, event.attacker, ability.params)  # 508.1m
    )


def _attack_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    if not isinstance(event, AttackDeclared):
        return {}
    return {"attacker": event.attacker, "attacked": event.defender}


EVENT_BINDINGS.update(
    {"equipped_creature_attacks": _attack_binding, "self_attacks": _attack_binding}
)


# "That creature" and "it" of a trigger event act on the permanent as it was (400.7).
PERMANENT_BINDINGS.update({"damaged", "attacker", "blocker"})


@resolves(DefendingPlayer)
def _defending_player(res: Resolution, ctx: ExecContext, ref: DefendingPlayer) -> list[str]:
    """508.5: the player the creature attacked as the ability triggered, or the controller of
    the planeswalker (its last controller if it has left the battlefield, 608.2h)."""
    state = res.state
    attacked = ctx.bound.get("attacked")
    if isinstance(attacked, str):
        player = state.find_player(attacked)
        if player is not None:
            return [] if player.lost else [player.id]
        who = controller_of(res, attacked)
        return [who] if who is not None else []
    source = state.find_object(ctx.source)
    defending = attack_defending_player(state, source) if source is not None else None
    return [defending] if defending is not None else []
