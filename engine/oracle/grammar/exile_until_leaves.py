"""Exile until the permanent with the ability leaves the battlefield (610.3): "When ~ enters,
exile target nonland permanent an opponent controls until ~ leaves the battlefield." (Cast Out,
Fairgrounds Warden, Suspension Field with "you may"): the instruction "exile_until_leaves" of
engine.mechanics.exile_until_leaves."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend exile: "exile" target EUL_UNTIL_LEAVES -> exile_until_leaves
EUL_UNTIL_LEAVES: "until ~ leaves the battlefield"
"""


class ExileUntilLeavesLowering:
    ctx: LineContext

    def exile_until_leaves(self, items: list[Any]) -> Effects:
        return (step("exile_until_leaves", to=items[0]),)
