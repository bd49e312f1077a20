"""Suspect (701.60a, engine.mechanics.suspect): "suspect target creature", "suspect up to one
target creature", "suspect it", "suspect enchanted creature". A verb of the effect grammar, so it
composes with every trigger, cost and sentence ("When ~ enters, suspect it.", "Return target
creature card from your graveyard to the battlefield. Suspect it.")."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: suspect
%extend joined_action: suspect
suspect: SUSPECT suspected
suspected: target | "it" -> it_ref | ENCHANTED -> enchanted
SUSPECT: "suspect"
"""


class SuspectLowering:
    ctx: LineContext

    def suspect(self, items: list[Any]) -> Effects:
        return (step("suspect", to=items[-1]),)

    def suspected(self, items: list[Any]) -> Any:
        return items[0]
