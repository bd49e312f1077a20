"""The scenario document: the versioned JSON form of a game state (codec, its JSON Schema, the
canonical form `load(dump(state))`, custom cards saved with a scenario, empty scenarios).

May import: engine.core, engine.cards, engine.rules, engine.instructions.registry, engine.mechanics (to
check custom cards' vocabulary). Never engine.actions or engine.game.play.
"""

from __future__ import annotations
