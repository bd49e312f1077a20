"""The monarch (725, engine.mechanics.monarch): the verb "become the monarch" with its player
subjects ("you become the monarch", "target player becomes the monarch", "target opponent
becomes the monarch"); it composes with every trigger and rider an effect does. The intervening
"if" conditions "if you're the monarch" and "if an opponent is the monarch" are in
engine.oracle.grammar.trigger_conditions."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: monarch
monarch: "you" BECOME_MONARCH -> monarch_you
       | subject BECOMES_MONARCH -> monarch_player
BECOME_MONARCH: "become the monarch"
BECOMES_MONARCH: "becomes the monarch"
"""


class MonarchLowering:
    ctx: LineContext

    def monarch_you(self, items: list[Any]) -> Effects:
        return (step("become_monarch", player="you"),)

    def monarch_player(self, items: list[Any]) -> Effects:
        return (step("become_monarch", player=items[0]),)


def monarch_words(player: str, subject: str) -> str:
    """The printer's words for become_monarch (725.1): `subject` names the player."""
    return "you become the monarch" if player == "you" else f"{subject} becomes the monarch"
