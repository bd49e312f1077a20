"""Connive (701.50a): "When ~ enters, it connives.", "Whenever ~ attacks, it connives.", "Target
creature you control connives." (engine.mechanics.connive)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: connive
%extend joined_action: connive
connive: subject CONNIVES
CONNIVES: "connives"
"""


class ConniveLowering:
    ctx: LineContext

    def connive(self, items: list[Any]) -> Effects:
        conniver = items[0]
        if conniver != "self" and not isinstance(conniver, int):
            raise ValueError("only a permanent connives")
        return (step("connive", to=conniver),)
