"""Keyword lines of mechanics with a number, standing for a triggered ability the engine defines
(engine.cards.keyword_abilities): bushido (702.45a). The keywords without a parameter (prowess,
exalted, devoid, persist, flanking, battle cry) are plain keywords of engine.oracle.vocabulary.

The printer reads the number back from the ability (engine.oracle.printer.mechanic_keyword)."""

from __future__ import annotations

from typing import Any

from engine.cards.keyword_abilities import bushido
from engine.cards.model import Ability, TriggeredAbility
from engine.oracle.lowering import LineContext

GRAMMAR = r"""
%extend keyword_item: "bushido" INT -> bushido_keyword
"""

# First words of the keyword lines this module reads (the compiler tries keyword_line for them).
HEADS = frozenset({"bushido"})


class KeywordMechanicsLowering:
    ctx: LineContext

    def bushido_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return "ability", bushido(int(items[0]))


def mechanic_keyword(ability: Ability) -> str | None:
    """The keyword line an ability of this module's mechanics prints as (None: not one)."""
    if (
        isinstance(ability, TriggeredAbility)
        and ability.keyword == "Bushido"
        and ability.trigger == "self_blocks_or_becomes_blocked"
        and len(ability.effects) == 1
    ):
        n = ability.effects[0].params.get("power")
        if isinstance(n, int) and ability == bushido(n):
            return f"Bushido {n}"
    return None
