"""What a creature is until end of turn, set by a resolving spell or ability: "has base power and
toughness 4/4" (layer 7b, 613.4b) and "gains all creature types" / "loses all creature types"
(layer 4, 613.1d, 205.3m). The affected set is locked in as the effect begins (611.2c): a
creature that changes zones afterwards is a new object the effect doesn't touch (400.7)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.log import LogKind
from engine.core.state import Duration, Params
from engine.instructions.registry import (
    CONTEXT_CONDITIONS,
    ExecContext,
    add_effect,
    amount,
    instruction_kind,
    refs,
)
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_conditions import TARGET_SUBTYPE_CONDITIONS


@instruction_kind("set_base_pt")
def _set_base_pt(res: Resolution, ctx: ExecContext, params: Params) -> None:
    objects = tuple(refs(res, ctx, params.get("to", 0)))
    if not objects:
        return
    add_effect(
        res,
        ctx,
        "set_power_toughness",
        Params(
            {
                "objects": objects,
                "power": amount(res, ctx, params.get("power", 0)),
                "toughness": amount(res, ctx, params.get("toughness", 0)),
            }
        ),
        Duration(params.get("duration", "end_of_turn")),
        rules=("613.4b", "611.2c"),
    )


@instruction_kind("change_creature_types")
def _change_creature_types(res: Resolution, ctx: ExecContext, params: Params) -> None:
    objects = tuple(refs(res, ctx, params.get("to", 0)))
    if not objects:
        return
    add_effect(
        res,
        ctx,
        "change_creature_types",
        Params({"objects": objects, "creature_types": params.get("creature_types", "none")}),
        Duration(params.get("duration", "end_of_turn")),
        rules=("613.1d", "205.3m", "611.2c"),
    )


@instruction_kind("becomes_creature")
def _becomes_creature(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Target land becomes a 4/4 Elemental creature ... It's still a land." (205.1b): the
    card type Creature and the creature types are added to what it is (layer 4, 613.1d); its
    base power and toughness are a separate `set_base_pt` (613.4b)."""
    objects = tuple(refs(res, ctx, params.get("to", 0)))
    if objects:
        _add_types(res, ctx, objects, params, Duration(params.get("duration", "end_of_turn")))


def _add_types(
    res: Resolution,
    ctx: ExecContext,
    objects: tuple[str, ...],
    params: Params,
    duration: Duration,
) -> None:
    """Layer 4 (613.1d): the card types (Creature unless `types` says) and creature types are
    added to what the objects are (205.1b), locked in to them (611.2c)."""
    add_effect(
        res,
        ctx,
        "add_card_types",
        Params(
            {
                "objects": objects,
                "types": tuple(params.get("types", ("Creature",))),
                "subtypes": tuple(params.get("subtypes", ())),
            }
        ),
        duration,
        rules=("613.1d", "205.1b", "611.2c"),
    )


@instruction_kind("becomes_counted_creature")
def _becomes_counted_creature(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Until end of turn, ~ becomes a Construct artifact creature with "This creature's power
    and toughness are each equal to the number of charge counters on it."" (Chimeric Mass): the
    types in layer 4 (613.1d, keeping its other types, 205.1b) and the granted ability's power
    and toughness in layer 7b (613.4b): granted by an effect, it is no characteristic-defining
    ability (604.3a), and its effect has the granting effect's timestamp (613.7a). Counted
    continuously: counters put on or removed later change it."""
    objects = tuple(refs(res, ctx, params.get("to", 0)))
    if not objects:
        return
    _add_types(res, ctx, objects, params, Duration.END_OF_TURN)
    add_effect(
        res,
        ctx,
        "set_power_toughness",
        Params({"objects": objects, "counter_kind": str(params.get("counter_kind", "charge"))}),
        Duration.END_OF_TURN,
        rules=("613.4b", "613.7a", "604.3a"),
    )


def _target_has(subtype: str) -> Callable[[Resolution, ExecContext], bool]:
    def check(res: Resolution, ctx: ExecContext) -> bool:
        """ "If it's a Vampire, ..." (Vampire's Zeal): the spell's one target has the creature
        type as the rider is reached (608.2c), with the type-changing effects then applied
        (613.1d); an illegal target is no target (608.2b) and the rider does nothing."""
        target = ctx.targets[0] if ctx.targets else None
        obj = res.state.find_object(target) if target is not None else None
        if obj is None:
            return False
        held = subtype in chars(res.state, obj).subtypes
        name = name_of(res.state, obj.id)
        verdict = "is" if held else "isn't"
        res.note(LogKind.EVENT, f"{name} {verdict} a {subtype} as it resolves", "608.2c")
        return held

    return check


for _condition, _subtype in TARGET_SUBTYPE_CONDITIONS.items():
    CONTEXT_CONDITIONS[_condition] = _target_has(_subtype)
