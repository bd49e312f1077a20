"""Dungeons and the initiative (309, 701.49, 726; engine.mechanics.dungeons and
engine.mechanics.initiative): the keyword action "venture into the dungeon" and its variant
"venture into Undercity" (701.49d), and the verb "you take the initiative" (726.1). As clauses
they compose with every trigger, cost and sentence the effect grammar reads ("When ~ enters,
venture into the dungeon.", "{3}, {T}: Venture into the dungeon. Activate only as a sorcery.").
The intervening "if" conditions "if you've completed a dungeon" and "if you have the initiative"
are in engine.oracle.grammar.trigger_conditions."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

# Conditions of static abilities (611.3a) on the player: name (engine.rules.static_conditions,
# registered by engine.mechanics.dungeons and engine.mechanics.initiative) -> the words.
DUNGEON_STATIC_CONDITIONS = {
    "completed_dungeon": "you've completed a dungeon",  # 309.7
    "initiative": "you have the initiative",  # 726.1
}

# 701.49d: the qualities "venture into [quality]" names (205.3p: the dungeon type).
VENTURE_QUALITIES = ("Undercity",)

GRAMMAR = r"""
%extend clause: venture | take_initiative
venture: VENTURE_INTO_THE_DUNGEON -> venture_dungeon
       | VENTURE_INTO_UNDERCITY -> venture_undercity
VENTURE_INTO_THE_DUNGEON: "venture into the dungeon"
VENTURE_INTO_UNDERCITY: "venture into undercity"
take_initiative: "you" TAKE_THE_INITIATIVE -> initiative_you
TAKE_THE_INITIATIVE: "take the initiative"
"""


class DungeonLowering:
    ctx: LineContext

    def venture_dungeon(self, items: list[Any]) -> Effects:
        return (step("venture", player="you"),)

    def venture_undercity(self, items: list[Any]) -> Effects:
        return (step("venture", player="you", into="Undercity"),)

    def initiative_you(self, items: list[Any]) -> Effects:
        return (step("take_initiative", player="you"),)


def venture_words(into: str | None) -> str:
    """The printer's words for venture (701.49a, 701.49d)."""
    return f"venture into {into}" if into else "venture into the dungeon"
