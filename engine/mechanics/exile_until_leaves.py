"""Exile "until ~ leaves the battlefield" (610.3): "When ~ enters, exile target nonland permanent
an opponent controls until ~ leaves the battlefield." (Cast Out, Banisher Priest). One ability,
two one-shot effects: the exile, and, immediately after the permanent leaves the battlefield,
the card's return to the battlefield under its owner's control (610.3c). The return uses no
trigger and no stack: it happens after the event that took the permanent away (an
AFTER_PERFORM hook of the pipeline).

The "exile_until_leaves" instruction records each exiled card as a stored effect of kind
"exiled_until_leaves" (its source the permanent; its params the card and both objects'
timestamps), so the link lives in the game state and the codec keeps it. If the permanent has
already left the battlefield (or is a new object, 400.7) when the ability resolves, nothing is
exiled (610.3a-b). A card that has left exile meanwhile is a new object and stays where it is
(400.7); returns after one event happen together (610.3d).
"""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.mechanics.linked_exile import return_exiled_card
from engine.rules.effect_kinds import EffectKind, register
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of
from engine.rules.zones import move

KIND = "exiled_until_leaves"


@register
class ExiledUntilLeaves(EffectKind[WouldEvent]):
    """A card exiled until a permanent leaves the battlefield (610.3). It changes nothing by
    itself; the return follows the permanent's leaving."""

    name = KIND
    rules = ("610.3",)

    def describe(self, effect: Effect, state: GameState) -> str:
        card = str(effect.params.get("card", ""))
        return (
            f"{name_of(state, card)} is exiled until {name_of(state, str(effect.source))} "
            "leaves the battlefield"
        )


def _source_still_there(res: Resolution, ctx: ExecContext) -> bool:
    source = res.state.find_object(ctx.source)
    expected = ctx.bound.get("source_timestamp")
    return (
        source is not None
        and source.zone is Zone.BATTLEFIELD
        and (expected is None or source.timestamp == expected)
    )


@instruction_kind("exile_until_leaves")
def _exile_until_leaves(res: Resolution, ctx: ExecContext, params: Params) -> None:
    if not _source_still_there(res, ctx):
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, ctx.source)} has already left the battlefield: nothing is exiled",
            "610.3b",
            objects=(ctx.source,),
        )
        return
    source = res.state.object(ctx.source)
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is None or obj.zone is Zone.EXILE:
            continue
        if move(res, target, Zone.EXILE) is not Zone.EXILE:
            continue
        exiled = res.state.object(target)
        link = Params(
            {
                "card": target,
                "card_timestamp": exiled.timestamp,
                "source_timestamp": source.timestamp,
            }
        )
        add_effect(res, ctx, KIND, link, Duration.INDEFINITE, rules=("610.3",))


def return_when_gone(res: Resolution) -> None:
    """After each event: every card exiled until a permanent that has now left the battlefield
    (or become a new object) returns to the battlefield under its owner's control (610.3c)."""
    due = []
    for effect in res.state.effects:
        if effect.kind != KIND:
            continue
        source = res.state.find_object(str(effect.source))
        if (
            source is not None
            and source.zone is Zone.BATTLEFIELD
            and source.timestamp == effect.params.get("source_timestamp")
        ):
            continue
        due.append(effect)
    if not due:
        return
    for effect in due:  # the links end first: the returns below run through the pipeline
        res.set_state(res.state.without_effect(effect.id))
    for effect in due:
        _return(res, effect)


def _return(res: Resolution, effect: Effect) -> None:
    left = f"{name_of(res.state, str(effect.source))} has left the battlefield: "
    return_exiled_card(res, effect, left, "610.3", "610.3c")


AFTER_PERFORM.append(return_when_gone)
