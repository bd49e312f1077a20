"""Keyword actions (701) read as verbs of an effect sentence, each an instruction of its
mechanic: "bolster N" (701.39a, engine.mechanics.bolster), "populate" (701.36a,
engine.mechanics.populate), "detain target creature an opponent controls" (701.35a,
engine.mechanics.detain), "goad target creature" (701.15a, engine.mechanics.goad). As clauses they compose with every trigger, cost and sentence the
effect grammar reads ("When ~ enters, bolster 2.", "Create a 2/2 ... token, then populate.")."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: bolster | populate | detain | goad
bolster: "bolster" INT
populate: "populate"
detain: "detain" target
goad: "goad" permanent
"""


class KeywordActionLowering:
    ctx: LineContext

    def bolster(self, items: list[Any]) -> Effects:
        return (step("bolster", count=int(items[0])),)

    def populate(self, items: list[Any]) -> Effects:
        return (step("populate"),)

    def detain(self, items: list[Any]) -> Effects:
        return (step("detain", to=items[0]),)

    def goad(self, items: list[Any]) -> Effects:
        return (step("goad", to=items[0]),)
