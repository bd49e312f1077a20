"""Rebound (702.88): "If you cast this spell from your hand, exile it as it resolves. At the
beginning of your next upkeep, you may cast this card from exile without paying its mana cost."
(702.88a).

- As a spell with rebound is cast from its owner's hand, it remembers so (`mark_cast_from_hand`:
  the stack's bound value "rebound"); cast from anywhere else (a graveyard, exile, while
  another spell resolves from exile) it doesn't rebound.
- As it finishes resolving (608.2n), it is exiled instead of going to the graveyard (a
  replacement effect of the spell itself, 702.88a; if it is countered or leaves the stack
  another way, nothing happens) and a delayed triggered ability is made (603.7a) that triggers
  at the beginning of its controller's next upkeep (the delayed trigger's "player").
- That ability's instruction `rebound_cast`: if the card is still the object that was exiled
  (400.7), its controller may cast it from exile without paying its mana cost as the ability
  resolves (608.2g, 118.9; engine.rules.resolution_casts). Cast this way it isn't cast from the
  hand, so it doesn't rebound again.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import may_cast_without_paying
from engine.rules.zones import move

RULE = "702.88a"
REBOUND = "rebound"


def has_rebound(res: Resolution, obj: GameObject) -> bool:
    """The spell has rebound (its keywords on the stack: printed or a custom card's)."""
    return chars(res.state, obj).has("rebound")


def mark_cast_from_hand(res: Resolution, spell_id: str, from_zone: Zone) -> None:
    """601.2a: the spell was cast from its owner's hand: it will rebound as it resolves."""
    spell = res.state.object(spell_id)
    if from_zone is not Zone.HAND or spell.stack is None or not has_rebound(res, spell):
        return
    info = replace(spell.stack, bound=spell.stack.bound.set(REBOUND, True))
    res.set_state(res.state.with_object(replace(spell, stack=info)))


def rebounds(spell: GameObject) -> bool:
    return spell.stack is not None and bool(spell.stack.bound.get(REBOUND))


def rebound(res: Resolution, spell: GameObject) -> None:
    """702.88a: exiled as it resolves; a delayed trigger at its controller's next upkeep."""
    controller = spell.controller
    res.note(
        LogKind.ZONE_CHANGE,
        f"{name_of(res.state, spell)} was cast from its owner's hand and has rebound: it is exiled as it resolves",
        RULE,
        objects=(spell.id,),
    )
    if move(res, spell.id, Zone.EXILE) is not Zone.EXILE:
        return
    exiled = res.state.object(spell.id)
    text = (
        f"At the beginning of your next upkeep, you may cast {name_of(res.state, exiled)} from exile without "
        "paying its mana cost."
    )
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    params = Params(
        {
            "step": "upkeep",
            "player": controller,
            "text": text,
            "effects": (
                {
                    "kind": "rebound_cast",
                    "params": {"card": exiled.id, "timestamp": exiled.timestamp},
                },
            ),
        }
    )
    effect = Effect(
        effect_id, "delayed_trigger", controller, exiled.id, params, Duration.INDEFINITE, timestamp
    )
    res.set_state(state.with_effect(effect))
    res.note(
        LogKind.EVENT,
        f"at the beginning of {name_of(res.state, controller)}'s next upkeep, they may cast "
        f"{name_of(res.state, exiled)} from exile without paying its mana cost",
        RULE,
        "603.7a",
        objects=(exiled.id,),
    )


@instruction_kind("rebound_cast")
def _rebound_cast(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card = res.state.find_object(str(params.get("card", "")))
    if card is None or card.zone is not Zone.EXILE or card.timestamp != params.get("timestamp"):
        res.note(LogKind.NOTE, "the rebounded card is no longer the card exiled (400.7)", RULE)
        return
    may_cast_without_paying(res, card.id, ctx.controller, "rebound", RULE)
