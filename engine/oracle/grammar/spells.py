"""Spell abilities of instants and sorceries (113.3a): the effect sentences they follow as
they resolve (608.2), and the modes of a modal spell (700.2: "Choose one —" and its bullets)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext

GRAMMAR = r"""
spell_line: effects
          | additional_cost_line
          | divided_damage_line
mode_line: "•" effects
"""


class SpellLowering:
    ctx: LineContext

    def spell_line(self, items: list[Any]) -> Any:
        """The line's instructions, or the spell's additional cost (a Cost, 118.8)."""
        return items[0]

    def mode_line(self, items: list[Effects]) -> Effects:
        return items[0]
