"""Squad (702.157a): two linked abilities. "Squad [cost]" means the caster may pay an additional
[cost] any number of times as they cast the creature spell (601.2b, 601.2f-h), and "When this
creature enters, if its squad cost was paid, create a token that's a copy of it for each time
its squad cost was paid."

The card definition holds the mana cost (`CardDef.squad`). The engine never prompts, so the cast
action says how many times it is paid, as it says X (`"squad": N`, 601.2b); the cost is added
N times to the total cost (601.2f) and the spell remembers N (its stack information's
`squad_paid`). As the permanent it becomes enters (from the resolution of the spell, 608.3) an
effect `squad_paid` names it, its timestamp (400.7: after any other zone change it's a new
object nobody paid for) and N. The keyword's triggered ability
(engine.cards.keyword_abilities.SQUAD) has the intervening "if" (603.4) `squad_paid`, checked
as it enters and again as it resolves; its instruction `squad_copies` creates N token copies of
the permanent (engine.mechanics.token_copies; as it last existed if it has left, 608.2h).

A squad cost of more than mana ("Squad—{1}, Discard a card.", "Squad—Exile four cards from your
graveyard.") is `CardDef.squad_cost` (engine.mechanics.keyword_costs): its mana joins the total
cost N times (601.2f), its other parts are multiplied by N, checked payable in full before the
spell is cast (118.3) and paid with the total cost (601.2h). 702.157b (several instances paid
apart) isn't read: a definition lists the keyword once.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef, add_mana_costs
from engine.core.errors import IllegalAction
from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind, counted
from engine.core.state import Effect, GameObject, GameState, Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.keyword_costs import (
    check_keyword_cost,
    has_keyword_cost,
    keyword_cost,
    keyword_mana,
    pay_keyword_cost,
)
from engine.mechanics.keyword_costs import (
    times as paid_times,
)
from engine.mechanics.token_copies import create_token_copy
from engine.rules.cast_memory import remember_as_it_enters, remembered
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import tokens_created
from engine.vocabulary.costs import Cost

RULE = "702.157a"
KEYWORD = "squad"
KIND = "squad_paid"  # the spell's stack information, the effect kind and the condition


@register
class SquadPaid(EffectKind[WouldEvent]):
    name = KIND
    rules = (RULE,)

    def describe(self, effect: Effect, state: GameState) -> str:
        times = int(effect.params.get("times", 0))
        return (
            f"{ref_name(state, effect.params.get('object'))}'s squad cost was paid "
            f"{counted(times, 'time')}"
        )


def check_squad(state: GameState, obj: GameObject, card: CardDef | None, times: int) -> None:
    """Only a spell with squad has a squad cost to pay (702.157a), a whole number of times; a
    cost of more than mana only as many times as it can be paid in full (118.3)."""
    if times < 0:
        raise IllegalAction("a squad cost can't be paid a negative number of times", RULE)
    if times and not has_keyword_cost(card, KEYWORD):
        raise IllegalAction(f"{name_of(state, obj.id)} has no squad cost to pay", RULE)
    other = _other_parts(card, times)
    if other is not None:
        check_keyword_cost(state, obj, other, KEYWORD, RULE)


def _other_parts(card: CardDef | None, count: int) -> Cost | None:
    """The squad cost of more than mana paid `count` times, as one cost (None: none)."""
    cost = keyword_cost(card, KEYWORD)
    if cost is None or count <= 0:
        return None
    return paid_times(cost, count)  # the grammar reads only costs that can be multiplied


def squad_cost(card: CardDef | None, count: int) -> str:
    """The additional mana cost squad adds to the total cost (601.2f), or ""."""
    mana = keyword_mana(card, KEYWORD)
    return add_mana_costs(*([mana] * count)) if mana and count > 0 else ""


def pay_other_squad_parts(res: Resolution, spell_id: str, card: CardDef | None, count: int) -> None:
    """601.2h: the parts of the squad cost other than mana, once for each payment."""
    other = _other_parts(card, count)
    if other is not None:
        pay_keyword_cost(res, spell_id, other, KEYWORD, RULE)


def mark_squad_paid(res: Resolution, spell_id: str, card: CardDef | None, count: int) -> None:
    """601.2h: the squad cost is paid N times with the total cost; the spell remembers N."""
    if count <= 0:
        return
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(KIND, count))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    mana = keyword_mana(card, KEYWORD) if keyword_cost(card, KEYWORD) is None else ""
    cost = f" {mana}" if mana else ""
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} pays {name_of(res.state, spell)}'s squad cost{cost} "
        f"{counted(count, 'time')} as well",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )


def squad_times(spell: GameObject) -> int:
    """How many times the squad cost of this spell was paid."""
    return int(spell.stack.bound.get(KIND, 0)) if spell.stack is not None else 0


def squad_permanent_enters(res: Resolution, permanent_id: str, times: int) -> None:
    """The permanent a spell whose squad cost was paid became remembers how often (locked to
    its timestamp, 400.7)."""
    if times > 0:
        remember_as_it_enters(res, permanent_id, KIND, times=times)


def _times_paid(state: GameState, who: str) -> int:
    """How many times the squad cost of the permanent was paid, or of it as it last existed on
    the battlefield once it has left (608.2h)."""
    effect = remembered(state, who, KIND)
    return int(effect.params.get("times", 0)) if effect is not None else 0


def _paid(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """Intervening "if its squad cost was paid" (702.157a, 603.4): the permanent that entered."""
    who = getattr(event, "object", None) if event is not None else source
    return isinstance(who, str) and _times_paid(state, who) > 0


CONDITIONS[KIND] = (_paid, "'its squad cost was paid'")


@instruction_kind("squad_copies")
def _squad_copies(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.157a: a token that's a copy of the permanent for each time its squad cost was paid
    (counted as the ability resolves, 608.2h)."""
    times = _times_paid(res.state, ctx.source)
    what = f"copy of {name_of(res.state, ctx.source)}"
    for _ in range(tokens_created(res, ctx.controller, times, what, ctx.source)):
        create_token_copy(res, ctx, ctx.source, RULE)
