"""The assembled game: `apply` and `explore` (play), what can be done now (legal, combat
options), the board as text (render) and the honest automation label of a definition
(automation).

May import: everything in the engine below it (core, cards, rules, instructions, mechanics,
document, actions). Never the puzzle, pzl, oracle or notation packages.
"""

from __future__ import annotations

# The combat steps' picker entries register themselves with engine.game.legal (EXTRA_OPTIONS).
from engine.game import combat_options as _combat_options  # noqa: E402, F401
