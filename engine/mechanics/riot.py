"""Riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on it. If
you don't, it gains haste." A static ability: a replacement effect of the permanent entering
(614.1c), its controller's choice as it enters, so the counter is on it as it enters.

Riot granted by another permanent ("Nontoken creatures you control have riot.", Rhythm of the
Wild) applies too: whether a permanent enters with riot is seen from the permanent as it would
exist on the battlefield, with the continuous effects of permanents already there (614.12).
Each instance works separately (702.136b): a printed riot and a granted one are two choices.

"It gains haste" is an effect of the riot ability with no duration: it lasts as long as the
permanent is on the battlefield (611.2c: locked in to this object; 400.7: a new object when it
leaves), a `gain_keywords` effect with the object's id and timestamp.
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, Params
from engine.rules.characteristics import affects, chars
from engine.rules.copying import effective_def
from engine.rules.effect_kinds import effects_of_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import AS_IT_ENTERS

RIOT = "riot"
RULE = "702.136a"
COUNTER, HASTE = "counter", "haste"


def riot_instances(res: Resolution, obj: GameObject) -> int:
    """How many instances of riot the entering permanent has (702.136b): its own printed ones
    and one for each effect granting riot to it; none if it doesn't have riot now (it lost it)."""
    if RIOT not in chars(res.state, obj).keywords:
        return 0
    definition = effective_def(res.state, obj)
    printed = sum(1 for k in definition.keywords if k.lower() == RIOT) if definition else 0
    granted = sum(
        1
        for e in effects_of_kind(res.state, "gain_keywords")
        if RIOT in (str(k).lower() for k in e.params.get("keywords", ()))
        and e.source != obj.id
        and affects(res.state, e, obj)
    )
    return max(1, printed + granted)


def _riot(res: Resolution, obj_id: str) -> None:
    obj = res.state.object(obj_id)
    for n in range(riot_instances(res, obj)):
        obj = res.state.object(obj_id)
        answer = res.choose(
            obj.controller,
            DecisionKind.MAY,
            f"riot: {name_of(res.state, obj.controller)} may have {name_of(res.state, obj)} enter with an "
            "additional +1/+1 counter; if not, it gains haste",
            (
                Option(COUNTER, "enter with a +1/+1 counter"),
                Option(HASTE, "don't: it gains haste"),
            ),
            RULE,
            context=(RIOT, obj_id, n),
        )
        if answer == COUNTER:
            res.set_state(res.state.with_object(obj.with_counters("+1/+1", 1)))
            res.note(
                LogKind.REPLACEMENT,
                f"riot: {name_of(res.state, obj)} enters with an additional +1/+1 counter",
                "614.1c",
                RULE,
                objects=(obj_id,),
            )
            continue
        state, effect_id = res.state.take_id("e")
        state, timestamp = state.take_timestamp()
        haste = Effect(
            effect_id,
            "gain_keywords",
            obj.controller,
            obj_id,
            Params(
                {
                    "objects": (obj_id,),
                    "timestamps": Params({obj_id: obj.timestamp}),
                    "keywords": ("haste",),
                }
            ),
            Duration.INDEFINITE,
            timestamp,
        )
        res.set_state(state.with_effect(haste))
        res.note(
            LogKind.REPLACEMENT,
            f"riot: {name_of(res.state, obj)} gains haste",
            RULE,
            objects=(obj_id,),
        )


AS_IT_ENTERS.append(_riot)
