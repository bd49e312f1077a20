"""Offspring (702.175a): "Offspring [cost]" means the caster may pay an additional [cost] as they
cast the spell (601.2b, 601.2f-h), and "When this permanent enters, if its offspring cost was
paid, create a token that's a copy of it, except it's 1/1."

The cast action says it: `"offspring": true` adds the cost to the total cost (601.2f); the spell
remembers it (its stack information's `offspring_paid`). As the permanent it becomes enters
(`offspring_permanent_enters`, from the resolution of the spell, 608.3) an effect `offspring_paid`
names it and its timestamp (400.7: a new object after any zone change wasn't paid for). The
keyword's triggered ability (engine.cards.keyword_abilities.OFFSPRING) has the intervening "if"
(603.4) `offspring_paid`, checked as it enters and again as the ability resolves, then by the
permanent as it last existed on the battlefield (608.2h). Its instruction "offspring_copy" makes
a token copy of the permanent (engine.mechanics.token_copies; as it last existed if it has left,
608.2h) whose exception, 1/1, is part of its copiable values (707.9b).

A second instance of offspring on one card (702.175b) isn't read (the compiler refuses the line).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.token_copies import create_token_copy
from engine.rules.cast_memory import remember_as_it_enters, remembered
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import tokens_created

RULE = "702.175a"
KIND = "offspring_paid"
PAID = "offspring_paid"  # the spell's stack information
ONE_ONE = Params({"power": 1, "toughness": 1})  # "except it's 1/1" (707.9b)


@register
class OffspringPaid(EffectKind[WouldEvent]):
    name = KIND
    rules = (RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))}'s offspring cost was paid"


def offspring_cost(definition: CardDef | None, paid: bool) -> str:
    """The additional mana cost offspring adds to the total cost (601.2f), or ""."""
    return definition.offspring or "" if paid and definition is not None else ""


def check_offspring(state: GameState, obj: GameObject, card: CardDef | None, paid: bool) -> None:
    """Only a spell with offspring can have its offspring cost paid (702.175a)."""
    if paid and (card is None or not card.offspring):
        raise IllegalAction(f"{name_of(state, obj.id)} has no offspring cost to pay", RULE)


def mark_offspring_paid(res: Resolution, spell_id: str, cost: str) -> None:
    """601.2h: the offspring cost is paid with the total cost; the spell remembers it."""
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(PAID, True))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} pays {name_of(res.state, spell)}'s offspring cost {cost} as well",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )


def offspring_was_paid(spell: GameObject) -> bool:
    """Was the offspring cost of this spell paid?"""
    return spell.stack is not None and bool(spell.stack.bound.get(PAID))


def offspring_permanent_enters(res: Resolution, permanent_id: str, paid: bool) -> None:
    """The permanent a spell whose offspring cost was paid became remembers it (locked to its
    timestamp, 400.7)."""
    if paid:
        remember_as_it_enters(res, permanent_id, KIND)


def _paid(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """Intervening "if its offspring cost was paid" (702.175a, 603.4): the permanent that
    entered, or as it last existed on the battlefield once it has left (608.2h)."""
    who = getattr(event, "object", None) if event is not None else source
    return who is not None and remembered(state, who, KIND) is not None


CONDITIONS[KIND] = (_paid, "'its offspring cost was paid'")


@instruction_kind("offspring_copy")
def _offspring_copy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.175a: a token that's a copy of the permanent, except it's 1/1 (707.9b)."""
    what = f"copy of {name_of(res.state, ctx.source)}"
    for _ in range(tokens_created(res, ctx.controller, 1, what, ctx.source)):
        create_token_copy(res, ctx, ctx.source, RULE, exceptions=ONE_ONE)
