"""Collect evidence (701.59) as a spell's optional additional cost: "As an additional cost to
cast this spell, you may collect evidence N." (a static ability working on the stack, 601.2b,
601.2f-h; effect kind "evidence_option"). The cast action declares it (`"collect_evidence":
true`, 601.2b): from then on evidence was collected for the spell (701.59c), already as its total
cost is determined (601.2f); the cards are exiled as the total cost is paid (601.2h,
engine.rules.evidence). A player who can't exile cards with total mana value N or greater can't
choose to (701.59b).

The linked abilities (701.59c, 607) ask whether evidence was collected: the spell's `bound`
"evidence_collected" on the stack, and once it has become a permanent, what the permanent
remembers (engine.rules.cast_memory). The condition "evidence_collected" serves a spell's
"If evidence was collected, ..." (608.2c) and a triggered ability's intervening "if" (603.4).

Instruction "may_collect_evidence": "When ~ enters, you may collect evidence 4. If you do, ..."
(603.5): the controller chooses as it resolves; one who can't exile cards with total mana value
N or greater can't choose to (701.59b), and the instructions marked "if": "paid" don't run
(608.2c; engine.instructions.may_pay).
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef, StaticAbility
from engine.core.errors import IllegalAction
from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.instructions.may_pay import offer_payment
from engine.instructions.registry import CONTEXT_CONDITIONS, ExecContext, instruction_kind
from engine.rules.cast_memory import remember_as_it_enters, remembered
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.evidence import collect_evidence, why_no_evidence
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS

OPTION = "evidence_option"  # the static ability's effect kind
COLLECTED = "evidence_collected"  # the spell's stack information, the memory and the condition
RULE = "701.59a"


@register
class EvidenceOption(EffectKind[WouldEvent]):
    """Params: "count": as an additional cost to cast it, its caster may collect evidence N."""

    name = OPTION
    rules = ("701.59a", "601.2b")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"its caster may collect evidence {effect.params.get('count')} as it is cast"


@register
class EvidenceCollected(EffectKind[WouldEvent]):
    name = COLLECTED
    rules = ("701.59c",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"evidence was collected for {ref_name(state, effect.params.get('object'))}"


def evidence_option(card: CardDef | None) -> int | None:
    """N of the card's "you may collect evidence N" additional cost, or None."""
    if card is None:
        return None
    for ability in card.abilities:
        if isinstance(ability, StaticAbility) and ability.effect == OPTION:
            return int(ability.params.get("count", 0))
    return None


def check_collect_evidence(
    state: GameState, obj: GameObject, card: CardDef | None, asked: bool
) -> None:
    if not asked:
        return
    n = evidence_option(card)
    if n is None:
        raise IllegalAction(
            f"{name_of(state, obj.id)} has no evidence to collect as it's cast", RULE
        )
    problem = why_no_evidence(state, obj.owner, n, obj.id)
    if problem is not None:
        raise IllegalAction(problem, "701.59b")


def declare_evidence(res: Resolution, spell_id: str) -> None:
    """601.2b: the caster announces the additional cost; evidence was collected (701.59c)."""
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(COLLECTED, True))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} will collect evidence for {name_of(res.state, spell)}",
        "701.59c",
        "601.2b",
        objects=(spell_id,),
    )


def pay_evidence(res: Resolution, spell_id: str, card: CardDef | None) -> None:
    """601.2h: the cards are exiled as the total cost is paid."""
    n = evidence_option(card)
    spell = res.state.object(spell_id)
    if n is not None:
        collect_evidence(res, spell.owner, n, name_of(res.state, spell), "601.2h", spell_id)


def spell_collected(spell: GameObject) -> bool:
    return spell.stack is not None and bool(spell.stack.bound.get(COLLECTED))


def collected_permanent_enters(res: Resolution, permanent_id: str, collected: bool) -> None:
    """The permanent a spell with evidence collected became remembers it (400.7: locked to its
    timestamp)."""
    if collected:
        remember_as_it_enters(res, permanent_id, COLLECTED)


def was_collected(state: GameState, who: str | None) -> bool:
    if who is None:
        return False
    found = state.find_object(who)
    if found is not None and found.zone is Zone.STACK:
        return spell_collected(found)
    return remembered(state, who, COLLECTED) is not None


def _trigger_condition(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """ "When ~ enters, if evidence was collected, ..." (603.4): the permanent that entered."""
    who = getattr(event, "object", None) if event is not None else source
    return was_collected(state, who if isinstance(who, str) else source)


def _resolving(res: Resolution, ctx: ExecContext) -> bool:
    """ "If evidence was collected, ..." (608.2c): the resolving spell, or the permanent whose
    ability this is."""
    return was_collected(res.state, ctx.source)


@instruction_kind("may_collect_evidence")
def _may_collect_evidence(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = int(params.get("count", 1))
    problem = why_no_evidence(res.state, ctx.controller, n)
    who = name_of(res.state, ctx.controller)
    unpayable = None if problem is None else (problem.removeprefix(f"{who} "), "701.59b")
    offer_payment(
        res,
        ctx,
        str(n),
        "may_collect_evidence",
        unpayable,
        lambda: collect_evidence(res, ctx.controller, n, name_of(res.state, ctx.source), RULE),
        verb="collect evidence",
        does="collects evidence",
    )


CONDITIONS[COLLECTED] = (_trigger_condition, "'evidence was collected'")
CONTEXT_CONDITIONS[COLLECTED] = _resolving
