"""Targets controlled by the player the trigger event named (115.1, 603.3d):

    Whenever ~ deals combat damage to a player, destroy target artifact that player controls.
    At the beginning of combat on each opponent's turn, tap target creature that player controls.

Any permanent target word that says nothing of its controller ("target creature", "target
artifact or enchantment", "target nonblack creature") followed by "that player controls", in a
triggered ability whose trigger event names a player (engine.oracle.grammar.triggered
names_a_player). It lowers to the target word "that_player_controls:WORD" of
engine.vocabulary.words, which engine.rules.bound_targets binds to the trigger's player as the
ability is put on the stack (its targets are chosen then, 603.3d) and again as it resolves
(608.2b). The target is a target like any other, so every verb taking a target takes it."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.core.state import Zone
from engine.oracle.grammar.common import terminal_name
from engine.oracle.lowering import LineContext
from engine.oracle.vocabulary import TARGET_PHRASES
from engine.rules.targets import looks_in
from engine.vocabulary.words import THAT_PLAYER_CONTROLS_PREFIX, bound_controller_word

SUFFIX = " that player controls"


def _plain(word: str, phrase: str) -> bool:
    """A permanent word that names no controller and no relation to another object."""
    return (
        looks_in(word) == (False, Zone.BATTLEFIELD)
        and phrase.startswith("target ")
        and not any(w in phrase for w in (" control", " player", " owner", " your ", " lesser"))
    )


# The plain words and their terminals ("target artifact that player controls").
BOUND_WORDS = {
    terminal_name("BPT_", word): word
    for word, phrase in TARGET_PHRASES.items()
    if _plain(word, phrase)
}

GRAMMAR = (
    "\n".join(f"%extend target: {name} -> that_player_target" for name in BOUND_WORDS)
    + "\n"
    + "\n".join(f'{name}: "{TARGET_PHRASES[word]}{SUFFIX}"' for name, word in BOUND_WORDS.items())
    + "\n"
)


def bound_player_target_phrase(requirement: str) -> str | None:
    """ "target artifact that player controls" for "that_player_controls:artifact", or None."""
    controlled = bound_controller_word(requirement)
    if controlled is None or controlled[0] is not None:
        return None
    phrase = TARGET_PHRASES.get(controlled[1])
    return phrase + SUFFIX if phrase is not None else None


class BoundPlayerTargetLowering:
    ctx: LineContext
    event_player: bool

    def that_player_target(self, items: list[Any]) -> int:
        token = items[0]
        assert isinstance(token, Token)
        if not self.event_player:
            # "that player" of a spell or of a trigger event naming no player: another shape
            raise ValueError('"that player controls" names no player of the trigger event')
        return self.ctx.target(f"{THAT_PLAYER_CONTROLS_PREFIX}:{BOUND_WORDS[token.type]}")
