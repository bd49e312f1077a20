"""Exiling a permanent and returning it at once (engine.mechanics.flicker, 400.7): "Exile target
creature you control, then return that card to the battlefield under your control." and "...,
then return it to the battlefield under its owner's control."

The return reads the target the sentence exiled ("it" / "that card"); printed only right after
that exile. Only creature targets: an Aura returned this way would need a player to choose what
it enchants (303.4f), which the engine doesn't model.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.grammar.anaphora import target_noun
from engine.oracle.grammar.dies_returns import died_return
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: FL_RETURN_IT FL_UNDER -> return_exiled
FL_RETURN_IT: "return that card to the battlefield" | "return it to the battlefield"
FL_UNDER: "under your control" | "under its owner's control"
"""

_UNDER = {"you": "under your control", "owner": "under its owner's control"}


def flicker_words(first: Instruction, second: Instruction, mentions: Any) -> str | None:
    """ "exile [target], then return it/that card to the battlefield under ... control", or
    None."""
    if (first.kind, second.kind) != ("exile", "return_from_exile") or set(first.params) != {"to"}:
        return None
    to = first.params["to"]
    card = second.params.get("card", 0)
    if not isinstance(to, int) or to in mentions.seen or card not in (to, f"that:{to}"):
        return None
    if set(second.params) - {"card", "under"}:
        return None
    pronoun = "it" if card == to else "that card"
    under = _UNDER[str(second.params.get("under", "owner"))]
    exiled = mentions.ref(to)
    return f"exile {exiled}, then return {pronoun} to the battlefield {under}"


class FlickerLowering:
    ctx: LineContext

    def return_exiled(self, items: list[Token]) -> Effects:
        if not self.ctx.targets:
            # "that card" of a dies trigger (engine.oracle.grammar.dies_returns)
            died = died_return(getattr(self, "trigger_kind", None), [str(i) for i in items])
            if died is not None:
                return died
            raise ValueError("a return of a card no target names")
        index = len(self.ctx.targets) - 1
        if target_noun(self.ctx.targets[index]) != "creature":
            raise ValueError("a returned permanent that could be an Aura (303.4f)")
        card: int | str = (
            index if str(items[0]).lower().startswith("return it") else f"that:{index}"
        )
        under = "you" if "your" in str(items[1]) else "owner"
        return (step("return_from_exile", card=card, under=under),)
