"""Face a villainous choice (701.55): "[A player] faces a villainous choice — [option A], or
[option B]." The player facing it chooses one of the two options (a pending decision of theirs,
never a guess), then every action of the chosen option is done (701.55a). The player may choose
an option that is impossible; as much of it as possible is done (701.55b: the instructions run as
usual and do what they can). When several players face the choice, the whole process is done for
each of them, one at a time, in APNAP order (701.55d).

In the options, "that player" is the player facing the choice: the instruction binds that player
as "bound:player" while their chosen option is done (and puts back what was bound before).
"""

from __future__ import annotations

from typing import Any

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.registry import ExecContext, execute, instruction_kind, refs
from engine.instructions.repeats import repeated_instructions
from engine.rules.pipeline import Resolution, name_of

RULE = "701.55a"
FIRST, SECOND = "first", "second"
FACING = "player"  # bound:player, the player facing the choice (701.55a)
_MISSING = object()


def _option(params: Params, key: str) -> tuple[Any, ...]:
    return repeated_instructions(Params({"effects": params.get(key, ())}))


@instruction_kind("villainous_choice")
def _villainous_choice(res: Resolution, ctx: ExecContext, params: Params) -> None:
    facing = set(refs(res, ctx, params.get("player", "each_opponent")))
    players = [p for p in res.state.apnap() if p in facing]  # 701.55d: APNAP, one at a time
    for player in players:
        who = name_of(res.state, player)
        answer = res.choose(
            player,
            DecisionKind.VILLAINOUS_CHOICE,
            f"{who} faces a villainous choice",
            (
                Option(FIRST, "the first option"),
                Option(SECOND, "the second option"),
            ),
            RULE,
            context=("villainous_choice", ctx.source, player),
        )
        res.note(
            LogKind.EVENT,
            f"{who} chooses the {answer} option of the villainous choice; all of its actions are "
            "done, as much as possible",
            RULE,
            "701.55b",
        )
        before = ctx.bound.get(FACING, _MISSING)
        ctx.bound[FACING] = player
        try:
            execute(res, ctx, _option(params, answer))
        finally:
            if before is _MISSING:
                ctx.bound.pop(FACING, None)
            else:
                ctx.bound[FACING] = before
