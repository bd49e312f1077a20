"""Linked exile abilities (607.2a): "When this enters, exile target creature. When this leaves
the battlefield, return the exiled card to the battlefield under its owner's control." (Journey
to Nowhere, the Oblivion Ring style: two triggered abilities, not one "until" effect).

The enters ability's "exile_linked" instruction exiles its target and records the link as a
stored effect of kind "exiled_with" (its source is the permanent, its params the exiled card and
both objects' timestamps), so the link lives in the game state and the codec keeps it. The leaves
ability's "return_linked" instruction returns the cards linked to its source and ends the links.

The link is made only if the permanent is still the object whose ability triggered (its
timestamp, bound as the ability triggered, 400.7). If it has left the battlefield before its
enters ability resolves, its leaves ability has already triggered (603.6c) and resolves first,
finding nothing to return; the enters ability then exiles the creature with no link, and nothing
will ever return it (607.2a: the leaves ability refers only to cards its own object exiled).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.effect_kinds import EffectKind, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

LINK = "exiled_with"


@register
class ExiledWith(EffectKind[WouldEvent]):
    """A card exiled by a permanent's ability, which a linked ability of that permanent refers
    to (607.2a). It changes nothing by itself."""

    name = LINK
    rules = ("607.2a",)

    def describe(self, effect: Effect, state: GameState) -> str:
        card = str(effect.params.get("card", ""))
        return f"{name_of(state, card)} is exiled with {name_of(state, effect.source)}"


@instruction_kind("exile_linked")
def _exile_linked(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Exile the target(s) and link them to the source while it is still the object whose
    ability triggered (bound "source_timestamp")."""
    source = res.state.find_object(ctx.source)
    expected = ctx.bound.get("source_timestamp")
    linked = (
        source is not None
        and source.zone is Zone.BATTLEFIELD
        and (expected is None or source.timestamp == expected)
    )
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is None or obj.zone is Zone.EXILE:
            continue
        if move(res, target, Zone.EXILE) is not Zone.EXILE:
            continue
        exiled = res.state.object(target)
        if not linked:
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, ctx.source)} has left the battlefield: its leaves ability "
                f"has already resolved, and nothing will return {name_of(res.state, exiled)}",
                "607.2a",
                "603.6c",
                objects=(target,),
            )
            continue
        assert source is not None
        link = Params(
            {
                "card": target,
                "card_timestamp": exiled.timestamp,
                "source_timestamp": source.timestamp,
            }
        )
        add_effect(res, ctx, LINK, link, Duration.INDEFINITE, rules=("607.2a",))


@instruction_kind("return_linked")
def _return_linked(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Return the cards exiled with the source (607.2a) to the battlefield under their owner's
    control (110.2a). A card that has left exile since is a new object: it stays (400.7). A link
    made by the source's new object (back on the battlefield again) isn't this ability's."""
    source = res.state.find_object(ctx.source)
    current = source.timestamp if source is not None and source.zone is Zone.BATTLEFIELD else None
    links = [
        e
        for e in res.state.effects
        if e.kind == LINK and e.source == ctx.source and e.params.get("source_timestamp") != current
    ]
    if not links:
        res.note(
            LogKind.NOTE,
            f"no card is exiled with {name_of(res.state, ctx.source)}: nothing returns",
            "607.2a",
            objects=(ctx.source,),
        )
    for link in links:
        res.set_state(res.state.without_effect(link.id))
        return_exiled_card(res, link, "", "607.2a", "110.2a")


def return_exiled_card(res: Resolution, link: Effect, because: str, *rules: str) -> None:
    """The card a link names returns to the battlefield under its owner's control (110.2a),
    unless it has left exile since: then it is a new object and stays (400.7). `because` starts
    the log line ("Oblivion Ring has left the battlefield: ")."""
    card = str(link.params.get("card", ""))
    obj = res.state.find_object(card)
    if obj is None:
        return
    if obj.zone is not Zone.EXILE or obj.timestamp != link.params.get("card_timestamp"):
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, obj)} is no longer the card that was exiled: it isn't returned",
            "400.7",
            objects=(card,),
        )
        return
    res.note(
        LogKind.EVENT,
        f"{because}{name_of(res.state, obj)} returns to the battlefield under {name_of(res.state, obj.owner)}'s "
        "control",
        *rules,
        objects=(card,),
    )
    if move(res, card, Zone.BATTLEFIELD) is Zone.BATTLEFIELD:
        moved = res.state.object(card)
        res.set_state(res.state.with_object(replace(moved, controller=moved.owner)))
