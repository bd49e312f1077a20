"""A target creature dealing damage by a spell's instruction (120.3; engine.mechanics
.creature_damage): "Target creature you control deals damage equal to its power to target
creature you don't control." and "Target creature deals damage to itself equal to its power."
The amount is that creature's power ("target_power:N", 608.2h)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step
from engine.vocabulary.amounts import Stat, TargetStat

GRAMMAR = r"""
%extend clause: creature_damage
creature_damage: subject CD_DAMAGES_ITSELF -> creature_damages_itself
               | subject CD_DEALS_ITS_POWER recipient -> creature_deals_its_power
CD_DAMAGES_ITSELF: "deals damage to itself equal to its power"
CD_DEALS_ITS_POWER: "deals damage equal to its power to"
"""


def _target_index(ref: Any) -> int | None:
    """The target number of a reference to a target ("it": N, "that creature": "that:N")."""
    if isinstance(ref, int) and not isinstance(ref, bool):
        return ref
    if isinstance(ref, str) and ref.startswith("that:") and ref[5:].isdigit():
        return int(ref[5:])
    return None


def _power_of(index: int) -> str:
    return TargetStat(Stat.POWER, index).spell()


def creature_damage_words(instruction: Instruction, mentions: Any) -> str | None:
    """The printer's words for "creature_deals_damage", or None for another kind."""
    if instruction.kind != "creature_deals_damage":
        return None
    p = instruction.params
    if set(p) != {"by", "to", "amount"}:
        return None
    by, to = p["by"], p["to"]
    index = _target_index(by)
    if index is None or p["amount"] != _power_of(index):
        return None
    subject = mentions.subject(by)
    if to == by:
        return f"{subject} deals damage to itself equal to its power"
    return f"{subject} deals damage equal to its power to {mentions.ref(to)}"


class CreatureDamageLowering:
    ctx: LineContext

    def creature_damages_itself(self, items: list[Any]) -> Effects:
        by = items[0]
        index = _target_index(by)
        if index is None:
            raise ValueError("a creature dealing damage to itself: only a target")
        return (step("creature_deals_damage", by=by, to=by, amount=_power_of(index)),)

    def creature_deals_its_power(self, items: list[Any]) -> Effects:
        by, _, to = items
        index = _target_index(by)
        if index is None or to == by:
            raise ValueError("a creature dealing damage equal to its power: only a target")
        return (step("creature_deals_damage", by=by, to=to, amount=_power_of(index)),)
