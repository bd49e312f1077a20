"""Unearth [cost] (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It
gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
exile it instead of putting it anywhere else. Activate only as a sorcery."

The "unearth" instruction does the whole effect as the ability resolves: it returns the card,
locks haste to the permanent it became (611.2c), sets up the delayed trigger (603.7) and the
replacement effect of kind "unearthed" (614.1a), both tied to that permanent by its timestamp, so
a new object after a zone change (400.7) isn't exiled by them.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import ZoneChangeEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.rules.effect_kinds import Applied, EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move


@register
class Unearthed(EffectKind[ZoneChangeEvent]):
    """Params: "object" and "timestamp" (the returned permanent): if it would leave the
    battlefield, it is exiled instead (702.84a)."""

    name = "unearthed"
    watches = (ZoneChangeEvent,)
    rules = ("702.84a", "614.1a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        obj = state.find_object(event.object)
        return (
            obj is not None
            and obj.id == effect.params.get("object")
            and obj.timestamp == effect.params.get("timestamp")
            and obj.zone is Zone.BATTLEFIELD
            and event.to_zone is not Zone.EXILE
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        return Applied(
            replace(event, to_zone=Zone.EXILE),
            f"{ref_name(state, event.object)} was unearthed: it is exiled instead",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} is exiled if it would leave the battlefield"


@instruction_kind("unearth")
def _unearth(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card = res.state.find_object(ctx.source)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return  # 400.7: the card left the graveyard; the ability can't find it
    if move(res, card.id, Zone.BATTLEFIELD) is not Zone.BATTLEFIELD:
        return
    returned = res.state.object(card.id)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, returned.id)} is unearthed: it gains haste and is exiled at the "
        "beginning of the next end step",
        "702.84a",
        objects=(returned.id,),
    )
    locked = Params({"object": returned.id, "timestamp": returned.timestamp})
    add_effect(
        res,
        ctx,
        "gain_keywords",
        Params({"objects": (returned.id,), "keywords": ("haste",)}),
        Duration.INDEFINITE,
        rules=("702.84a", "611.2c"),
    )
    add_effect(
        res,
        ctx,
        "delayed_trigger",
        Params(
            {
                "step": "end",
                "text": f"exile {name_of(res.state, returned)} (unearth)",
                "effects": (
                    Params(
                        {
                            "kind": "exile_unearthed",
                            "params": Params({"timestamp": returned.timestamp}),
                        }
                    ),
                ),
            }
        ),
        Duration.INDEFINITE,
        rules=("702.84a", "603.7"),
    )
    add_effect(res, ctx, "unearthed", locked, Duration.INDEFINITE, rules=("702.84a", "614.1a"))


@instruction_kind("exile_unearthed")
def _exile_unearthed(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """The delayed trigger's "exile it" (702.84a): only the permanent the card became as it was
    unearthed (its timestamp), not a new object it has become since (400.7)."""
    obj = res.state.find_object(ctx.source)
    if (
        obj is not None
        and obj.zone is Zone.BATTLEFIELD
        and obj.timestamp == params.get("timestamp")
    ):
        move(res, obj.id, Zone.EXILE)
