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

Only a mana blitz cost is read ("Blitz—{2}{B}{B}, Discard a card." is left unapplied).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.events import DidEvent, ZoneChanged
from engine.core.log import LogKind
from engine.core.state import Duration, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import move

BLITZ = "blitz"
BLITZED = "blitzed"
RULE = "702.152a"


def check_blitz(state: GameState, obj: GameObject, card: CardDef | None, blitz: bool) -> None:
    """Only a card with blitz can be cast for its blitz cost (702.152a)."""
    has_cost = card is not None and bool(card.blitz)
    check_cast_for(state, obj, BLITZ, RULE, asked=blitz, has_cost=has_cost)


def pay_blitz(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the blitz cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, BLITZ, cost, RULE)


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
    ctx = ExecContext(permanent.controller, permanent.id)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, permanent.id)}'s blitz cost was paid: it has haste and \"When "
        'this permanent is put into a graveyard from the battlefield, draw a card", and it is '
        "sacrificed at the beginning of the next end step",
        RULE,
        objects=(permanent.id,),
    )
    add_effect(
        res,
        ctx,
        "gain_keywords",
        Params({"objects": (permanent.id,), "keywords": ("haste",)}),
        Duration.INDEFINITE,
        rules=(RULE, "613.1f"),
    )
    add_effect(
        res,
        ctx,
        "delayed_trigger",
        Params(
            {
                "step": "end",
                "text": f"sacrifice {permanent.card} (blitz)",
                "effects": ({"kind": "sacrifice_blitzed", "params": {}},),
                "source_timestamp": permanent.timestamp,
            }
        ),
        Duration.INDEFINITE,
        rules=(RULE, "603.7"),
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
    move(res, permanent.id, Zone.GRAVEYARD)
