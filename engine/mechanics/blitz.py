"""Blitz (702.152a): "Blitz [cost]" means the card may be cast by paying [cost] rather than its
mana cost (an alternative cost, 118.9, 601.2b, 601.2f-h); if the blitz cost was paid, the
permanent the spell becomes is sacrificed at the beginning of the next end step, and as long as
it was paid the permanent has haste and "When this permanent is put into a graveyard from the
battlefield, draw a card."

- The cast action says it: `"blitz": true`; the spell and the permanent it becomes remember it
  (`GameObject.cast_for` is "blitz", forgotten by any other move, 400.7).
- As the blitzed permanent enters (`blitzed_permanent_enters`, from the resolution of the spell,
  608.3) it gets two effects locked to it (611.2c): haste (613.1f) and the delayed triggered
  ability (603.7) sacrificing it at the next end step, only if it is still that object.
- The draw is the keyword's triggered ability (engine.cards.keyword_abilities.BLITZ: "self_dies",
  looking back in time, 603.10a), which the permanent has only while its blitz cost was paid:
  the condition "blitzed" reads the permanent, or, once it has left the battlefield, how it last
  existed there (608.2h: the last known `cast_for`, kept by engine.rules.zones).

A blitz cost of mana is `CardDef.blitz`; one with other parts ("Blitz—{2}{R}{R}, Discard a
card.", "Blitz—{2}{B}{B}, Pay 2 life.") is `CardDef.blitz_cost`: those parts are paid as the
spell is cast (601.2h), and a player can't cast it for that cost without the resources to pay
it in full (118.3, 119.4).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.events import DidEvent, LifeLossEvent, ZoneChanged
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.registry import (
    ExecContext,
    hasty_until_next_end_step,
    instruction_kind,
)
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import sacrifice

BLITZ = "blitz"
BLITZED = "blitzed"
RULE = "702.152a"


def blitz_mana(card: CardDef | None) -> str | None:
    """The mana of the card's blitz cost ("" for none), or None when it has no blitz."""
    if card is None:
        return None
    if card.blitz:
        return card.blitz
    return card.blitz_cost.mana if card.blitz_cost is not None else None


def check_blitz(state: GameState, obj: GameObject, card: CardDef | None, blitz: bool) -> None:
    """Only a card with blitz can be cast for its blitz cost (702.152a), and only if the other
    parts of that cost can be paid (118.3; life 119.4)."""
    check_cast_for(state, obj, BLITZ, RULE, asked=blitz, has_cost=blitz_mana(card) is not None)
    cost = card.blitz_cost if card is not None and blitz else None
    if cost is None:
        return
    if cost.life and state.player(obj.owner).life < cost.life:
        raise IllegalAction(
            f"{name_of(state, obj.owner)} can't pay {cost.life} life for {name_of(state, obj)}'s blitz cost",
            "119.4",
        )
    problem = why_unpayable(state, obj.owner, obj.id, cost, casting=True)
    if problem is not None:
        raise IllegalAction(f"{problem} for {name_of(state, obj)}'s blitz cost", "118.3")


def pay_blitz(res: Resolution, spell_id: str, card: CardDef) -> None:
    """118.9: the blitz cost is paid rather than the mana cost; the spell remembers it. Its
    parts other than mana are paid now (601.2h); the mana is paid with the rest of the total
    cost."""
    cast_for(res, spell_id, BLITZ, blitz_mana(card) or "", RULE)
    cost = card.blitz_cost
    if cost is None:
        return
    spell = res.state.object(spell_id)
    if cost.life:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, spell.controller)} pays {cost.life} life for "
            f"{name_of(res.state, spell)}'s blitz cost",
            RULE,
            "119.4",
        )
        res.run(LifeLossEvent(spell.controller, cost.life, spell_id))
    pay_cost_parts(res, spell.controller, spell_id, cost, name_of(res.state, spell), "601.2h")


def _blitzed(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """The permanent's blitz cost was paid: on the battlefield, as it is; having left it, as it
    last existed there (603.10a, 608.2h)."""
    who = event.object if isinstance(event, ZoneChanged) else source
    found = state.find_object(who) if who is not None else None
    if found is None:
        return False
    if found.zone is Zone.BATTLEFIELD:
        return found.cast_for == BLITZ
    known = state.last_known.get(found.id)
    return known is not None and known.get("cast_for") == BLITZ


CONDITIONS[BLITZED] = (_blitzed, "'its blitz cost was paid'")


def blitzed_permanent_enters(res: Resolution, permanent_id: str) -> None:
    """702.152a: a permanent whose blitz cost was paid has haste, and is sacrificed at the
    beginning of the next end step."""
    permanent = res.state.find_object(permanent_id)
    if permanent is None or permanent.zone is not Zone.BATTLEFIELD or permanent.cast_for != BLITZ:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, permanent.id)}'s blitz cost was paid: it has haste and \"When "
        'this permanent is put into a graveyard from the battlefield, draw a card", and it is '
        "sacrificed at the beginning of the next end step",
        RULE,
        objects=(permanent.id,),
    )
    hasty_until_next_end_step(
        res,
        permanent,
        f"sacrifice {name_of(res.state, permanent)} (blitz)",
        "sacrifice_blitzed",
        RULE,
    )


@instruction_kind("sacrifice_blitzed")
def _sacrifice_blitzed(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """The delayed trigger's effect: its controller sacrifices the blitzed permanent, if it is
    still the same object on the battlefield (400.7) and they control it (701.21a: only a
    permanent you control can be sacrificed)."""
    permanent = res.state.find_object(ctx.source)
    expected = ctx.bound.get("source_timestamp")
    if (
        permanent is None
        or permanent.zone is not Zone.BATTLEFIELD
        or (expected is not None and permanent.timestamp != expected)
        or permanent.controller != ctx.controller
    ):
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, ctx.controller)} sacrifices {name_of(res.state, permanent.id)} "
        "(blitz)",
        RULE,
        "701.21a",
        objects=(permanent.id,),
    )
    sacrifice(res, ctx.controller, permanent.id)
