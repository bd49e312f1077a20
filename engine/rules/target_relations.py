"""Targets chosen in relation to the ability's other targets (115.3, 115.1).

Two target words narrow a plain word (engine.vocabulary.words):

- "other:WORD": none of the ability's earlier targets. 115.3: one object can't be chosen twice
  for one instance of the word "target" ("Exchange control of two target creatures": the second
  target is "other:creature"), and "another target creature" after a first target means a
  different creature ("Target creature you control fights another target creature.").
- "sharing_type:WORD": not the previous target, and a permanent sharing at least one permanent
  type with it ("two target permanents that share a permanent type", Role Reversal). A shared
  type is part of the targeting words, so it is checked again as the spell resolves (608.2b):
  if they no longer share a type, the later target is illegal.
- "sharing_artifact_or_creature_type:WORD": the same, but the shared type must be artifact or
  creature, the types the previous target's words named (Legerdemain: "another target permanent
  that shares one of those types with it"; an artifact creature first lets the second be any
  artifact or any creature). Also checked again as the spell resolves (608.2b).
"""

from __future__ import annotations

from engine.core.state import GameState
from engine.rules.characteristics import chars
from engine.vocabulary.words import (
    OTHER_PREFIX,
    SHARING_ARTIFACT_OR_CREATURE_PREFIX,
    SHARING_TYPE_PREFIX,
    related_word,
)

# The permanent types (110.4).
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def shared_permanent_types(state: GameState, one: str, other: str) -> frozenset[str]:
    """The permanent types both objects have now (their current characteristics, 613)."""
    a, b = state.find_object(one), state.find_object(other)
    if a is None or b is None:
        return frozenset()
    types_a, types_b = set(chars(state, a).types), set(chars(state, b).types)
    return frozenset(t for t in PERMANENT_TYPES if t in types_a and t in types_b)


def relation_problem(
    state: GameState, requirement: str, target: str, earlier: tuple[str | None, ...]
) -> tuple[str, str] | None:
    """Why `target` can't be chosen for `requirement` after the `earlier` targets of the same
    ability (a sentence and its rule), or None when it can (or the word has no relation)."""
    related = related_word(requirement)
    if related is None:
        return None
    relation, _ = related
    if relation == OTHER_PREFIX and target in earlier:
        return "the same object or player can't be chosen again for this target", "115.3"
    if relation == SHARING_TYPE_PREFIX:
        previous = earlier[-1] if earlier else None
        if previous is None or previous == target:
            return "the same object can't be chosen again for this target", "115.3"
        if not shared_permanent_types(state, previous, target):
            return "it doesn't share a permanent type with the other target", "115.1"
    if relation == SHARING_ARTIFACT_OR_CREATURE_PREFIX:
        previous = earlier[-1] if earlier else None
        if previous is None or previous == target:
            return "the same object can't be chosen again for this target", "115.3"
        if not shared_permanent_types(state, previous, target) & {"Artifact", "Creature"}:
            return (
                "it shares neither the type artifact nor the type creature with the other target",
                "115.1",
            )
    return None


def relation_allows(
    state: GameState, requirement: str, target: str, earlier: tuple[str | None, ...]
) -> bool:
    return relation_problem(state, requirement, target, earlier) is None
