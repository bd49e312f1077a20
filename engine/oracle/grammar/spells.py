"""Spell abilities of instants and sorceries (113.3a): the effect sentences they follow as
they resolve (608.2), and the modes of a modal spell (700.2: "Choose one —" and its bullets)."""

from __future__ import annotations

from engine.oracle.lowering import Effects, LineContext

GRAMMAR = r"""
spell_line: effects
mode_line: "•" effects
"""


class SpellLowering:
    ctx: LineContext

    def spell_line(self, items: list[Effects]) -> Effects:
        return items[0]

    def mode_line(self, items: list[Effects]) -> Effects:
        return items[0]
