"""A player sacrificing several permanents they choose (701.21a): "Target player sacrifices two
creatures.", "Each opponent sacrifices two creatures." (engine.instructions.sacrifice: the
player chooses which as it resolves; with that many or fewer, all of them)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.state import Params
from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word

GRAMMAR = r"""
%extend edict: subject "sacrifices" NUMWORD ED_KINDS -> player_sacrifices_several
// "That player sacrifices a creature they control." (a player sacrifices only permanents they
// control, 701.21a: the same edict, in the card's words)
             | subject "sacrifices" CHOSEN_KIND ED_THEY_CONTROL -> player_sacrifices_theirs
ED_THEY_CONTROL: "they control"
ED_KINDS: "creatures" | "lands" | "artifacts" | "enchantments" | "permanents"
"""


def several_words(kind: str, count: Any) -> str | None:
    """ "two creatures" for a count above one, or None."""
    if not isinstance(count, int) or isinstance(count, bool) or count < 2:
        return None
    return f"{number_word(count)} {kind.lower()}s"


class EdictLowering:
    ctx: LineContext

    def player_sacrifices_theirs(self, items: list[Any]) -> Effects:
        (edict,) = self.player_sacrifices(items[:2])  # type: ignore[attr-defined]
        return (replace(edict, params=Params({**edict.params, "they_control": True})),)

    def player_sacrifices_several(self, items: list[Any]) -> Effects:
        who, count, kinds = items[0], number(items[1]), str(items[2])
        kind = kinds.removesuffix("s").capitalize()
        return (step("sacrifice_permanents", player=who, type=kind, count=count),)
