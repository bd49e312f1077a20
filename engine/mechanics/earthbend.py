"""Earthbend N (701.66a): the target land its controller controls becomes a 0/0 creature with
haste that is still a land, gets N +1/+1 counters, and a delayed triggered ability is created:
when that land dies or is put into exile, it returns to the battlefield tapped under the control
of the player who earthbent.

Instruction "earthbend": "to" (the target's index: the land, chosen as the spell or ability is
put on the stack, engine.oracle.grammar.keyword_actions) and "count" (N, or a counted X).
The three changes are effects locked in to that land (611.2c) with no end: the card type
Creature in layer 4 (613.1d; its other types are kept, 205.1b), base power and toughness 0/0 in
layer 7b (613.4b) and haste in layer 6 (613.1f). A land that leaves the battlefield is a new
object none of them affects (400.7).

The delayed trigger (603.7) is a "delayed_trigger" effect that waits on a zone change rather
than a step: "leaves" (the land's id), "leaves_timestamp" (its timestamp on the battlefield, so
only that object triggers it: 400.7) and "to_zones" (graveyard: it died, 700.4; exile). It
triggers once (603.7c) and looks back in time (603.10a), through an inherent-trigger hook of
engine.rules.triggers; a move to any other zone ends it, since the new object can never
trigger it. Its controller is the player who earthbent (603.7d); its instruction
"return_bent_land" returns the card to the battlefield tapped (110.5b) under that player's
control (110.2a) if it is still the card the land became (400.7; a token has ceased to exist,
111.7-111.8).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import CountersEvent, DidEvent, ZoneChanged
from engine.core.log import LogKind, counted
from engine.core.state import Duration, Params, PendingTrigger, Zone
from engine.instructions.registry import (
    ExecContext,
    add_effect,
    amount,
    instruction_kind,
    refs,
)
from engine.rules.effect_kinds import effects_of_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import INHERENT_TRIGGERS
from engine.rules.zones import move

RULE = "701.66a"
# Where the land goes for the delayed trigger to fire: it dies (700.4) or is put into exile.
RETURN_FROM = (Zone.GRAVEYARD.value, Zone.EXILE.value)


@instruction_kind("earthbend")
def _earthbend(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    for land in refs(res, ctx, params.get("to", 0)):
        earthbend(res, ctx, land, n)


def earthbend(res: Resolution, ctx: ExecContext, land: str, n: int) -> None:
    obj = res.state.find_object(land)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return  # 608.2b: an illegal target is left alone
    name = name_of(res.state, land)
    who = name_of(res.state, ctx.controller)
    res.note(
        LogKind.EVENT,
        f"{who} earthbends {n}: {name} becomes a 0/0 land creature with haste",
        RULE,
        objects=(land,),
    )
    objects = (land,)
    add_effect(
        res,
        ctx,
        "add_card_types",
        Params({"objects": objects, "types": ("Creature",), "subtypes": ()}),
        Duration.INDEFINITE,
        rules=(RULE, "613.1d", "205.1b", "611.2c"),
    )
    add_effect(
        res,
        ctx,
        "set_power_toughness",
        Params({"objects": objects, "power": 0, "toughness": 0}),
        Duration.INDEFINITE,
        rules=(RULE, "613.4b", "611.2c"),
    )
    add_effect(
        res,
        ctx,
        "gain_keywords",
        Params({"objects": objects, "keywords": ("haste",)}),
        Duration.INDEFINITE,
        rules=(RULE, "613.1f", "611.2c"),
    )
    if n > 0:
        res.note(
            LogKind.EVENT,
            f"{who} puts {counted(n, '+1/+1 counter')} on {name}",
            RULE,
            objects=(land,),
        )
        res.run(CountersEvent(land, "+1/+1", n))
    bent = res.state.find_object(land)
    if bent is None or bent.zone is not Zone.BATTLEFIELD:
        return  # it died of its 0 toughness only later (704.5f); gone already, nothing waits
    text = f"when {name} dies or is put into exile, return it to the battlefield tapped"
    add_effect(
        res,
        ctx,
        "delayed_trigger",
        Params(
            {
                "text": text,
                "leaves": land,
                "leaves_timestamp": bent.timestamp,
                "to_zones": RETURN_FROM,
                "effects": ({"kind": "return_bent_land", "params": {}},),
            }
        ),
        Duration.INDEFINITE,
        rules=(RULE, "603.7a"),
    )


def _left(res: Resolution, event: DidEvent) -> list[PendingTrigger]:
    """603.7, 603.10a: a delayed trigger waiting on a permanent leaving the battlefield, matched
    against one did-event: the object as it last existed there (its timestamp, 400.7)."""
    if not isinstance(event, ZoneChanged) or event.from_zone is not Zone.BATTLEFIELD:
        return []
    state = res.state
    known = state.last_known.get(event.object)
    if known is None:
        return []
    found: list[PendingTrigger] = []
    for effect in effects_of_kind(state, "delayed_trigger"):
        params = effect.params
        if params.get("leaves") != event.object or params.get("leaves_timestamp") != known.get(
            "timestamp"
        ):
            continue
        res.set_state(res.state.without_effect(effect.id))  # 603.7c: once, and only this object
        if event.to_zone.value not in tuple(params.get("to_zones", ())):
            continue
        card = res.state.find_object(event.object)
        bound = {
            "text": str(params.get("text", "")),
            "effects": params.get("effects", ()),
            "bent_card": event.object,
            "bent_timestamp": card.timestamp if card is not None else -1,
        }
        found.append(
            PendingTrigger(effect.source or "", -1, effect.controller, Params(bound), effect.id)
        )
        res.note(
            LogKind.TRIGGER,
            f"a delayed trigger from {name_of(state, effect.source)} triggers: "
            f"{params.get('text', '')}",
            "603.7",
            "603.10a",
            RULE,
            objects=(event.object,),
        )
    return found


INHERENT_TRIGGERS.append(_left)


@instruction_kind("return_bent_land")
def _return_bent_land(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card_id = str(ctx.bound.get("bent_card", ""))
    card = res.state.find_object(card_id)
    if (
        card is None
        or card.zone.value not in RETURN_FROM
        or card.timestamp != ctx.bound.get("bent_timestamp")
    ):
        res.note(
            LogKind.NOTE,
            "the land's card is no longer where it went: nothing returns",
            "400.7",
            RULE,
        )
        return
    under = ctx.controller  # 603.7d, 110.2a: "under your control"
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, card)} returns to the battlefield tapped under "
        f"{name_of(res.state, under)}'s control",
        RULE,
        "110.5b",
        "110.2a",
        objects=(card.id,),
    )
    if move(res, card.id, Zone.BATTLEFIELD, tapped=True) is not Zone.BATTLEFIELD:
        return
    moved = res.state.object(card.id)
    if moved.controller != under:
        res.set_state(res.state.with_object(replace(moved, controller=under)))
