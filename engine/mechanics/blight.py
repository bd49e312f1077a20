"""Blight N (701.68a): the player puts N -1/-1 counters on a creature they control, one creature
of their choice getting all N.

- Instruction "blight": "player" (who blights, default "you"; "each opponent blights 1" blights
  for each in APNAP order, 101.4) and "count". A player who controls no creature can't put the
  counters anywhere: nothing happens (701.68b says so of a choice to blight; an instruction does
  what it can, 609.3).
- Instruction "may_blight": "You may blight N. If you do, ..." (603.5): the controller chooses
  as it resolves; with no creature they can't choose to blight (701.68b), and the instructions
  marked "if": "paid" don't run (608.2c), as for any optional payment
  (engine.instructions.may_pay).
- The cost part "Blight N" (Cost.blight, engine.rules.cost_payment): a creature the player
  controls gets the counters as the cost is paid (601.2h, 602.2b); with none the cost can't be
  paid (118.3, 701.68b). Counters put to pay a cost are no effect's (614.16 doesn't see them).
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import CountersEvent
from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState, Params
from engine.instructions.may_pay import offer_payment
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

RULE = "701.68a"
COUNTER = "-1/-1"


def creatures_of(state: GameState, player: str) -> list[GameObject]:
    """The creatures `player` controls (phased-out ones don't exist, 702.26b)."""
    return [
        o
        for o in state.battlefield
        if o.controller == player and chars(state, o).is_type("Creature")
    ]


def blight(res: Resolution, player: str, n: int, source: str, *, cost: bool = False) -> str | None:
    """`player` blights `n`: chooses a creature they control and puts `n` -1/-1 counters on it
    (701.68a). The blighted creature (701.68c), or None when they control none."""
    who = name_of(res.state, player)
    mine = creatures_of(res.state, player)
    if not mine:
        res.note(
            LogKind.NOTE,
            f"{who} controls no creature: nothing is blighted",
            "701.68b",
            RULE,
        )
        return None
    pick = mine[0].id
    if len(mine) > 1:
        pick = res.choose(
            player,
            DecisionKind.CHOOSE_OBJECT,
            f"{who} chooses a creature they control to blight {n} ({name_of(res.state, source)})",
            tuple(Option(o.id, name_of(res.state, o.id)) for o in mine),
            RULE,
            context=("blight", source, player, n),
        )
    res.note(
        LogKind.EVENT,
        f"{who} blights {n}: {counted(n, f'{COUNTER} counter')} on {name_of(res.state, pick)}",
        RULE,
        objects=(pick,),
    )
    if n > 0:
        res.run(CountersEvent(pick, COUNTER, n, cost=cost))
    return pick


@instruction_kind("blight")
def _blight(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is not None:
            blight(res, player, n, ctx.source)


@instruction_kind("may_blight")
def _may_blight(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = int(params.get("count", 1))
    unpayable = None
    if not creatures_of(res.state, ctx.controller):
        unpayable = ("controls no creature and can't blight", "701.68b")
    offer_payment(
        res,
        ctx,
        str(n),
        "may_blight",
        unpayable,
        lambda: blight(res, ctx.controller, n, ctx.source),
        verb="blight",
    )
