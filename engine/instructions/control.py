"""Instructions that change a permanent's controller or status: gain control (613.1b), untap and
tap (701.26).

- "gain_control": "to" (a reference, default the first target), "player" (default "you"),
  "duration" (default "end_of_turn"). Creates a "gain_control" effect; see engine.rules.effects.control
  for how the current controller is kept and given back.
- "untap" / "tap": "to" (a reference, default the first target).
- "untap_up_to": "count", "type": up to that many permanents of the type, chosen as it resolves.
- "tap_any_number": any number of untapped creatures its controller controls, chosen as it
  resolves; how many were tapped is bound under "bind" (Ledev Champion).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import BecameTapped, BecameUntapped
from engine.core.log import LogKind
from engine.core.state import Duration, GameObject, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, amount, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.effects.control import base_controller, settle_control
from engine.rules.effects.counter_rules import stunned
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
    _set_tapped_objects(res, _permanents(res, ctx, params.get("to", 0)), tapped)


def _set_tapped_objects(res: Resolution, objects: list[str], tapped: bool) -> None:
    verb, rule = ("taps", "701.26a") if tapped else ("untaps", "701.26b")
    for object_id in objects:
        obj = res.state.object(object_id)
        if obj.tapped == tapped:
            continue
        if not tapped and stunned(res, obj):
            continue  # 122.1d: a stun counter is removed instead
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


@instruction_kind("untap_up_to")
def _untap_up_to(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Untap up to two lands." (Snap, Frantic Search): no targets; as the effect applies the
    controller chooses which permanents of the type, from none to the number (608.2d, 107.1c),
    one pending decision a permanent, then untaps them together (701.26b). A permanent that is
    already untapped can be chosen but would stay as it is, so only tapped ones are offered."""
    wanted, count = str(params.get("type", "Land")), amount(res, ctx, params.get("count", 1))
    chosen = choose_one_by_one(
        res,
        ctx,
        lambda o: o.tapped and chars(res.state, o).is_type(wanted),
        lambda picked: (
            f"{name_of(res.state, ctx.controller)} chooses a {wanted.lower()} to "
            f"untap ({picked} of up to {count} chosen)"
        ),
        ("untap", "untap_up_to"),
        lambda object_id: name_of(res.state, object_id),  # engine.rules.names tells two apart
        count,
    )
    if not chosen:
        res.note(LogKind.EVENT, f"no {wanted.lower()} is untapped", "608.2d")
    _set_tapped_objects(res, chosen, False)


@instruction_kind("tap_any_number")
def _tap_any_number(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "You may tap any number of untapped creatures you control." (Ledev Champion): no targets;
    as it resolves its controller chooses which, from none to all (608.2d, 107.1c: "any number"
    includes zero), one pending decision a creature, then taps them together (701.26a). How
    many became tapped this way is bound for "for each creature tapped this way" (608.2c)."""
    chosen = choose_one_by_one(
        res,
        ctx,
        lambda o: (
            not o.tapped
            and not o.phased_out
            and o.controller == ctx.controller
            and chars(res.state, o).is_type("Creature")
        ),
        lambda picked: (
            f"{name_of(res.state, ctx.controller)} may tap an untapped creature "
            f"they control ({picked} chosen)"
        ),
        ("tap", "tap_any_number"),
        lambda object_id: name_of(res.state, object_id),
        None,
    )
    if not chosen:
        res.note(LogKind.EVENT, "no creature is tapped", "608.2d")
    _set_tapped_objects(res, chosen, True)
    ctx.bound[str(params.get("bind", "tapped"))] = len(chosen)


def choose_one(
    res: Resolution, player: str, choices: list[str], prompt: str, rule: str, kind: str
) -> str:
    """One of `choices` (ids), chosen by `player` as the effect applies (608.2d); a single one
    is no choice."""
    if len(choices) == 1:
        return choices[0]
    return res.choose(
        player,
        DecisionKind.TARGET,
        prompt,
        tuple(Option(c, name_of(res.state, c)) for c in choices),
        rule,
        context=(kind, player),
    )


def choose_one_by_one(
    res: Resolution,
    ctx: ExecContext,
    offered: Callable[[GameObject], bool],
    question: Callable[[int], str],
    verb_and_kind: tuple[str, str],
    label: Callable[[str], str],
    limit: int | None,
) -> list[str]:
    """Permanents chosen as the effect applies, not targeted (608.2d): one pending decision a
    permanent, with "no more" at each, until `limit` are chosen or none is left to offer."""
    verb, kind = verb_and_kind
    chosen: list[str] = []
    while limit is None or len(chosen) < limit:
        left = [o for o in res.state.battlefield if o.id not in chosen and offered(o)]
        if not left:
            break
        answer = res.choose(
            ctx.controller,
            DecisionKind.TARGET,
            question(len(chosen)),
            (
                Option("done", f"{verb} no more"),
                *(Option(o.id, f"{verb} {label(o.id)}") for o in left),
            ),
            "608.2d",
            context=(kind, ctx.source, tuple(chosen)),
        )
        if answer == "done":
            break
        chosen.append(answer)
    return chosen
