"""Conspire (702.78): two abilities working while the spell is on the stack (702.78a). The first
is an optional additional cost, tapping two untapped creatures the caster controls that each
share a color with the spell (601.2b, 601.2f-h); the second triggers as the spell becomes cast,
if that cost was paid, and copies it; the copy's controller may choose new targets (707.10c).

The keyword alone says it all, so a definition lists "Conspire". The cast action declares the
intention to pay (`"conspire": true`, 601.2b); the two creatures are chosen as the cost is paid
(601.2h: a decision for each when more qualify than are needed) and tapped (701.26a; not a {T}
cost, so summoning sickness doesn't matter, 302.6). A creature tapped for convoke by the same
cast doesn't count. The spell's colors are those it has on the stack (105.2, 202.2: a hybrid
symbol gives both its colors). The spell remembers the payment (its `bound` "conspired"; its
copy copies it, but a copy isn't cast, so it doesn't trigger: 707.10).

The triggered ability is the keyword's (engine.cards.keyword_abilities.CONSPIRE): the trigger
`self_cast` with the intervening "if" condition "conspired" (603.4) and the instruction
`conspire_copy`. 702.78b (several instances) isn't modelled: a definition lists it once.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

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

CONSPIRED = "conspired"
RULE = "702.78a"
NEEDED = 2  # "two untapped creatures you control"


def _candidates(
    state: GameState, player: str, colors: frozenset[str], exclude: tuple[str, ...] = ()
) -> list[GameObject]:
    """The untapped creatures the player controls that share a color with the spell."""
    found = []
    for obj in state.battlefield:
        if obj.controller != player or obj.tapped or obj.id in exclude:
            continue
        c = chars(state, obj)
        if c.is_type("Creature") and colors & set(c.colors):
            found.append(obj)
    return found


def check_conspire(
    state: GameState,
    obj: GameObject,
    on_stack: GameObject,
    conspire: bool,
    convoked: tuple[str, ...],
) -> None:
    """Only a spell with conspire has its cost to pay (702.78a), and only with two untapped
    creatures sharing a color with it, other than those tapped for convoke (118.3)."""
    if not conspire:
        return
    c = chars(state, on_stack)
    if not c.has("Conspire"):
        raise IllegalAction(f"{name_of(state, obj.id)} has no conspire cost to pay", RULE)
    have = len(_candidates(state, obj.owner, frozenset(c.colors), convoked))
    if have < NEEDED:
        raise IllegalAction(
            f"{name_of(state, obj.owner)} controls {have} untapped creature"
            f"{'' if have == 1 else 's'} sharing a color with {name_of(state, obj.id)}: conspire "
            "needs two",
            "118.3",
        )


def pay_conspire(res: Resolution, spell_id: str) -> None:
    """601.2h: tap two untapped creatures the caster controls that share a color with the spell
    (the caster's choice, one decision for each while more qualify than are still needed)."""
    spell = res.state.object(spell_id)
    player = spell.controller
    colors = frozenset(chars(res.state, spell).colors)
    tapped: list[str] = []
    for n in range(NEEDED):
        candidates = _candidates(res.state, player, colors)
        if not candidates:
            return  # checked before casting (118.3); nothing else could untap them since
        pick = candidates[0].id
        if len(candidates) > NEEDED - n:
            pick = res.choose(
                player,
                DecisionKind.COST_OBJECT,
                f"{name_of(res.state, player)} taps an untapped creature sharing a color with "
                f"{name_of(res.state, spell)} ({n + 1} of {NEEDED}) for its conspire cost",
                tuple(Option(o.id, name_of(res.state, o.id)) for o in candidates),
                RULE,
                context=("conspire", spell_id, n),
            )
        res.set_state(res.state.with_object(replace(res.state.object(pick), tapped=True)))
        tapped.append(pick)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} taps "
        + " and ".join(name_of(res.state, t) for t in tapped)
        + f" to pay {name_of(res.state, spell)}'s conspire cost",
        RULE,
        "601.2h",
        "701.26a",
        objects=(*tapped, spell_id),
    )
    mark_cost_paid(res, spell_id, CONSPIRED)


def _conspired(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """The intervening "if" of conspire's trigger (603.4): its cost was paid for the spell."""
    return bool(paid_for_spell(state, source, bound, CONSPIRED))


CONDITIONS[CONSPIRED] = (_conspired, "'its conspire cost was paid'")


@instruction_kind("conspire_copy")
def _conspire_copy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.78a: copy the spell once."""
    copy_once(res, ctx, "conspire", RULE)
