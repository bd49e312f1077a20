"""Goad (701.15): until the next turn of the controller of the spell or ability that goaded it,
the creature is goaded (701.15a). A goaded creature attacks each combat if able and attacks a
player other than the one who goaded it if able (701.15b); goaded by several players, it has a
requirement for each (701.15c), and one player goading it again adds none (701.15d).

Goaded is a designation, not an ability (701.15b): the bookkeeping effect `goaded` ("object",
"timestamp": a new object after a zone change isn't goaded, 400.7), whose controller is the
goading player and which lasts until that player's next turn (engine.rules.turn_based ends
`until_your_next_turn` effects). An Aura or Equipment whose creature "is goaded" has a static
ability of the same kind: its controller goads the creature it is attached to for as long as
it is attached (701.15b). Its requirements are checked as attackers are declared
(508.1d, engine.rules.combat.restrictions.ATTACK_REQUIREMENTS): each goaded creature that can
attack attacks, and it attacks a player who didn't goad it when one can be attacked (attacking
a goading player or a planeswalker then breaks a requirement that could have been obeyed).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.combat.restrictions import (
    ATTACK_REQUIREMENTS,
    Refusal,
    can_attack_at_all,
    why_cant_attack_defender,
)
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import Resolution, name_of

KIND = "goaded"


@register
class Goaded(EffectKind[WouldEvent]):
    """Params: "object", "timestamp"; the effect's controller goaded it (701.15b)."""

    name = KIND
    rules = ("701.15b",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} is goaded by "
            f"{ref_name(state, effect.controller)}"
        )


def goaders(state: GameState, obj_id: str) -> tuple[str, ...]:
    """The players who goaded the permanent (empty: it isn't goaded)."""
    obj = state.find_object(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return ()
    # A goad instruction's effect names the object it goaded with its timestamp (400.7); an Aura's
    # or Equipment's static "is goaded" (engine.oracle.grammar.attached_goad) is bound to what
    # it is attached to now and goads it only while it applies (701.15b, 611.3a).
    return tuple(
        dict.fromkeys(
            e.controller
            for e in effects_of_kind(state, KIND)
            if e.params.get("object") == obj.id
            and e.params.get("timestamp", obj.timestamp) == obj.timestamp
        )
    )


@instruction_kind("goad")
def _goad(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        who, what = name_of(res.state, ctx.controller), name_of(res.state, target)
        # 701.15d: only a goad of this player's that lasts until their next turn makes this one
        # nothing (an Aura's static goad ends as the Aura leaves, this one wouldn't).
        if any(
            e.kind == KIND
            and e.controller == ctx.controller
            and e.params.get("object") == obj.id
            and e.params.get("timestamp") == obj.timestamp
            for e in res.state.effects
        ):
            res.note(
                LogKind.EVENT, f"{what} is already goaded by {who}: nothing changes", "701.15d"
            )
            continue
        res.note(LogKind.EVENT, f"{who} goads {what} until their next turn", "701.15a")
        add_effect(
            res,
            ctx,
            KIND,
            Params({"object": obj.id, "timestamp": obj.timestamp}),
            Duration.UNTIL_YOUR_NEXT_TURN,
            rules=("701.15a", "701.15b"),
        )


def _goad_requirements(state: GameState, attacks: Sequence[tuple[str, str]]) -> Refusal | None:
    attacking = dict(attacks)
    for obj in state.battlefield:
        goaded_by = goaders(state, obj.id)
        if not goaded_by or obj.phased_out:
            continue
        name = name_of(state, obj.id)
        if obj.id not in attacking:
            if can_attack_at_all(state, obj):
                return f"{name} is goaded: it attacks each combat if able", "701.15b"
            continue
        if attacking[obj.id] in _free_players(state, obj.id, goaded_by):
            continue
        if _free_players(state, obj.id, goaded_by):
            return (
                f"{name} is goaded: it attacks a player other than "
                f"{', '.join(name_of(state, p) for p in goaded_by)} if able",
                "701.15b",
            )
    return None


def _free_players(state: GameState, obj_id: str, goaded_by: tuple[str, ...]) -> list[str]:
    """The players the creature can attack who didn't goad it."""
    return [
        p.id
        for p in state.players
        if p.id not in goaded_by and why_cant_attack_defender(state, obj_id, p.id) is None
    ]


ATTACK_REQUIREMENTS.append(_goad_requirements)
