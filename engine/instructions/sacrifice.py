"""Sacrificing a permanent the player chooses (701.21a): "Sacrifice a creature.", "Each player
sacrifices a creature." Each player chooses among the permanents of the type they control, in
APNAP order (101.4), then all the chosen permanents are sacrificed at once. Sacrificing isn't
destroying: indestructible and regeneration don't stop it (701.21a)."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.type_words import matches
from engine.rules.zones import sacrifice


@instruction_kind("sacrifice_permanents")
def _sacrifice_permanents(res: Resolution, ctx: ExecContext, params: Params) -> None:
    wanted = str(params.get("type", "Creature"))
    chosen: list[str] = []
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is None:
            continue
        count = amount(res, ctx, params.get("count", 1))
        own = [
            o.id
            for o in res.state.battlefield
            if o.controller == player
            and matches(res.state, o, wanted)  # "a creature or planeswalker": either one
        ]
        if len(own) <= count:
            chosen += own
            continue
        for _ in range(count):
            answer = res.choose(
                player,
                DecisionKind.TARGET,
                f"{name_of(res.state, player)} chooses a {wanted.lower()} to sacrifice",
                tuple(Option(o, name_of(res.state, o)) for o in own),
                "701.21a",
                context=("sacrifice", ctx.source, player, len(chosen)),
            )
            chosen.append(answer)
            own.remove(answer)
    for obj_id in chosen:
        obj = res.state.find_object(obj_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj.controller)} sacrifices {name_of(res.state, obj_id)}",
            "701.21a",
            objects=(obj_id,),
        )
        sacrifice(res, obj.controller, obj_id)


@instruction_kind("may_sacrifice_another")
def _may_sacrifice_another(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "You may sacrifice another creature. If you do, ...": the controller chooses as it
    resolves (603.5) whether to sacrifice, and which permanent of the type other than the source
    (701.21a); with none they can't, and what depends on it doesn't happen (608.2c)."""
    wanted = str(params.get("type", "Creature"))
    another = bool(params.get("another", True))  # false: "you may sacrifice a creature"
    without = params.get("without")  # "a non-Demon creature" (205.3m)
    other = "another" if another else ("an" if wanted[0] in "AEIOU" else "a")
    if without:
        other = f"a non-{without}"
    who = name_of(res.state, ctx.controller)
    own = [
        o.id
        for o in res.state.battlefield
        if o.controller == ctx.controller
        and not (another and o.id == ctx.source)
        and chars(res.state, o).is_type(wanted)
        and not (without and str(without) in chars(res.state, o).subtypes)
    ]
    if not own:
        ctx.bound["declined"] = True
        res.judge(
            LogKind.NOTE,
            f"{who} controls no {'other ' if another else ''}{wanted.lower()}"
            f"{f' without the type {without}' if without else ''} to sacrifice: what "
            "the sacrifice would do doesn't happen",
            "701.21a",
            "608.2c",
        )
        return
    answer = res.choose(
        ctx.controller,
        DecisionKind.MAY,
        f"{who} may sacrifice {other} {wanted.lower()} ({name_of(res.state, ctx.source)})",
        (
            Option(DECLINE, "don't sacrifice"),
            *(Option(o, f"sacrifice {name_of(res.state, o)}") for o in own),
        ),
        "603.5",
        context=("may_sacrifice_another", ctx.source),
    )
    if answer == DECLINE:
        ctx.bound["declined"] = True
        res.note(LogKind.EVENT, f"{who} doesn't sacrifice", "603.5", objects=(ctx.source,))
        return
    res.note(
        LogKind.EVENT,
        f"{who} sacrifices {name_of(res.state, answer)}",
        "701.21a",
        "608.2c",
        objects=(answer,),
    )
    sacrifice(res, ctx.controller, answer)


DECLINE = "decline"


@instruction_kind("sacrifice_referenced")
def _sacrifice_referenced(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Sacrifice that permanent" (Grafted Exoskeleton): the ability's controller sacrifices the
    permanent the words name, if it is still on the battlefield under their control (701.21a:
    only a permanent you control can be sacrificed; one that left is a new object, 400.7)."""
    for obj_id in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(obj_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        if obj.controller != ctx.controller:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, ctx.controller)} doesn't control "
                f"{name_of(res.state, obj_id)}: it can't be sacrificed",
                "701.21a",
                objects=(obj_id,),
            )
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj.controller)} sacrifices {name_of(res.state, obj_id)}",
            "701.21a",
            objects=(obj_id,),
        )
        sacrifice(res, obj.controller, obj_id)
