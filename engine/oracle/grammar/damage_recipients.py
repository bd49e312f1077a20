"""Damage recipients beyond those of engine.oracle.grammar.effects: an Aura's "enchanted
creature" ("When ~ enters, it deals 1 damage to enchanted creature.", Tilonalli's Crown:
303.4m, what the Aura is attached to as the ability resolves). "each other creature" (Chaos Maw)
is the group word "other_creatures" of engine.oracle.vocabulary.GROUP_WORDS."""

from __future__ import annotations

GRAMMAR = r"""
%extend recipient: ENCHANTED -> enchanted
"""
