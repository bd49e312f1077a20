"""Schemes (314, 904; engine.mechanics.schemes): the keyword action "abandon this scheme"
(701.33) as a clause, composing with every trigger head and condition the effect grammar reads
("When a creature you control dies, abandon this scheme."). "This scheme" is the scheme card
itself (314.7): the compiler reads it as "~". The trigger head "when you set this scheme in
motion" (701.32, 904.9) is a fixed trigger phrase of engine.oracle.grammar.triggered."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: abandon_scheme
abandon_scheme: ABANDON_SELF -> abandon_self
ABANDON_SELF: "abandon ~"
"""


class SchemeLowering:
    ctx: LineContext

    def abandon_self(self, items: list[Any]) -> Effects:
        return (step("abandon_scheme"),)
