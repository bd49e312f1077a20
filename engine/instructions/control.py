"""Instructions that change a permanent's controller or status: gain control (613.1b), untap and
tap (701.26).

- "gain_control": "to" (a reference, default the first target), "player" (default "you"),
  "duration" (default "end_of_turn"). Creates a "gain_control" effect; see engine.rules.effects.control
  for how the current controller is kept and given back.
- "untap" / "tap": "to" (a reference, default the first target).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import BecameTapped, BecameUntapped
from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.effects.control import base_controller, settle_control
from engine.rules.pipeline import Resolution, name_of


def _permanents(res: Resolution, ctx: ExecContext, ref: object) -> list[str]:
    found = []
    for object_id in refs(res, ctx, ref):
        obj = res.state.find_object(object_id)
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            found.append(object_id)
    return found


@instruction_kind("gain_control")
def _gain_control(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Gain control of target creature until end of turn": a layer 2 effect (613.1b) whose
    set of objects is locked in as it begins (611.2c)."""
    players = refs(res, ctx, params.get("player", "you"))
    objects = tuple(_permanents(res, ctx, params.get("to", 0)))
    if not players or not objects:
        return
    state = res.state
    previous = {o: base_controller(state, state.object(o)) for o in objects}
    stamps = {o: state.object(o).timestamp for o in objects}
    effect_params = Params(
        {"objects": objects, "player": players[0], "previous": previous, "timestamps": stamps}
    )
    duration = Duration(params.get("duration", Duration.END_OF_TURN.value))
    add_effect(res, ctx, "gain_control", effect_params, duration)
    settle_control(res, objects, Params(previous))


def _set_tapped(res: Resolution, ctx: ExecContext, params: Params, tapped: bool) -> None:
    verb, rule = ("taps", "701.26a") if tapped else ("untaps", "701.26b")
    for object_id in _permanents(res, ctx, params.get("to", 0)):
        obj = res.state.object(object_id)
        if obj.tapped == tapped:
            continue
        res.set_state(res.state.with_object(replace(obj, tapped=tapped)))
        res.note(LogKind.EVENT, f"{name_of(res.state, object_id)} {verb}", rule, objects=(obj.id,))
        res.did(BecameTapped(object_id) if tapped else BecameUntapped(object_id))


@instruction_kind("untap")
def _untap(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.26b: an untapped permanent can't be untapped; a tapped one turns upright."""
    _set_tapped(res, ctx, params, False)


@instruction_kind("tap")
def _tap(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.26a: a tapped permanent can't be tapped again."""
    _set_tapped(res, ctx, params, True)


@instruction_kind("may_tap_or_untap")
def _may_tap_or_untap(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "You may tap or untap target creature" (Tideforce Elemental): as the ability resolves its
    controller chooses to tap the permanent, untap it, or neither (608.2d; 701.26a-b)."""
    for object_id in _permanents(res, ctx, params.get("to", 0)):
        obj = res.state.object(object_id)
        name = name_of(res.state, object_id)
        change = Option("untap", f"untap {name}") if obj.tapped else Option("tap", f"tap {name}")
        answer = res.choose(
            ctx.controller,
            DecisionKind.MAY,
            f"{name_of(res.state, ctx.controller)} may tap or untap {name}",
            (change, Option("neither", "neither")),
            "608.2d",
            context=("tap_or_untap", ctx.source, object_id),
        )
        if answer == "neither":
            continue
        tapped = answer == "tap"
        res.set_state(res.state.with_object(replace(obj, tapped=tapped)))
        verb, rule = ("taps", "701.26a") if tapped else ("untaps", "701.26b")
        res.note(LogKind.EVENT, f"{name} {verb}", rule, objects=(object_id,))
        res.did(BecameTapped(object_id) if tapped else BecameUntapped(object_id))
