"""Turning a permanent's other face up by an instruction of its own text: "transform ~"
(701.27a, a double-faced permanent) and "flip it" (710.2, a flip card). The permanent stays the
same object (its counters, damage and attachments stay, 712.8d); only the face that counts
changes (engine.rules.faces).

Transforming is an event (`Transformed`) that "When ~ transforms into ~" abilities trigger on
(701.27e): the trigger kinds `self_transforms_into` and `self_enters_or_transforms_into`.

Known gap: 701.27f (an ability of the permanent that tries to transform it after it has already
transformed since the ability was put onto the stack does nothing) is not checked.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import TriggeredAbility
from engine.core.events import DidEvent, Transformed, ZoneChanged
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.faces import layout_and_faces, why_cant_transform
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import trigger_kind


@instruction_kind("transform_self")
def _transform_self(res: Resolution, ctx: ExecContext, params: Params) -> None:
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return  # it left the battlefield: a new object, nothing to transform (400.7)
    turn_over(res, obj, CONVERT if params.get("verb") == "convert" else TRANSFORM)


@instruction_kind("transform")
def _transform(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Transform target Incubator token you control", "transform all Incubator tokens you
    control" (701.27a): each permanent the words name turns over; one that can't (701.27c-d)
    stays as it is."""
    for object_id in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(object_id)
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            turn_over(res, obj, TRANSFORM)


# The verb and its rules: converting follows the rules of transforming (701.28a).
TRANSFORM = ("transform", "701.27a", "701.27c")
CONVERT = ("convert", "701.28a", "701.28c")


def turn_over(res: Resolution, obj: GameObject, verb: tuple[str, str, str]) -> None:
    """Turn a permanent's other face up (701.27a / 701.28a, 712.18: the same object), or say why
    it doesn't."""
    word, rule, not_double_faced = verb
    problem = why_cant_transform(res.state, obj)
    if problem is not None:
        why, why_rule = problem
        if why_rule == "701.27c":
            why_rule = not_double_faced
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj.id)} doesn't {word}: {why}",
            why_rule,
            objects=(obj.id,),
        )
        return
    before = name_of(res.state, obj.id)
    res.set_state(res.state.with_object(replace(obj, face=1 - min(obj.face, 1))))
    res.note(
        LogKind.EVENT,
        f"{before} {word}s: {name_of(res.state, obj.id)} is now face up",
        rule,
        "712.8d",
        objects=(obj.id,),
    )
    res.did(Transformed(obj.id))  # 701.27e: "transforms into" triggers on converting too


@trigger_kind("self_transforms_into")
def _self_transforms_into(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "When ~ transforms into ~" (701.27e): the permanent transformed and has the face with
    this ability up now (the ability is read from the face that is up after the event)."""
    return isinstance(event, Transformed) and event.object == obj.id


@trigger_kind("self_enters_or_transforms_into")
def _self_enters_or_transforms_into(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """ "Whenever ~ enters or transforms into ~" (603.6a, 701.27e): entering (transformed or
    not) or transforming into the face with this ability."""
    if isinstance(event, ZoneChanged):
        return event.object == obj.id and event.to_zone is Zone.BATTLEFIELD
    return isinstance(event, Transformed) and event.object == obj.id


@instruction_kind("flip_self")
def _flip_self(res: Resolution, ctx: ExecContext, params: Params) -> None:
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    layout, faces = layout_and_faces(res.state, obj)
    if layout != "flip" or len(faces) < 2:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj.id)} doesn't flip: it isn't a flip card",
            "710.1",
            objects=(obj.id,),
        )
        return
    if obj.face == 1:
        return  # 710.4: flipping is one-way; a flipped permanent stays flipped
    before = name_of(res.state, obj.id)
    res.set_state(res.state.with_object(replace(obj, face=1)))
    res.note(
        LogKind.EVENT,
        f"{before} flips: it is now {name_of(res.state, obj.id)} (its color and mana cost stay)",
        "710.2",
        "710.1c",
        objects=(obj.id,),
    )
