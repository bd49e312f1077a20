"""Targets controlled by the player a trigger event named (115.1, 603.3d, 608.2b).

"Whenever ~ deals combat damage to a player, destroy target artifact that player controls."
The ability's target word is "that_player_controls:artifact" (engine.vocabulary.words). The
damaged player is known as the ability triggers (bound "player", engine.rules.trigger_events),
so as the ability is put on the stack and its targets are chosen (603.3d, 601.2c) the word is
bound to "controlled_by:PLAYER:artifact": an artifact that player controls then. The same binding
is used for the check as the ability resolves (608.2b): a target that player no longer controls
(its control changed) is illegal. A word no trigger bound a player for allows nothing."""

from __future__ import annotations

from collections.abc import Mapping

from engine.vocabulary.words import CONTROLLED_BY_PREFIX, bound_controller_word

# The key of the player the trigger event named ("that player").
PLAYER_KEY = "player"


def bind_word(requirement: str, bound: Mapping[str, object]) -> str:
    """`requirement`, a "that_player_controls:WORD" word bound to the trigger's player; any other
    word (and one with no player bound) as it is."""
    controlled = bound_controller_word(requirement)
    if controlled is None or controlled[0] is not None:
        return requirement
    player = bound.get(PLAYER_KEY)
    if not isinstance(player, str):
        return requirement
    return f"{CONTROLLED_BY_PREFIX}:{player}:{controlled[1]}"


def bind_words(requirements: tuple[str, ...], bound: Mapping[str, object]) -> tuple[str, ...]:
    return tuple(bind_word(r, bound) for r in requirements)
