"""Affinity (702.41): "Affinity for artifacts" means "This spell costs {1} less to cast for each
artifact you control" (702.41a); several instances each apply (702.41b).

A cost reduction applies as the total cost is determined (601.2f), after additional costs
(kicker, buyback) are added, and reduces only generic mana, never below none (601.2f). The
artifacts counted are the caster's as the spell is cast; delve, convoke and improvise then pay
part of what is left."""

from __future__ import annotations

from engine.cards.model import generic_mana
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.mechanics.delve import cost_after_delve
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

AFFINITY_FOR_ARTIFACTS = "affinity for artifacts"
RULE = "702.41a"


def affinity_reduction(state: GameState, spell: GameObject, cost: str, x: int) -> int:
    """How much generic mana affinity for artifacts takes off the total cost `cost` (X = `x`)."""
    if not chars(state, spell).has(AFFINITY_FOR_ARTIFACTS):
        return 0
    artifacts = sum(
        1
        for o in state.battlefield
        if o.controller == spell.owner and not o.phased_out and chars(state, o).is_type("Artifact")
    )
    return min(artifacts, generic_mana(cost, x))


def cost_after_affinity(state: GameState, spell: GameObject, cost: str, x: int) -> tuple[str, int]:
    """The total cost once affinity for artifacts reduces it (601.2f)."""
    return cost_after_delve(cost, x, affinity_reduction(state, spell, cost, x))


def reduce_by_affinity(res: Resolution, spell_id: str, cost: str, x: int) -> tuple[str, int]:
    """601.2f, 702.41a: the reduced total cost, with the log saying by how much."""
    spell = res.state.object(spell_id)
    less = affinity_reduction(res.state, spell, cost, x)
    if not less:
        return cost, x
    left, left_x = cost_after_delve(cost, x, less)
    res.note(
        LogKind.STACK,
        f"{spell.card} costs {{{less}}} less to cast: affinity for artifacts, for the artifacts "
        f"{name_of(res.state, spell.owner)} controls; the total cost is {left}",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )
    return left, left_x
