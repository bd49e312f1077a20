"""Permissions to cast a card from exile that last while it stays exiled (400.7): an effect of a
kind naming the card and its timestamp in exile. An Adventure's (715.3d), Release to the
Wind's (118.9) and "you may play that card" (601.3, engine.mechanics.play_from_exile) use them; a new object in exile (another timestamp) has none."""

from __future__ import annotations

from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.rules.pipeline import Resolution


def grant_exile_permission(
    res: Resolution,
    obj: GameObject,
    kind: str,
    *,
    player: str | None = None,
    duration: Duration = Duration.INDEFINITE,
    source: str | None = None,
    more: Params | None = None,
) -> None:
    """Give `player` (the card's owner unless named) a permission of `kind` for this very object
    in exile, lasting `duration` (611.2a): locked to its timestamp there, so it ends when the
    card leaves exile (400.7)."""
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    params = Params({**(more or {}), "object": obj.id, "timestamp": obj.timestamp})
    holder = obj.owner if player is None else player
    effect = Effect(effect_id, kind, holder, source, params, duration, timestamp)
    res.set_state(state.with_effect(effect))


def has_exile_permission(state: GameState, obj: GameObject, kind: str) -> bool:
    """Is the card in exile, with a permission of `kind` given to this very object?"""
    return obj.zone is Zone.EXILE and any(
        e.kind == kind
        and e.params.get("object") == obj.id
        and e.params.get("timestamp") == obj.timestamp
        for e in state.effects
    )


def exile_permission_turn(state: GameState, obj: GameObject, kind: str) -> int | None:
    """The turn a permission of `kind` was given to this very card in exile (its "turn"), or
    None: plot's and warp's "on a later turn" (702.170d, 702.185a)."""
    if obj.zone is not Zone.EXILE:
        return None
    for effect in state.effects:
        if (
            effect.kind == kind
            and effect.params.get("object") == obj.id
            and effect.params.get("timestamp") == obj.timestamp
        ):
            return int(effect.params.get("turn", 0))
    return None


def end_exile_permissions(res: Resolution, obj: GameObject, kind: str) -> None:
    """The card leaves exile as it is cast: its permissions of `kind` are used up (400.7)."""
    for effect in res.state.effects:
        if effect.kind == kind and effect.params.get("object") == obj.id:
            res.set_state(res.state.without_effect(effect.id))
