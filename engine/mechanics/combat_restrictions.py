"""Restrictions on attacking and blocking that hold only while a condition is false (508.1a,
509.1a: "~ can't attack unless you control an artifact", "~ can't block unless you control another
Zombie", "~ can't attack or block unless an opponent has eight or more cards in their
graveyard"), read as the creature's "can't attack" / "can't block" ability with the condition
"not:CONDITION" (engine.rules.static_conditions), checked as attackers or blockers are declared.

The conditions read printed characteristics, as the other static conditions do.
"""

from __future__ import annotations

from engine.core.state import GameObject, GameState
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


# "you control another Zombie" is engine.rules.static_conditions' "you_control_another".


# "an opponent has eight or more cards in their graveyard" is static_conditions' too.
