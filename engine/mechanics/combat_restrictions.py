"""Restrictions on attacking and blocking that hold only while a condition is false (508.1a,
509.1a: "~ can't attack unless you control an artifact", "~ can't block unless you control another
Zombie", "~ can't attack or block unless an opponent has eight or more cards in their
graveyard"), read as the creature's "can't attack" / "can't block" ability with the condition
"not:CONDITION" (engine.rules.static_conditions), checked as attackers or blockers are declared.

The conditions read printed characteristics, as the other static conditions do.
"""

from __future__ import annotations

from engine.core.state import GameObject, GameState, Zone
from engine.rules.copying import effective_def
from engine.rules.static_conditions import _printed_yours, condition, holds


@condition("not")
def _not(state: GameState, obj: GameObject, word: str) -> bool:
    """ "~ can't attack unless [condition]": the restriction applies while the condition is false."""
    return not holds(state, obj, word)


@condition("you_control_one_of")
def _you_control_one_of(state: GameState, obj: GameObject, words: str) -> bool:
    """ "you control a Knight or a Soldier": a permanent with one of the subtypes (or types)."""
    wanted = set(words.split(","))
    return any(wanted & set(found) for found in _printed_yours(state, obj))


@condition("you_control_another")
def _you_control_another(state: GameState, obj: GameObject, word: str) -> bool:
    """ "you control another Zombie": a permanent other than this one with the subtype."""
    others = [o for o in state.battlefield if o.id != obj.id and o.controller == obj.controller]
    return any(word in _printed(state, o) for o in others if not o.phased_out)


def _printed(state: GameState, obj: GameObject) -> tuple[str, ...]:
    definition = effective_def(state, obj)
    if definition is not None:
        return (*definition.types, *definition.subtypes)
    if obj.characteristics is not None:
        return (*obj.characteristics.types, *obj.characteristics.subtypes)
    return ()


@condition("opponent_graveyard_at_least")
def _opponent_graveyard_at_least(state: GameState, obj: GameObject, count: str) -> bool:
    """ "an opponent has eight or more cards in their graveyard" (a graveyard is its owner's,
    404.1)."""
    if not count.isdigit():
        return False
    return any(
        sum(1 for o in state.objects if o.zone is Zone.GRAVEYARD and o.owner == p.id) >= int(count)
        for p in state.players
        if p.id != obj.controller and not p.lost
    )
