"""Two instructions Oracle states in one sentence joined by "and", after putting counters: "put
a +1/+1 counter on ~ and draw a card" (Setessan Champion), "put a +1/+1 counter on ~ and you
gain 3 life" (Wildgrowth Walker); after tapping: "tap target creature an opponent controls and
put a stun counter on it" (Frostfist Strider: "it" is the permanent tapped, 608.2c; a stun
counter, 122.1d). Each is its own instruction, applied in the order written (608.2c)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.state import Params
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: put_counters JE_AND_DRAW cards "." -> counters_and_draw
                | put_counters AND_YOU_GAIN amount "life" "." -> counters_and_gain
                | tap JE_AND put_counters "." -> tap_and_put_counters
JE_AND_DRAW: "and draw"
JE_AND: "and"
"""


class JoinedEffectLowering:
    ctx: LineContext

    def counters_and_draw(self, items: list[Any]) -> Effects:
        counters: Effects = items[0]
        return (*counters, step("draw", count=items[2]))

    def counters_and_gain(self, items: list[Any]) -> Effects:
        counters: Effects = items[0]
        return (*counters, step("gain_life", player="you", amount=items[2]))

    def tap_and_put_counters(self, items: list[Any]) -> Effects:
        """ "it" is the permanent tapped: the counters. target is spelled "that:N" (the same
        reference as N, engine.vocabulary.references) so the printer tells this one sentence
        from "Tap target creature. Put a stun counter on it." (two sentences, Fractal Mascot)."""
        (tapped,) = items[0]
        (counters,) = items[2]
        to = tapped.params.get("to")
        if not isinstance(to, int) or counters.params.get("to") != to:
            raise ValueError('"put ... on it" after tapping names another object')
        return (tapped, replace(counters, params=Params({**counters.params, "to": f"that:{to}"})))
