"""Continuous effects whose size is a count (613.4c, 601.2f): "~ gets +1/+1 for each card in your
hand.", "Enchanted creature gets +2/+2 for each other enchantment on the battlefield.", "~ costs
{1} less to cast for each artifact you control." A static ability's effect with "for_each" (a
count of engine.rules.defined_pt) states its numbers once per counted thing; the count is read
continuously (611.3a: whenever the effect applies), from the point of view of the ability's
object (its controller, 109.5), and reads printed characteristics as the other counts do.
"""

from __future__ import annotations

from engine.core.state import Effect, GameState
from engine.rules.defined_pt import Printed, compute, known_count

FOR_EACH = "for_each"
# "~ costs {X} less to cast, where X is ...": the same count, written as X (107.3a: X is a
# number the text defines).
X_IS = "x_is"


def count_word(effect: Effect) -> str | None:
    """What the effect counts ("for_each" or "x_is"), or None when its numbers are fixed."""
    word = effect.params.get(FOR_EACH, effect.params.get(X_IS))
    return None if word is None else str(word)


def times(state: GameState, effect: Effect, printed: Printed) -> int:
    """How many times the effect's numbers apply: 1 without "for_each", else the count now
    (0 when the count or the effect's source is unknown: an effect never guesses)."""
    word = count_word(effect)
    if word is None:
        return 1
    source = state.find_object(effect.source) if effect.source else None
    if source is None or not known_count(word):
        return 0
    return compute(state, source, word, printed)
