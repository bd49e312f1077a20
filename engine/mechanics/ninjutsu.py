"""Ninjutsu (702.49a): an activated ability that works only while its card is in the hand
(113.6). Its cost returns an unblocked attacking creature the player controls to its owner's hand
(`Cost.return_unblocked_attacker`, engine.rules.cost_payment: there is none before blockers are
declared, 509.1h); its effect, the instruction "ninjutsu", puts the card onto the battlefield
tapped and attacking what the returned creature was attacking (702.49c, 508.4).

The card is revealed from the time the ability is activated until it leaves the stack (702.49b):
the log says so. The returned creature's defender is read as the cost is paid and kept on the
ability (`bind_returned_attacker`); if that planeswalker or battle has left combat (506.4c) the
card still enters, tapped, but attacking nothing.
"""

from __future__ import annotations

from engine.core.combat import Combat
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.combat.declare import put_onto_battlefield_attacking
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move
from engine.vocabulary.costs import Cost

RULE = "702.49a"
ATTACKING = "returned_attacker_defender"  # what the returned creature was attacking (702.49c)
CARD_TIMESTAMP = "ninjutsu_card_timestamp"  # the card in the hand as the ability was activated


def bind_returned_attacker(
    res: Resolution,
    bound: Params,
    combat: Combat | None,
    cost: Cost,
    used: tuple[str, ...],
    card_id: str,
) -> Params:
    """As a ninjutsu cost is paid: the card in the hand is revealed (702.49b), and the ability
    remembers what the returned creature was attacking (702.49c), read from the combat as it was
    before the cost was paid, and which object its card was (400.7)."""
    if not cost.return_unblocked_attacker or combat is None:
        return bound
    returned = next((u for u in used if combat.is_unblocked(u)), None)
    card = res.state.find_object(card_id)
    if returned is None or card is None:
        return bound
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, card_id)} is revealed from the hand until the ability leaves the "
        "stack",
        "702.49b",
        objects=(card_id,),
    )
    defender = combat.defender_of(returned) or ""
    return bound.set(ATTACKING, defender).set(CARD_TIMESTAMP, card.timestamp)


@instruction_kind("ninjutsu")
def _ninjutsu(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Put the card onto the battlefield from the hand tapped and attacking (702.49a, 702.49c):
    only the card that was in the hand as the ability was activated (400.7)."""
    card = res.state.find_object(ctx.source)
    expected = ctx.bound.get(CARD_TIMESTAMP)
    if (
        card is None
        or card.zone is not Zone.HAND
        or (expected is not None and card.timestamp != expected)
    ):
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, ctx.source)} is no longer in its owner's hand: ninjutsu does "
            "nothing",
            RULE,
            "400.7",
        )
        return
    if move(res, card.id, Zone.BATTLEFIELD, tapped=True) is not Zone.BATTLEFIELD:
        return
    defender = ctx.bound.get(ATTACKING)
    if isinstance(defender, str) and defender:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, card.id)} enters tapped and attacking what the returned "
            "creature was attacking",
            RULE,
            "702.49c",
            objects=(card.id,),
        )
        put_onto_battlefield_attacking(res, card.id, defender)
    else:
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, card.id)} enters tapped; what the returned creature attacked "
            "has left combat, so it attacks nothing",
            "702.49c",
            "506.4c",
            objects=(card.id,),
        )
