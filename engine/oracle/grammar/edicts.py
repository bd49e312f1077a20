"""A player sacrificing several permanents they choose (701.21a): "Target player sacrifices two
creatures.", "Each opponent sacrifices two creatures." (engine.instructions.sacrifice: the
player chooses which as it resolves; with that many or fewer, all of them)."""

from __future__ import annotations

from typing import Any

from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word

GRAMMAR = r"""
%extend edict: subject "sacrifices" NUMWORD ED_KINDS -> player_sacrifices_several
ED_KINDS: "creatures" | "lands" | "artifacts" | "enchantments" | "permanents"
"""


def several_words(kind: str, count: Any) -> str | None:
    """ "two creatures" for a count above one, or None."""
    if not isinstance(count, int) or isinstance(count, bool) or count < 2:
        return None
    return f"{number_word(count)} {kind.lower()}s"


class EdictLowering:
    ctx: LineContext

    def player_sacrifices_several(self, items: list[Any]) -> Effects:
        who, count, kinds = items[0], number(items[1]), str(items[2])
        kind = kinds.removesuffix("s").capitalize()
        return (step("sacrifice_permanents", player=who, type=kind, count=count),)
