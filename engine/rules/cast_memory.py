"""What a permanent remembers of the spell it was: bargained (702.166b), its gift promised
(702.174k), its offspring or squad cost paid (702.175a, 702.157a).

The fact is an effect naming the permanent and its timestamp, made as the spell resolves and the
permanent enters (608.3): after any other zone change the object is a new one (400.7) and no
longer matches. Asked about a permanent that has left the battlefield, the answer is the one it
had as it last existed there (608.2h).

May import: engine.core and engine.rules.
"""

from __future__ import annotations

from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.rules.pipeline import Resolution


def remember_as_it_enters(res: Resolution, permanent_id: str, kind: str, **more: str | int) -> None:
    """The permanent ``permanent_id``, if it is on the battlefield, remembers ``kind`` (with
    ``more`` parameters), locked to its timestamp."""
    permanent = res.state.find_object(permanent_id)
    if permanent is None or permanent.zone is not Zone.BATTLEFIELD:
        return
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    params = Params({"object": permanent.id, "timestamp": permanent.timestamp, **more})
    effect = Effect(
        effect_id, kind, permanent.controller, None, params, Duration.INDEFINITE, timestamp
    )
    res.set_state(state.with_effect(effect))


def remembered(state: GameState, who: str, kind: str) -> Effect | None:
    """What the permanent ``who`` remembers of ``kind`` (on the battlefield, or as it last
    existed there), or None."""
    found = state.find_object(who)
    timestamp: object
    if found is not None and found.zone is Zone.BATTLEFIELD:
        timestamp = found.timestamp
    else:
        known = state.last_known.get(who)
        timestamp = known.get("timestamp") if known is not None else None
    return next(
        (
            e
            for e in state.effects
            if e.kind == kind
            and e.params.get("object") == who
            and e.params.get("timestamp") == timestamp
        ),
        None,
    )
