"""Divided damage of a spell (601.2d): "~ deals 2 damage divided as you choose among one or two
targets.", "... among one, two, or three target creatures with flying.", "... among any number
of targets." The targets all fit one requirement and their number varies (601.2c); the engine's
side is engine.mechanics.divided_damage. Only a spell's line: its targets and the division are
chosen as it is cast, which the engine does for spells.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.grammar.common import terminal_name
from engine.oracle.lowering import Effects, LineContext, step

# The plural target phrases a division names, by target requirement (engine.rules.targets).
DIVIDED_TARGETS: dict[str, str] = {
    "any": "targets",
    "creature": "target creatures",
    "creature_with_flying": "target creatures with flying",
    "attacking_creature": "target attacking creatures",
    "attacking_or_blocking_creature": "target attacking or blocking creatures",
    "creature_or_planeswalker": "target creatures and/or planeswalkers",
}
# How many targets the text allows: the most, 0 for "any number of".
DIVIDED_COUNTS: dict[int, str] = {2: "one or two", 3: "one, two, or three", 0: "any number of"}

_TARGET_TERMINALS = {terminal_name("DIV_T_", key): key for key in DIVIDED_TARGETS}
_COUNT_TERMINALS = {terminal_name("DIV_N_", str(n)): n for n in DIVIDED_COUNTS}

GRAMMAR = (
    r"""
divided_damage_line: source "deals" amount "damage" DIV_AMONG divided_count divided_targets "."
DIV_AMONG: "divided as you choose among"
divided_count: """
    + " | ".join(_COUNT_TERMINALS)
    + "\n"
    + "\n".join(f'{name}: "{DIVIDED_COUNTS[n]}"' for name, n in _COUNT_TERMINALS.items())
    + "\ndivided_targets: "
    + " | ".join(_TARGET_TERMINALS)
    + "\n"
    + "\n".join(f'{name}: "{DIVIDED_TARGETS[key]}"' for name, key in _TARGET_TERMINALS.items())
    + "\n"
)


class DividedDamageLowering:
    ctx: LineContext

    def divided_count(self, items: list[Token]) -> int:
        return _COUNT_TERMINALS[items[0].type]

    def divided_targets(self, items: list[Token]) -> str:
        return _TARGET_TERMINALS[items[0].type]

    def divided_damage_line(self, items: list[Any]) -> Effects:
        damage, among, requirement = items[1], items[3], items[4]
        if among and isinstance(damage, int) and damage < among:
            raise ValueError("more targets than damage to divide")  # 601.2d: 1 each at least
        index = self.ctx.target(requirement)
        if index != 0:
            raise ValueError("a division among targets beside other targets")
        return (step("deal_divided_damage", amount=damage, among=among),)


def divided_damage_words(effect: Instruction, targets: tuple[str, ...]) -> str:
    """The sentence of a spell's divided damage, without its capital and full stop; ValueError
    when the spell's targets aren't the division's one requirement."""
    among = effect.params.get("among", 0)
    if len(targets) != 1 or targets[0] not in DIVIDED_TARGETS or among not in DIVIDED_COUNTS:
        raise ValueError("divided damage")
    damage = effect.params.get("amount", 0)
    if damage == "x":
        damage = "X"
    elif not isinstance(damage, int) or (among and damage < among):
        raise ValueError("divided damage amount")
    return (
        f"~ deals {damage} damage divided as you choose among {DIVIDED_COUNTS[among]} "
        f"{DIVIDED_TARGETS[targets[0]]}"
    )
