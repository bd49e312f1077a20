"""The rules machinery: the one event pipeline (614-616), continuous effects and the layers
(613), copy effects (707), zones, damage and life, state-based actions (704), turn structure
(500-514), combat (506-511), triggered abilities (603), targets (115), mana (106, 605),
activation restrictions (602), loyalty (606), attaching (701.3) and the keyword list.

May import: engine.core and engine.cards (definitions are data). Never the instruction
vocabulary, mechanics, the document, actions or the game.
"""

from __future__ import annotations
