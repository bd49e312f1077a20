"""Casualty (702.153): two abilities working while the spell is on the stack (702.153a). "Casualty
N" is an optional additional cost, sacrificing a creature with power N or greater (601.2b,
601.2f-h), and a triggered ability: as the spell becomes cast, if that cost was paid, copy it;
the copy's controller may choose new targets for it (707.10c).

The card definition holds N (`CardDef.casualty`). The cast action declares the intention to pay
(`"casualty": true`, 601.2b); the creature is chosen as the cost is paid (601.2h: a decision
among the caster's creatures with power N or greater, skipped when only one qualifies) and
sacrificed (701.21a). A spell whose caster controls no such creature can't be cast paying it
(118.3). The spell remembers the payment (its `bound` "casualty"; its copy copies it, but a copy
isn't cast, so it doesn't trigger: 707.10).

The triggered ability is the keyword's (engine.cards.keyword_abilities.CASUALTY): the trigger
`self_cast` with the intervening "if" condition "casualty_paid" (603.4) and the instruction
`casualty_copy`. "Casualty X" (a number chosen as it's cast) isn't read, nor 702.153b (several
instances: a definition lists the keyword once).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction
from engine.core.events import DidEvent
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.spell_copies import copy_once, mark_cost_paid, paid_for_spell
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import sacrifice

CASUALTY = "casualty"
PAID = "casualty_paid"
RULE = "702.153a"


def _candidates(state: GameState, player: str, power: int) -> list[GameObject]:
    """The creatures the player controls with power `power` or greater now (701.21a: only a
    permanent they control can be sacrificed)."""
    found = []
    for obj in state.battlefield:
        c = chars(state, obj)
        if obj.controller == player and c.is_type("Creature") and (c.power or 0) >= power:
            found.append(obj)
    return found


def check_casualty(state: GameState, obj: GameObject, card: CardDef | None, paid: bool) -> None:
    """Only a spell with casualty has its cost to pay (702.153a), and only with a creature to
    sacrifice for it (118.3)."""
    if not paid:
        return
    if card is None or card.casualty is None:
        raise IllegalAction(f"{name_of(state, obj.id)} has no casualty cost to pay", RULE)
    if not _candidates(state, obj.owner, card.casualty):
        raise IllegalAction(
            f"{name_of(state, obj.owner)} controls no creature with power {card.casualty} or "
            f"greater to sacrifice for {name_of(state, obj.id)}'s casualty cost",
            "118.3",
        )


def pay_casualty(res: Resolution, spell_id: str, card: CardDef | None) -> None:
    """601.2h: the caster sacrifices a creature with power N or greater (their choice among
    those); the spell remembers the cost was paid."""
    if card is None or card.casualty is None:
        return
    spell = res.state.object(spell_id)
    player = spell.controller
    candidates = _candidates(res.state, player, card.casualty)
    pick = candidates[0].id
    if len(candidates) > 1:
        pick = res.choose(
            player,
            DecisionKind.SACRIFICE,
            f"{name_of(res.state, player)} sacrifices a creature with power {card.casualty} or "
            f"greater for {name_of(res.state, spell)}'s casualty cost",
            tuple(Option(o.id, name_of(res.state, o.id)) for o in candidates),
            RULE,
            context=(CASUALTY, spell_id),
        )
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} sacrifices {name_of(res.state, pick)} (power "
        f"{chars(res.state, res.state.object(pick)).power}) to pay {name_of(res.state, spell)}'s casualty "
        f"{card.casualty} cost",
        RULE,
        "601.2h",
        "701.21a",
        objects=(pick, spell_id),
    )
    sacrifice(res, player, pick)
    mark_cost_paid(res, spell_id, CASUALTY)


def _casualty_paid(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """The intervening "if" of casualty's trigger (603.4): its cost was paid for the spell."""
    return bool(paid_for_spell(state, source, bound, CASUALTY))


CONDITIONS[PAID] = (_casualty_paid, "'a casualty cost was paid for it'")


@instruction_kind("casualty_copy")
def _casualty_copy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.153a: copy the spell once."""
    copy_once(res, ctx, "casualty", RULE)
