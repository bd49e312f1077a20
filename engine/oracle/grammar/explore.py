"""Explore (701.44a): "When ~ enters, it explores.", "Target creature you control explores."
(engine.mechanics.explore)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: explore
explore: subject EXP_EXPLORES
EXP_EXPLORES: "explores"
"""


class ExploreLowering:
    ctx: LineContext

    def explore(self, items: list[Any]) -> Effects:
        explorer = items[0]
        if explorer != "self" and not isinstance(explorer, int):
            raise ValueError("only a permanent explores")
        return (step("explore", to=explorer),)
