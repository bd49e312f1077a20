"""Damage to a target creature its controller may take instead (118.12a): "~ deals 3 damage to
target creature unless that creature's controller has ~ deal 5 damage to them." (Blazing
Salvo). The instruction is `deal_damage_unless_player_takes`
(engine.instructions.unless_dealt_damage): the creature's controller chooses as it resolves."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.grammar.anaphora import target_noun
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: source "deals" amount "damage" "to" target UDD_UNLESS_CONTROLLER_HAS SELF "deal" amount UDD_DAMAGE_TO_THEM "." -> udd_damage_unless_taken
UDD_UNLESS_CONTROLLER_HAS: "unless that creature's controller has"
UDD_DAMAGE_TO_THEM: "damage to them"
"""


class UnlessDealtDamageLowering:
    ctx: LineContext

    def udd_damage_unless_taken(self, items: list[Any]) -> Effects:
        source, creature_amount, target, _, _, player_amount, _ = items
        if source != "self" or target_noun(self.ctx.targets[target]) != "creature":
            raise ValueError('"that creature" names no target creature')
        return (
            step(
                "deal_damage_unless_player_takes",
                amount=creature_amount,
                to=target,
                player_amount=player_amount,
            ),
        )


def unless_dealt_damage_words(effect: Instruction, source: str, target: str) -> str:
    """The sentence without its capital and full stop; ValueError for other parameters."""
    p = effect.params
    if set(p) - {"amount", "to", "player_amount"} or source != "~":
        raise ValueError("damage a player takes instead")
    if not (target.startswith("target ") and target.endswith(" creature")):
        raise ValueError('"that creature" names no target creature')
    return (
        f"~ deals {p.get('amount', 0)} damage to {target} unless that creature's controller has "
        f"~ deal {p.get('player_amount', 0)} damage to them"
    )
