"""Prevention for the sources of a color chosen on resolution: "Prevent all damage that sources
of the color of your choice would deal this turn." (Prismatic Strands; the instruction is
engine.instructions.color_prevention's, 608.2d, 615.1a)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, step

CHOSEN_COLOR_PREVENTION = (
    "prevent all damage that sources of the color of your choice would deal this turn"
)

GRAMMAR = f"""
%extend clause: CP_PREVENT_CHOSEN_COLOR -> prevent_damage_from_chosen_color
CP_PREVENT_CHOSEN_COLOR: "{CHOSEN_COLOR_PREVENTION}"
"""


class ColorPreventionLowering:
    def prevent_damage_from_chosen_color(self, items: list[Any]) -> Effects:
        return (step("prevent_damage_from_chosen_color"),)
