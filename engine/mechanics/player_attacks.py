"""A player attacking as a whole (508.3d: "Whenever [a player] attacks, ..." triggers if one or
more creatures that player controls are declared as attackers), and "whenever you attack with
two or more creatures" (Military Intelligence): the ability's controller declared at least that
many attackers. Either triggers once for the declaration, however many creatures attack, and not
for creatures put onto the battlefield attacking (508.3a, 508.4: they were never declared)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.events import AttackDeclared, DidEvent
from engine.core.state import GameObject, GameState
from engine.rules.characteristics import chars
from engine.rules.triggers import STATE_BINDINGS, trigger_kind


@trigger_kind("you_attack")
def _you_attack(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """The declaration's attackers are in the combat as each AttackDeclared is seen (508.1m):
    the ability triggers on the first of its controller's, when they are "at_least" many."""
    if not isinstance(event, AttackDeclared) or state.combat is None:
        return False
    declared = [
        a
        for a in state.combat.attacker_ids()
        if (found := state.find_object(a)) is not None and found.controller == obj.controller
    ]
    at_least = int(ability.params.get("at_least", 1))
    counted = _counted(ability, state, declared)
    return bool(declared) and declared[0] == event.attacker and len(counted) >= at_least


def _counted(ability: TriggeredAbility, state: GameState, declared: list[str]) -> list[str]:
    subtype = ability.params.get("subtype")  # "with one or more Elves" (205.3m)
    return [
        a
        for a in declared
        if subtype is None or str(subtype) in chars(state, state.object(a)).subtypes
    ]


def _attack_count(
    ability: TriggeredAbility, event: DidEvent, obj: GameObject, state: GameState
) -> dict[str, Any]:
    """ "That many": how many of the controller's declared attackers the trigger counted
    (508.1m), as it triggers."""
    if state.combat is None:
        return {}
    declared = [
        a
        for a in state.combat.attacker_ids()
        if (found := state.find_object(a)) is not None and found.controller == obj.controller
    ]
    return {ATTACK_COUNT: len(_counted(ability, state, declared))}


ATTACK_COUNT = "attack_count"
STATE_BINDINGS["you_attack"] = _attack_count
