"""Upkeep costs of permanents: echo (702.30a) and cumulative upkeep (702.24a).

Echo [cost] means "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]." Whether it came
under its controller's control since then is the object's `arrived_since_last_upkeep`: set as its
controller's turn begins for what they hadn't controlled continuously since their previous turn
began (302.6, engine.rules.turn_based.begin_turn), cleared here once that upkeep is over. The
intervening "if" (603.4) is checked when the upkeep begins and again as the ability resolves.

Cumulative upkeep [cost] means "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter on
it. If you don't, sacrifice it." (702.24a).

Cumulative upkeep's cost may be no mana: "Cumulative upkeep—Pay 2 life." (life, 119.4), "—Discard
a card.", "—Sacrifice a land." (the payer chooses which, engine.rules.cost_payment), each paid once
for each age counter; the permanent itself may be what's sacrificed to pay, if it qualifies.

Echo's cost may be no mana: "Echo—Discard a card." is paid by discarding cards of the payer's
choice (701.9b), possible only with that many cards in hand (118.3).

The controller may activate mana abilities to pay (608.2g, 605.3a:
engine.instructions.mana_payments); without the means to pay, the permanent is sacrificed without
a question (118.3), the log saying why.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.cards.model import Cost, instruction
from engine.core.choices import DecisionKind, Option
from engine.core.events import CountersEvent, DidEvent, LifeLossEvent
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Step, Zone
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import ExecContext, discard_chosen, execute, instruction_kind
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS
from engine.rules.turn import STEP_BEGINS
from engine.rules.zones import sacrifice

ARRIVED = "arrived_since_last_upkeep"


def _arrived(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """702.30a: the source came under `player`'s control since the beginning of their last
    upkeep (also as the ability resolves: a new object, 400.7, hasn't)."""
    obj = state.find_object(source) if source is not None else None
    return (
        obj is not None
        and obj.zone is Zone.BATTLEFIELD
        and obj.controller == player
        and obj.arrived_since_last_upkeep
    )


CONDITIONS[ARRIVED] = (
    _arrived,
    "'it came under your control since the beginning of your last upkeep'",
)


def _upkeep_over(res: Resolution, step: Step) -> None:
    """Once the upkeep is over, what came under a player's control before it began no longer
    came "since the beginning of their last upkeep" at their next one."""
    if step in (Step.UNTAP, Step.UPKEEP):
        return
    marked = [o for o in res.state.objects if o.arrived_since_last_upkeep]
    if marked:
        res.set_state(
            res.state.with_objects(replace(o, arrived_since_last_upkeep=False) for o in marked)
        )


STEP_BEGINS.append(_upkeep_over)


def _source(res: Resolution, ctx: ExecContext) -> GameObject | None:
    """The permanent the ability's controller would sacrifice (701.21a: only one they control)."""
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != ctx.controller:
        return None
    return obj


def pay_or_sacrifice(
    res: Resolution, ctx: ExecContext, obj: GameObject, cost: str, rule: str, discard: int = 0
) -> None:
    """Its controller pays `cost` (tapping sources if they like), or discards `discard` cards,
    or sacrifices the permanent (a choice only when they can pay)."""
    player = ctx.controller
    what = f"discard {'a card' if discard == 1 else f'{discard} cards'}" if discard else cost
    options: tuple[Option, ...] = (
        Option("decline", f"don't pay: sacrifice {name_of(res.state, obj)}"),
    )
    problem = _discard_problem(res, player, discard) if discard else None
    problem = problem or (payment_problem(res.state, player, cost) if not discard else None)
    if problem is not None:
        res.judge(LogKind.NOTE, f"{name_of(res.state, player)} can't {what}: {problem}", "118.3")
    else:
        options = (Option("pay", f"{'pay ' if not discard else ''}{what}"), *options)
    answer = "decline"  # with too little mana in the pool there is nothing to decide
    if len(options) > 1:
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"{name_of(res.state, player)} may {'pay ' if not discard else ''}{what} or "
            f"sacrifice {name_of(res.state, obj.id)}",
            options,
            rule,
            context=("pay_or_sacrifice", obj.id, what),
        )
    if answer == "pay":
        if discard:
            discard_chosen(res, player, discard)  # 701.9b: the payer chooses
        else:
            pay_with_mana_abilities(
                res,
                player,
                cost,
                what=f"{name_of(res.state, obj)}'s upkeep cost",
                source=obj.id,
                rule="608.2g",
            )
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} pays {what}: {name_of(res.state, obj.id)} stays",
            rule,
            objects=(obj.id,),
        )
        return
    _unpaid_sacrifice(res, player, obj, what, rule)


def _discard_problem(res: Resolution, player: str, count: int) -> str | None:
    held = len(res.state.zone(Zone.HAND, player))
    return None if held >= count else f"{held} cards in hand, {count} to discard"


@instruction_kind("pay_echo")
def _pay_echo(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Echo's "sacrifice it unless you pay [cost]" (702.30a)."""
    obj = _source(res, ctx)
    if obj is not None:
        cost, discard = str(params.get("cost", "{0}")), int(params.get("discard", 0))
        pay_or_sacrifice(res, ctx, obj, cost, "702.30a", discard)


@instruction_kind("cumulative_upkeep")
def _cumulative_upkeep(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.24a: an age counter goes on the permanent, then its controller pays the cost once for
    each age counter on it, or sacrifices it."""
    obj = _source(res, ctx)
    if obj is None:
        return
    res.run(CountersEvent(obj.id, "age", 1))  # through the pipeline, like any counter
    obj = _source(res, ctx)
    if obj is None:
        return
    ages = obj.counter("age")
    res.note(
        LogKind.EVENT,
        f"an age counter is put on {name_of(res.state, obj.id)} ({ages} in all)",
        "702.24a",
        objects=(obj.id,),
    )
    life, discard = int(params.get("life", 0)), int(params.get("discard", 0))
    sacrifice = str(params.get("sacrifice", ""))
    if any(params.get(k) for k in ACTIONS):
        act_or_sacrifice(res, ctx, obj, params, ages)
        return
    if life and params.get("cost"):
        # "Pay {B} and 1 life." (702.24a): both parts for each age counter
        pay_mana_and_life_or_sacrifice(res, ctx, obj, str(params["cost"]) * ages, life * ages)
        return
    if life or discard or sacrifice:
        parts = Cost(
            life=life * ages,
            discard=discard * ages,
            sacrifice=sacrifice,
            sacrifice_count=ages if sacrifice else 1,
        )
        pay_parts_or_sacrifice(res, ctx, obj, parts, "702.24a")
        return
    cost = str(params.get("cost", "{0}"))
    either = str(params.get("or_cost", ""))
    if either:
        # "{G} or {W}" for each age counter: each paid with either color, as a {G/W} hybrid
        # symbol is (107.4e)
        cost = either_symbol(cost, either)
    pay_or_sacrifice(res, ctx, obj, cost * ages, "702.24a")


# The actions a cumulative upkeep cost may be (engine.cards.permanent_keywords.CumulativeAction).
ACTIONS = ("counter", "add", "draw", "exile_top")
_MANA_SYMBOL = re.compile(r"\{([WUBRGC])\}")


def act_or_sacrifice(
    res: Resolution, ctx: ExecContext, obj: GameObject, params: Params, ages: int
) -> None:
    """702.24a, 118.1: a cost that is an action ("Put a -1/-1 counter on ~.", "Add {R}.",
    "Draw a card.", "Exile the top card of your library."), done once for each age counter if
    its controller pays, all of it or none. It can be paid only when all of it can be done
    (118.3): there must be a card in the library for each card exiled from its top; a draw is
    possible even from an empty library (121.3)."""
    player = ctx.controller
    counter, add = str(params.get("counter", "")), str(params.get("add", ""))
    draw, exile_top = int(params.get("draw", 0)), int(params.get("exile_top", 0))
    if counter:
        what, steps = (
            f"put {ages} {counter} counter{'s' if ages != 1 else ''} on "
            f"{name_of(res.state, obj.id)}",
            (instruction("put_counters", to="self", kind=counter, count=ages),),
        )
    elif add:
        mana: dict[str, int] = {}
        for letter in _MANA_SYMBOL.findall(add):
            mana[letter] = mana.get(letter, 0) + ages
        what, steps = f"add {add * ages}", (instruction("add_mana", mana=mana),)
    elif draw:
        what, steps = f"draw {draw * ages} card(s)", (instruction("draw", count=draw * ages),)
    else:
        what = f"exile the top {exile_top * ages} card(s) of their library"
        steps = (instruction("exile_top", count=exile_top * ages),)
    options: tuple[Option, ...] = (
        Option("decline", f"don't pay: sacrifice {name_of(res.state, obj)}"),
    )
    held = len(res.state.zone(Zone.LIBRARY, player))
    if exile_top and held < exile_top * ages:
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, player)} can't {what}: {held} cards in their library",
            "118.3",
        )
    else:
        options = (Option("pay", what), *options)
    answer = "decline"
    if len(options) > 1:
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"{name_of(res.state, player)} may {what} or sacrifice {name_of(res.state, obj.id)}",
            options,
            "702.24a",
            context=("pay_or_sacrifice", obj.id, what),
        )
    if answer != "pay":
        _unpaid_sacrifice(res, player, obj, what, "702.24a")
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} pays {name_of(res.state, obj.id)}'s upkeep: {what}",
        "702.24a",
        "118.1",
        objects=(obj.id,),
    )
    execute(res, ctx, steps)


def _pay_or_sacrifice(
    res: Resolution, player: str, obj: GameObject, what: str, problem: str | None, rule: str
) -> str:
    """The player's answer, "pay" or "decline": paying is offered only when it can be done
    (`problem` None, 118.3); otherwise the log says why and the permanent is sacrificed."""
    options: tuple[Option, ...] = (
        Option("decline", f"don't pay: sacrifice {name_of(res.state, obj)}"),
    )
    if problem is not None:
        res.judge(
            LogKind.NOTE, f"{name_of(res.state, player)} can't pay {what}: {problem}", "118.3"
        )
        return "decline"
    return res.choose(
        player,
        DecisionKind.MAY,
        f"{name_of(res.state, player)} may pay {what} or sacrifice {name_of(res.state, obj.id)}",
        (Option("pay", f"pay {what}"), *options),
        rule,
        context=("pay_or_sacrifice", obj.id, what),
    )


def pay_mana_and_life_or_sacrifice(
    res: Resolution, ctx: ExecContext, obj: GameObject, mana: str, life: int
) -> None:
    """ "Pay {B} and 1 life." for each age counter (702.24a): the mana (its controller may
    activate mana abilities, 605.3a) and the life (119.4), both or neither (118.3)."""
    player = ctx.controller
    what = f"{mana} and {life} life"
    problem = payment_problem(res.state, player, mana)
    if res.state.player(player).life < life:
        problem = f"{name_of(res.state, player)} has less than {life} life (119.4)"
    answer = _pay_or_sacrifice(res, player, obj, what, problem, "702.24a")
    if answer != "pay":
        _unpaid_sacrifice(res, player, obj, what, "702.24a")
        return
    pay_with_mana_abilities(
        res,
        player,
        mana,
        what=f"{name_of(res.state, obj)}'s upkeep cost",
        source=obj.id,
        rule="608.2g",
    )
    res.run(LifeLossEvent(player, life, obj.id))  # 119.4: paying life is losing it
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} pays {what}: {name_of(res.state, obj.id)} stays",
        "702.24a",
        "119.4",
        objects=(obj.id,),
    )


# 107.4e: the hybrid symbols, each pair in the order Oracle writes it
_HYBRID = ("W/U", "U/B", "B/R", "R/G", "G/W", "W/B", "U/R", "B/G", "R/W", "G/U")


def either_symbol(first: str, second: str) -> str:
    """ "{G/W}" for "{G} or {W}" (a symbol payable by either one, 107.4e)."""
    one, other = first.strip("{}"), second.strip("{}")
    for pair in (f"{one}/{other}", f"{other}/{one}"):
        if pair in _HYBRID:
            return "{" + pair + "}"
    raise ValueError(f"no hybrid symbol for {first} or {second}")


def pay_parts_or_sacrifice(
    res: Resolution, ctx: ExecContext, obj: GameObject, cost: Cost, rule: str
) -> None:
    """Its controller pays life (119.4) and the parts that choose objects (cards discarded,
    permanents sacrificed: engine.rules.cost_payment, the payer choosing which), or sacrifices
    the permanent; paying is offered only when all of it can be paid (118.3)."""
    player = ctx.controller
    words = []
    if cost.life:
        words.append(f"{cost.life} life")
    if cost.discard:
        words.append(f"discard {cost.discard} card{'s' if cost.discard > 1 else ''}")
    if cost.sacrifice:
        words.append(f"sacrifice {cost.sacrifice_count} {cost.sacrifice.lower()}(s)")
    what = ", ".join(words)
    problem = why_unpayable(res.state, player, obj.id, replace(cost, life=0))
    if cost.life and res.state.player(player).life < cost.life:
        problem = f"{name_of(res.state, player)} has less than {cost.life} life (119.4)"
    answer = _pay_or_sacrifice(res, player, obj, what, problem, rule)
    if answer == "pay":
        if cost.life:
            res.run(LifeLossEvent(player, cost.life, obj.id))  # 119.4: paying life is losing it
        pay_cost_parts(
            res, player, obj.id, replace(cost, life=0), f"{name_of(res.state, obj)}'s upkeep", rule
        )
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} pays {what} for {name_of(res.state, obj.id)}'s upkeep",
            rule,
            "119.4" if cost.life else "601.2h",
            objects=(obj.id,),
        )
        return
    _unpaid_sacrifice(res, player, obj, what, rule)


def _unpaid_sacrifice(res: Resolution, player: str, obj: GameObject, what: str, rule: str) -> None:
    """The upkeep cost wasn't paid: the permanent is sacrificed (701.21a)."""
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} doesn't pay {what} and sacrifices "
        f"{name_of(res.state, obj.id)}",
        rule,
        "701.21a",
        objects=(obj.id,),
    )
    sacrifice(res, player, obj.id)
