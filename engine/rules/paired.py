"""Paired creatures (702.95b): which creature a creature is paired with, read from the "paired"
effect a soulbond ability creates (engine.mechanics.soulbond). The pair lasts for as long as
both remain creatures on the battlefield under the control of the player who paired them
(702.95a): a creature that changed zones is a new object (400.7: the effect records both
timestamps), and one under another player's control is no longer paired. That it is still a
creature is checked by engine.mechanics.soulbond, which ends the effect as soon as it isn't,
so the layers can read the pair here without asking for characteristics.

May import: engine.core."""

from __future__ import annotations

from engine.core.state import Effect, GameState, Zone

PAIRED = "paired"  # the effect kind: params object, timestamp, partner, partner_timestamp
WORD = "paired"  # a static ability's word for the creature its object is paired with


def pair_members(effect: Effect) -> tuple[tuple[str, object], tuple[str, object]]:
    p = effect.params
    return (str(p.get("object")), p.get("timestamp")), (
        str(p.get("partner")),
        p.get("partner_timestamp"),
    )


def holds(state: GameState, effect: Effect) -> bool:
    """Both creatures are the same objects, on the battlefield, under the pairing player's control."""
    for member, timestamp in pair_members(effect):
        obj = state.find_object(member)
        if (
            obj is None
            or obj.zone is not Zone.BATTLEFIELD
            or obj.timestamp != timestamp
            or obj.controller != effect.controller
        ):
            return False
    return True


def paired_with(state: GameState, obj_id: str) -> str | None:
    """The creature `obj_id` is paired with (702.95b), None when it is unpaired."""
    for effect in state.effects:
        if effect.kind != PAIRED:
            continue
        (first, _), (second, _) = pair_members(effect)
        if obj_id in (first, second) and holds(state, effect):
            return second if obj_id == first else first
    return None
