"""Dash (702.109a): "Dash [cost]" means the card may be cast by paying [cost] rather than its
mana cost (an alternative cost, 118.9, 601.2b, 601.2f-h); if the dash cost was paid, the
permanent the spell becomes is returned to its owner's hand at the beginning of the next end
step, and it has haste as long as its dash cost was paid.

The cast action says it: `"dash": true`; the spell remembers it (`GameObject.cast_for` is
"dash"). As the dashed permanent enters (`dashed_permanent_enters`, from the resolution of the
spell, 608.3) it gets two effects locked to it (611.2c; a new object after any zone change,
400.7): haste (613.1f) and the delayed triggered ability returning it to its owner's hand at the
next end step (603.7).
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.registry import (
    ExecContext,
    hasty_until_next_end_step,
    instruction_kind,
)
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

DASH = "dash"
RULE = "702.109a"


def check_dash(state: GameState, obj: GameObject, card: CardDef | None, dash: bool) -> None:
    """Only a card with dash can be cast for its dash cost (702.109a)."""
    has_cost = card is not None and bool(card.dash)
    check_cast_for(state, obj, DASH, RULE, asked=dash, has_cost=has_cost)


def pay_dash(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the dash cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, DASH, cost, RULE)


def dashed_permanent_enters(res: Resolution, permanent_id: str) -> None:
    """702.109a: a permanent whose dash cost was paid has haste, and returns to its owner's hand
    at the beginning of the next end step."""
    permanent = res.state.find_object(permanent_id)
    if permanent is None or permanent.zone is not Zone.BATTLEFIELD or permanent.cast_for != DASH:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, permanent.id)}'s dash cost was paid: it has haste, and returns to "
        "its owner's hand at the beginning of the next end step",
        RULE,
        objects=(permanent.id,),
    )
    hasty_until_next_end_step(
        res,
        permanent,
        f"return {name_of(res.state, permanent)} to its owner's hand (dash)",
        "return_dashed",
        RULE,
    )


@instruction_kind("return_dashed")
def _return_dashed(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """The delayed trigger's effect: return the dashed permanent to its owner's hand, if it is
    still the same object on the battlefield (400.7: once it has left, it's a new object)."""
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
        f"{name_of(res.state, permanent.id)} returns to its owner's hand (dash)",
        RULE,
        objects=(permanent.id,),
    )
    move(res, permanent.id, Zone.HAND)
