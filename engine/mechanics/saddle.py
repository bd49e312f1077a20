"""Saddle N (702.171a): "Tap any number of other untapped creatures you control with total power
N or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."

The cost is paid as crew's is (engine.rules.crewing, Cost.saddle): each creature tapped saddles
the permanent (702.171c). Saddled is a designation (702.171b): no ability and no copiable value,
kept as a bookkeeping effect tied to the permanent by its timestamp that ends with the turn, so
the permanent stops being saddled at end of turn or when it leaves the battlefield (400.7: a new
object isn't saddled). Abilities read it through the condition "saddled" ("whenever ~ attacks
while saddled").
"""

from __future__ import annotations

from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.mechanics.designations import designated
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITION_RULES, CONDITIONS

SADDLED = "saddled"
RULE = "702.171b"


@register
class Saddled(EffectKind[WouldEvent]):
    """Params: "object" and "timestamp": that permanent is saddled (702.171b)."""

    name = SADDLED
    rules = (RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} is saddled until end of turn"


def is_saddled(state: GameState, obj_id: str) -> bool:
    return designated(state, obj_id, SADDLED)


def _saddled(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return source is not None and is_saddled(state, source)


CONDITIONS[SADDLED] = (_saddled, "'it's saddled'")
CONDITION_RULES[SADDLED] = (RULE,)


@instruction_kind("become_saddled")
def _become_saddled(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.171a-b: the source becomes saddled until end of turn (only a permanent can)."""
    mount = res.state.find_object(ctx.source)
    if mount is None or mount.zone is not Zone.BATTLEFIELD:
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, ctx.source)} is no longer on the battlefield: it doesn't "
            "become saddled",
            RULE,
        )
        return
    add_effect(
        res,
        ctx,
        SADDLED,
        Params({"object": mount.id, "timestamp": mount.timestamp}),
        Duration("end_of_turn"),
        rules=("702.171a", RULE),
    )
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, mount.id)} becomes saddled until end of turn",
        "702.171a",
        RULE,
        objects=(mount.id,),
    )
