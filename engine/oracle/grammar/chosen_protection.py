"""Protection from a color chosen on resolution (702.16a, 608.2d): "[Target creature you
control] gains protection from the color of your choice until end of turn." (the instruction
engine.instructions.chosen_protection)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, step

GRAMMAR = r"""
%extend pump: subject "gains" CP_COLOR_OF_CHOICE UNTIL_EOT -> cp_protection_of_choice
CP_COLOR_OF_CHOICE: "protection from the color of your choice"
"""
KIND = "gain_protection_from_chosen_color"


class ChosenProtectionLowering:
    def cp_protection_of_choice(self, items: list[Any]) -> Effects:
        return (step(KIND, to=items[0]),)


def chosen_protection_clause(subject: str) -> str:
    """The printer's words, after the subject it names ("target creature you control")."""
    return f"{subject} gains protection from the color of your choice until end of turn"
