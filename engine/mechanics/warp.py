"""Warp (702.185a): "Warp [cost]" means the card may be cast from its owner's hand by paying
[cost] rather than its mana cost (an alternative cost, 118.9, 601.2b, 601.2f-h), and if the warp
cost was paid, the permanent the spell becomes is exiled at the beginning of the next end step;
its owner may cast the card after the current turn has ended for as long as it remains exiled.

The cast action says it: `"warp": true`, only for a card in the hand; the spell and the permanent
it becomes remember it (`GameObject.cast_for` is "warp"). As the warped permanent enters
(`warped_permanent_enters`, from the resolution of the spell, 608.3) it gets a delayed triggered
ability (603.7) locked to it by its timestamp (400.7: a new object after any zone change isn't
exiled). Its instruction "exile_warped" exiles it and makes the card a warped card in exile
(702.185b): the effect `warped` naming the card, its timestamp in exile and the turn. On a later
turn its owner may cast it from exile (`check_cast_warped`), paying its costs as usual, at the
usual time for its card type; once it leaves exile the permission is gone (400.7).

"A spell was warped this turn" (702.185c) is not read yet.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import (
    ExecContext,
    at_next_end_step,
    instruction_kind,
)
from engine.mechanics.cast_permissions import exile_permission_turn, grant_exile_permission
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

WARP = "warp"
RULE = "702.185a"
KIND = "warped"  # a warped card in exile (702.185b)


@register
class Warped(EffectKind[WouldEvent]):
    name = KIND
    rules = (RULE, "702.185b")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} is a warped card in exile (turn "
            f"{effect.params.get('turn')}): its owner may cast it after that turn has ended"
        )


def warp_cost(definition: CardDef | None) -> str | None:
    return definition.warp if definition is not None and definition.warp else None


def check_warp(state: GameState, obj: GameObject, definition: CardDef | None, warp: bool) -> None:
    """Only a card with warp, and only from its owner's hand (702.185a)."""
    check_cast_for(state, obj, WARP, RULE, asked=warp, has_cost=warp_cost(definition) is not None)
    if warp and obj.zone is not Zone.HAND:
        raise IllegalAction(
            f"{name_of(state, obj.id)} isn't in its owner's hand: warp casts it from there", RULE
        )


def pay_warp(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the warp cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, WARP, cost, RULE)


def warped_permanent_enters(res: Resolution, permanent_id: str) -> None:
    """702.185a: the permanent a spell whose warp cost was paid became is exiled at the
    beginning of the next end step (a delayed triggered ability, 603.7)."""
    permanent = res.state.find_object(permanent_id)
    if permanent is None or permanent.zone is not Zone.BATTLEFIELD or permanent.cast_for != WARP:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, permanent.id)}'s warp cost was paid: it is exiled at the beginning "
        "of the next end step",
        RULE,
        objects=(permanent.id,),
    )
    at_next_end_step(
        res, permanent, f"exile {name_of(res.state, permanent)} (warp)", "exile_warped", RULE
    )


@instruction_kind("exile_warped")
def _exile_warped(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """The delayed trigger's effect: exile the warped permanent if it is still the same object
    (400.7); the card in exile is a warped card its owner may cast after this turn (702.185b)."""
    permanent = res.state.find_object(ctx.source)
    expected = ctx.bound.get("source_timestamp")
    if (
        permanent is None
        or permanent.zone is not Zone.BATTLEFIELD
        or (expected is not None and permanent.timestamp != expected)
    ):
        return
    res.note(
        LogKind.ZONE_CHANGE,
        f"{name_of(res.state, permanent.id)} is exiled (warp); its owner may cast it from exile "
        "after this turn",
        RULE,
        objects=(permanent.id,),
    )
    if move(res, permanent.id, Zone.EXILE) is not Zone.EXILE:
        return  # a replacement sent it elsewhere: it is no warped card in exile
    exiled = res.state.object(permanent.id)
    if exiled.token:
        return  # 111.7: a token ceases to exist in exile
    turn = Params({"turn": res.state.turn.number})
    grant_exile_permission(res, exiled, KIND, player=exiled.owner, more=turn)


def warped_turn(state: GameState, obj: GameObject) -> int | None:
    """The turn this very card in exile was exiled by warp (400.7), or None."""
    return exile_permission_turn(state, obj, KIND)
    for effect in state.effects:
        if (
            effect.kind == KIND
            and effect.params.get("object") == obj.id
            and effect.params.get("timestamp") == obj.timestamp
        ):
            return int(effect.params.get("turn", 0))
    return None


def check_cast_warped(state: GameState, obj: GameObject) -> None:
    """702.185a: its owner may cast it after the turn it was exiled has ended."""
    turn = warped_turn(state, obj)
    if turn is not None and state.turn.number <= turn:
        raise IllegalAction(
            f"{name_of(state, obj.id)} was exiled by warp this turn: it may be cast from exile "
            "only after this turn has ended",
            RULE,
        )


def note_cast_warped(res: Resolution, spell_id: str) -> None:
    """The warped card is cast from exile; it is no longer a warped card in exile (400.7)."""
    res.note(
        LogKind.STACK,
        "cast from exile, a warped card",
        RULE,
        "702.185b",
        objects=(spell_id,),
    )
    for effect in res.state.effects:
        if effect.kind == KIND and effect.params.get("object") == spell_id:
            res.set_state(res.state.without_effect(effect.id))
