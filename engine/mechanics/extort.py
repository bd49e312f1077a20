"""Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
loses 1 life and you gain life equal to the total life lost this way." Each instance triggers
separately (702.101b). The controller may activate mana abilities to pay (608.2g, 605.3a:
engine.instructions.mana_payments).
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import INSTRUCTIONS, ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of

COST = "{W/B}"


@instruction_kind("extort")
def _extort(res: Resolution, ctx: ExecContext, params: Params) -> None:
    player = ctx.controller
    problem = payment_problem(res.state, player, COST)
    if problem is not None:
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, player)} can't pay {COST} ({problem}): nothing happens",
            "702.101a",
            "118.3",
        )
        return
    answer = res.choose(
        player,
        DecisionKind.MAY,
        f"{name_of(res.state, player)} may pay {COST} to extort",
        (Option("pay", f"pay {COST}"), Option("decline", "don't pay")),
        "702.101a",
        context=("extort", ctx.source),
    )
    if answer != "pay":
        return
    pay_with_mana_abilities(res, player, COST, what="extort", source=ctx.source, rule="608.2g")
    opponents = [p.id for p in res.state.players if p.id != player and not p.lost]
    before = {p: res.state.player(p).life for p in opponents}
    INSTRUCTIONS["lose_life"](res, ctx, Params({"player": "each_opponent", "amount": 1}))
    lost = sum(max(0, before[p] - res.state.player(p).life) for p in opponents)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} extorts: the opponents lose {lost} life in all",
        "702.101a",
        objects=(ctx.source,),
    )
    if lost:
        INSTRUCTIONS["gain_life"](res, ctx, Params({"player": "you", "amount": lost}))
