"""Clash (701.30, engine.mechanics.clash): the clause "clash with an opponent" and its rider
sentence "If you win, [sentence]." whose instructions run only if the controller won (608.2c:
each instruction is marked "if": "won_clash"). "Clash with an opponent. If you win, put a +1/+1
counter on ~." composes with every trigger and spell sentence."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: CLASH_WITH_AN_OPPONENT -> clash
%extend sentence: CLASH_IF_YOU_WIN sentence -> clash_won_sentence
CLASH_WITH_AN_OPPONENT: "clash with an opponent"
CLASH_IF_YOU_WIN: "if you win,"
"""

WON = "won_clash"


class ClashLowering:
    ctx: LineContext

    def clash(self, items: list[Any]) -> Effects:
        return (step("clash"),)

    def clash_won_sentence(self, items: list[Any]) -> Effects:
        effects: Effects = items[-1]
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside 'if you win'")
        return tuple(step(e.kind, **{**e.params, "if": WON}) for e in effects)


def won_step(instruction: Instruction) -> Instruction | None:
    """The instruction without its "if you win" condition, or None (not such a rider)."""
    if instruction.params.get("if") != WON:
        return None
    rest = type(instruction.params)({k: v for k, v in instruction.params.items() if k != "if"})
    return Instruction(instruction.kind, rest)
