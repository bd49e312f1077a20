"""Explore (701.44a): "When ~ enters, it explores.", "Target creature you control explores.",
"it explores X times", and "it explores, then it explores again" (two explores, one after the
other) (engine.mechanics.explore)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: explore
%extend joined_action: explore
explore: subject EXP_EXPLORES
       | subject EXP_EXPLORES EXP_THEN_AGAIN -> explore_again
       | subject EXP_EXPLORES amount EXP_TIMES -> explore_times
EXP_EXPLORES: "explores"
EXP_THEN_AGAIN: ", then it explores again"
EXP_TIMES: "times"
"""


class ExploreLowering:
    ctx: LineContext

    def explore(self, items: list[Any]) -> Effects:
        explorer = items[0]
        if explorer != "self" and not isinstance(explorer, int):
            raise ValueError("only a permanent explores")
        return (step("explore", to=explorer),)

    def explore_again(self, items: list[Any]) -> Effects:
        (first,) = self.explore(items[:2])
        return (step("explore", to=first.params["to"], again=True),)

    def explore_times(self, items: list[Any]) -> Effects:
        (first,) = self.explore(items[:2])
        if not isinstance(items[2], int) or items[2] < 2:
            # an X: a triggered ability's X isn't its spell's (107.3m) in the engine yet
            raise ValueError("explores a number of times other than a fixed one")
        return (step("explore", to=first.params["to"], times=items[2]),)
