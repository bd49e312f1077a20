"""The Ring tempts you (701.54, engine.mechanics.ring): the clause "the Ring tempts you", which
composes with every trigger, spell sentence and rider an effect does ("When ~ enters, the Ring
tempts you.", "Destroy target creature. The Ring tempts you."). The trigger heads "whenever the
Ring tempts you" (701.54d) and "whenever you choose a creature as your Ring-bearer" are in
engine.oracle.grammar.triggered, the intervening "if" conditions "if you chose a creature other
than ~ as your Ring-bearer" and "if you don't control a Ring-bearer" (603.4) in
engine.oracle.grammar.trigger_conditions."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: RING_TEMPTS_YOU -> ring_tempts
RING_TEMPTS_YOU: "the Ring tempts you"
"""

RING_WORDS = "the Ring tempts you"


class RingLowering:
    ctx: LineContext

    def ring_tempts(self, items: list[Any]) -> Effects:
        return (step("ring_tempts", player="you"),)
