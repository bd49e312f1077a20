"""Replicate (702.56): two abilities working while the spell is on the stack (702.56a). The
first is an optional additional cost that may be paid any number of times (601.2b, 601.2f-h);
the second triggers as the spell becomes cast, if the cost was paid, and copies the spell once
per payment, each copy's controller may choose new targets for it (707.10c).

The card definition holds the cost (`CardDef.replicate`, a mana cost: "Replicate [cost]"; or
`CardDef.replicate_cost`, another cost: "Replicate—Tap an untapped Dalek you control.",
"Replicate—Pay {E}{E}{E}.", paid that many times as the other costs are, 601.2h). The
engine never prompts, so the cast action says how many times it is paid, as it says X
(`"replicate": N`, announced with the spell, 601.2b); the spell remembers the number (its
`bound` "replicated", which its copies copy but they aren't cast, so they don't trigger: 707.10).

The triggered ability is the keyword's (engine.cards.keyword_abilities.REPLICATE): the trigger
`self_cast` with the intervening "if" condition "replicated" (603.4) and the instruction
`replicate_copies`, which reads the number as the ability resolves from the spell, or as it last
existed on the stack (608.2h) if it was countered in response.

702.56b (several instances paid apart) isn't modelled: a definition lists the keyword once.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef, Cost
from engine.core.errors import IllegalAction
from engine.core.events import DidEvent
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState, Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.energy import check_energy, pay_energy
from engine.mechanics.spell_copies import copy_spell_times, original_spell, paid_for_spell
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS

REPLICATED = "replicated"
RULE = "702.56a"


def check_replicate(state: GameState, obj: GameObject, card: CardDef | None, times: int) -> None:
    """Only a spell with replicate has a replicate cost to pay (702.56a), and a cost other than
    mana only as many times as it can be paid (118.3)."""
    if times < 0:
        raise IllegalAction("a replicate cost can't be paid a negative number of times", RULE)
    if times and (card is None or not (card.replicate or card.replicate_cost)):
        raise IllegalAction(f"{name_of(state, obj.id)} has no replicate cost to pay", RULE)
    other = other_cost(card, times)
    if other is None:
        return
    check_energy(state, obj.owner, other.energy)  # 107.14, 118.3
    problem = why_unpayable(state, obj.owner, obj.id, other, casting=True)
    if problem is not None:
        raise IllegalAction(f"{problem} for its replicate cost paid {times} times", "118.3")


def other_cost(card: CardDef | None, times: int) -> Cost | None:
    """The replicate cost that isn't mana, paid `times` times, as one cost (None: none)."""
    cost = card.replicate_cost if card is not None else None
    if cost is None or times <= 0:
        return None
    return replace(cost, tap_untapped=cost.tap_untapped * times, energy=cost.energy * times)


def pay_other_replicate_cost(
    res: Resolution, spell_id: str, card: CardDef | None, times: int
) -> None:
    """601.2h: pay the replicate cost that isn't mana `times` times (tapping the chosen
    permanents, paying energy); the spell remembers how often."""
    cost = other_cost(card, times)
    if cost is None:
        return
    spell = res.state.object(spell_id)
    pay_cost_parts(res, spell.controller, spell_id, cost, name_of(res.state, spell), "601.2h")
    pay_energy(res, spell.controller, cost.energy, spell_id)  # 107.14
    mark_replicated(res, spell_id, "its replicate cost", times)


def replicate_cost(card: CardDef | None, times: int) -> str:
    """The additional mana cost paying replicate `times` times adds to the total cost (601.2f)."""
    return (card.replicate or "") * times if card is not None and times > 0 else ""


def mark_replicated(res: Resolution, spell_id: str, cost: str, times: int) -> None:
    """601.2h: the replicate cost is paid with the total cost; the spell remembers how often."""
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(REPLICATED, times))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} pays {name_of(res.state, spell)}'s replicate cost "
        f"{counted(times, 'time')} ({cost}) as well",  # a mana cost, or words for another
        RULE,
        "601.2f",
        objects=(spell_id,),
    )


def times_replicated(spell: GameObject | None) -> int:
    if spell is None or spell.stack is None:
        return 0
    return int(spell.stack.bound.get(REPLICATED, 0) or 0)


def _replicated(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """The intervening "if" of replicate's trigger (603.4): a replicate cost was paid for the
    spell (its source)."""
    return bool(paid_for_spell(state, source, bound, REPLICATED))


CONDITIONS[REPLICATED] = (_replicated, "'a replicate cost was paid for it'")


@instruction_kind("replicate_copies")
def _replicate_copies(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.56a: copy the spell once for each time its replicate cost was paid."""
    spell = original_spell(res, ctx, Params({"spell": "bound:spell"}))
    if spell is None or spell.stack is None:
        return
    count = times_replicated(spell)
    res.note(
        LogKind.EVENT,
        f"replicate: its cost was paid {counted(count, 'time')}, so "
        f"{name_of(res.state, ctx.controller)} copies {name_of(res.state, spell)} {counted(count, 'time')}",
        RULE,
        objects=(spell.id,),
    )
    copy_spell_times(res, spell, ctx.controller, count)
