"""Additional costs of spells (118.8): "As an additional cost to cast this spell, sacrifice a
creature." The cost is part of the total cost (601.2f) and is paid with the mana cost (601.2h);
a spell whose cost can't be paid can't be cast (118.3). The caster chooses which permanent to
sacrifice as they pay (a decision, skipped when only one permanent qualifies).

The sacrificed permanent is bound to the spell as "sacrificed", so its effects can use
"the sacrificed creature's power": the amount "sacrificed_power", read from the permanent's last
known information (608.2h), since it has left the battlefield by then.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef, Cost, SpellAbility
from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction
from engine.core.events import LifeLossEvent
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.instructions.registry import ExecContext, computes
from engine.mechanics.conditional_alternative_costs import check_conditional_cost, holds
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of
from engine.vocabulary.amounts import SacrificedPower

SACRIFICED = "sacrificed"


def check_alternative_cost(state: GameState, obj: GameObject, card: CardDef | None) -> None:
    """118.9: a spell may be cast for its alternative cost only if it has one, only while its
    condition holds ("If you control a Plains, ...": 601.2b, the choice is made as it's cast),
    and only if every part of it can be paid (118.3: Fireblast needs two Mountains to sacrifice;
    119.4: life)."""
    cost = card.alternative_cost if card is not None else None
    if cost is None and card is not None and check_conditional_cost(state, obj.id, obj.owner, card):
        return  # "If ..., you may pay {1}{W} rather than pay ~'s mana cost." (601.2b)
    if cost is None or card is None:
        raise IllegalAction(f"{name_of(state, obj.id)} has no alternative cost", "118.9")
    condition = card.alternative_condition
    if condition and not holds(state, condition, obj.owner):
        raise IllegalAction(
            f"{name_of(state, obj.id)} can't be cast for its alternative cost now: its condition "
            f"({condition.partition(':')[0].replace('_', ' ')}) doesn't hold",
            "601.2b",
        )
    if cost.life and state.player(obj.owner).life < cost.life:
        raise IllegalAction(
            f"{name_of(state, obj.owner)} can't pay {cost.life} life for "
            f"{name_of(state, obj)}'s alternative cost",
            "119.4",
        )
    problem = why_unpayable(state, obj.owner, obj.id, cost, casting=True)
    if problem is not None:
        raise IllegalAction(f"{problem} for {name_of(state, obj)}'s alternative cost", "118.3")


def pay_alternative_cost(res: Resolution, spell_id: str, cost: Cost) -> None:
    """601.2h, 118.9: pay the parts of the alternative cost other than its mana (which is paid
    with the rest of the total cost, 601.2f): life (119.4), then what it sacrifices, returns,
    exiles or discards, the caster choosing which when more qualify."""
    obj = res.state.object(spell_id)
    player = obj.controller
    what = f"{name_of(res.state, obj)}'s alternative cost"
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, player)} casts {name_of(res.state, obj)} paying its alternative "
        "cost rather than its mana cost",
        "118.9",
        "601.2b",
        objects=(spell_id,),
    )
    if cost.life:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} pays {cost.life} life for {what}",
            "118.9",
            "601.2h",
            "119.4",
        )
        res.run(LifeLossEvent(player, cost.life, spell_id))  # 119.4: paying life is losing it
    pay_cost_parts(res, player, spell_id, cost, what, "118.9")


def check_additional_cost(
    state: GameState, spell: SpellAbility | None, player: str, card: str = ""
) -> None:
    """118.3: a player can't cast a spell whose additional cost they can't pay (sacrifice,
    discard, life, exile from a graveyard: engine.rules.cost_payment)."""
    cost = spell.additional_cost if spell is not None else None
    if cost is None:
        return
    if cost.life and state.player(player).life < cost.life:
        raise IllegalAction(
            f"{name_of(state, player)} can't pay {cost.life} life for the spell's additional cost",
            "119.4",
        )
    if cost.or_mana:
        return  # 118.8: "... or pay {2}": the mana pays it when the other part can't
    problem = why_unpayable(state, player, card, cost, casting=True)  # `card`: the spell
    if problem is not None:
        raise IllegalAction(f"{problem} for the spell's additional cost", "118.3")


PARTS = "parts"
MANA = "mana"


def additional_mana_chosen(res: Resolution, spell_id: str, spell: SpellAbility | None) -> str:
    """ "As an additional cost to cast this spell, blight 1 or pay {3}." (118.8): the caster
    chooses which as the total cost is determined (601.2b, 601.2f); the mana joins the total
    cost when it's chosen (returned; "" when the other part is paid). A part they can't pay
    leaves the mana (118.3)."""
    cost = spell.additional_cost if spell is not None else None
    if cost is None or not cost.or_mana:
        return ""
    obj = res.state.object(spell_id)
    player = obj.controller
    others = replace(cost, or_mana="")
    words = _part_words(others)
    problem = why_unpayable(res.state, player, spell_id, others, casting=True)
    if others.life and res.state.player(player).life < others.life:
        problem = f"{name_of(res.state, player)} can't pay {others.life} life"
    if problem is not None:
        answer = MANA
        res.note(LogKind.STACK, f"{problem}: {cost.or_mana} is paid instead", "118.3", "118.8")
    else:
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"{name_of(res.state, player)} chooses how to pay the additional cost of "
            f"{name_of(res.state, obj)}",
            (Option(PARTS, words), Option(MANA, f"pay {cost.or_mana}")),
            "118.8",
            context=("additional_or", spell_id),
        )
    if answer != MANA:
        return ""
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, player)} will pay {cost.or_mana} for the additional cost of "
        f"{name_of(res.state, obj)}",
        "118.8",
        "601.2f",
    )
    current = res.state.object(spell_id)
    if current.stack is not None:
        bound = current.stack.bound.set(PAID_WITH_MANA, True)
        res.set_state(
            res.state.with_object(replace(current, stack=replace(current.stack, bound=bound)))
        )
    return cost.or_mana


PAID_WITH_MANA = "additional_cost_mana"


def _part_words(cost: Cost) -> str:
    """The option's label for the part paid instead of the mana."""
    if cost.blight:
        return f"blight {cost.blight}"  # 701.68a
    if cost.behold:
        article = "an" if cost.behold[:1].lower() in "aeiou" else "a"
        return f"behold {article} {cost.behold}"  # 701.4a
    return "pay the other cost"


def pay_additional_cost(res: Resolution, spell_id: str, spell: SpellAbility | None) -> None:
    """601.2h: pay the additional cost of the spell `spell_id` (already on the stack). A
    sacrificed permanent is bound to the spell as "sacrificed" (608.2h)."""
    cost = spell.additional_cost if spell is not None else None
    if cost is None:
        return
    obj = res.state.object(spell_id)
    player = obj.controller
    if cost.or_mana and obj.stack is not None and obj.stack.bound.get(PAID_WITH_MANA):
        return  # 118.8: the mana paid it, with the total cost (additional_mana_chosen)
    if cost.life:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} pays {cost.life} life to cast {name_of(res.state, obj)}",
            "118.8",
            "119.4",
        )
        res.run(LifeLossEvent(player, cost.life, spell_id))
    before = {o.id for o in res.state.battlefield}
    used = pay_cost_parts(res, player, spell_id, cost, name_of(res.state, obj), "601.2h")
    res.note(LogKind.STACK, f"the additional cost of {name_of(res.state, obj)} is paid", "118.8")
    sacrificed = next((u for u in used if u in before and cost.sacrifice), None)
    current = res.state.object(spell_id)
    if sacrificed is not None and current.stack is not None:
        bound = current.stack.bound.set(SACRIFICED, sacrificed)
        res.set_state(
            res.state.with_object(replace(current, stack=replace(current.stack, bound=bound)))
        )


@computes(SacrificedPower)
def _sacrificed_power(res: Resolution, ctx: ExecContext, word: SacrificedPower) -> int:
    """608.2h: the sacrificed creature's power as it last existed on the battlefield."""
    sacrificed = ctx.bound.get(SACRIFICED)
    known = res.state.last_known.get(str(sacrificed)) if sacrificed else None
    if known is None:
        return 0
    res.judge(
        LogKind.NOTE,
        f"the sacrificed {name_of(res.state, str(sacrificed))} had power {known['power']} as it "
        "last existed on the battlefield",
        "608.2h",
    )
    return int(known["power"] or 0)
