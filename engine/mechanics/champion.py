"""Champion an [object] (702.72a): two linked triggered abilities (702.72b, 607.2k): "When this
permanent enters, sacrifice it unless you exile another [object] you control" and "When this
permanent leaves the battlefield, return the exiled card to the battlefield under its owner's
control."

The enters ability runs the instruction "champion" (param "quality": "creature", or one or two
creature types, "Goblin or Shaman"): its controller chooses another permanent they control with
that quality to exile, or to sacrifice the permanent (a decision; with nothing to exile it is
sacrificed). The exiled card is linked to the permanent (the effect "exiled_with" of
engine.mechanics.linked_exile, 607.2a) while the permanent is still the object whose ability
triggered (400.7); the leaves ability is linked_exile's "return_linked". If the permanent has
left the battlefield before its enters ability resolves, there is nothing to sacrifice: its
controller may still exile a permanent, which then stays exiled (its leaves ability has already
resolved, 603.6c).
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Duration, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.mechanics.linked_exile import LINK
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move, sacrifice

RULE = "702.72a"
SACRIFICE = "sacrifice"


def quality_types(quality: str) -> tuple[str, ...]:
    """The card type ("Creature") or the creature types ("Goblin", "Shaman") a quality names."""
    if quality.lower() == "creature":
        return ("Creature",)
    return tuple(w.strip() for w in quality.split(" or "))


def has_quality(state: GameState, obj: GameObject, quality: str) -> bool:
    c = chars(state, obj)
    if quality.lower() == "creature":
        return c.is_type("Creature")
    return any(t in c.subtypes for t in quality_types(quality))  # 205.3m (changeling: all)


@instruction_kind("champion")
def _champion(res: Resolution, ctx: ExecContext, params: Params) -> None:
    quality = str(params.get("quality", "creature"))
    player = ctx.controller
    source = res.state.find_object(ctx.source)
    expected = ctx.bound.get("source_timestamp")
    present = (
        source is not None
        and source.zone is Zone.BATTLEFIELD
        and (expected is None or source.timestamp == expected)
    )
    eligible = [
        o
        for o in res.state.battlefield
        if o.controller == player
        and o.id != ctx.source
        and not o.phased_out
        and has_quality(res.state, o, quality)
    ]
    what = name_of(res.state, ctx.source)
    answer = SACRIFICE
    if eligible:
        answer = res.choose(
            player,
            DecisionKind.TARGET,
            f"{name_of(res.state, player)} exiles another {quality} they control, or sacrifices "
            f"{what} (champion)",
            (
                *(Option(o.id, f"exile {name_of(res.state, o.id)}") for o in eligible),
                Option(SACRIFICE, f"sacrifice {what}"),
            ),
            RULE,
            context=("champion", ctx.source, tuple(o.id for o in eligible)),
        )
    if answer == SACRIFICE:
        if present:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} exiles no other {quality}: {what} is sacrificed",
                RULE,
                objects=(ctx.source,),
            )
            sacrifice(res, player, ctx.source)
        return
    res.note(
        LogKind.EVENT,
        f"{what} champions {name_of(res.state, answer)}: it is exiled",
        RULE,
        "702.72c",
        objects=(answer, ctx.source),
    )
    if move(res, answer, Zone.EXILE) is not Zone.EXILE:
        return
    exiled = res.state.object(answer)
    if not present or source is None:
        res.note(
            LogKind.NOTE,
            f"{what} has left the battlefield: its leaves ability has already resolved, and "
            f"nothing will return {name_of(res.state, exiled)}",
            "607.2a",
            "603.6c",
            objects=(answer,),
        )
        return
    link = Params(
        {"card": answer, "card_timestamp": exiled.timestamp, "source_timestamp": source.timestamp}
    )
    add_effect(res, ctx, LINK, link, Duration.INDEFINITE, rules=("607.2k", RULE))
