"""Energy (107.14, 122.1): "{E}" is one energy counter on a player. "You get {E}{E}" puts that
many on the player (the instruction `get_energy`); "Pay {E}" in a cost removes one (the cost's
`energy`, 107.14), which can be paid only with that many (118.3). A player's energy counters
are kept in their `counters` ("energy"), in the scenario document and on the board. "You may
pay {E}{E}. If you do, ..." is the instruction `may_pay_energy` (603.5, 608.2c)."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameState, Params
from engine.instructions.may_pay import offer_payment
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of

ENERGY = "energy"
RULE = "107.14"


def energy_of(state: GameState, player: str) -> int:
    return int(state.player(player).counters.get(ENERGY, 0))


def _set_energy(res: Resolution, player: str, count: int) -> None:
    found = res.state.player(player)
    counters = {k: v for k, v in found.counters.items() if k != ENERGY}
    if count:
        counters[ENERGY] = count
    res.set_state(res.state.with_player(replace(found, counters=Params(counters))))


def check_energy(state: GameState, player: str, cost: int) -> None:
    """118.3: a cost of {E} can be paid only by a player with that many energy counters."""
    have = energy_of(state, player)
    if cost and have < cost:
        raise IllegalAction(
            f"{name_of(state, player)} can't pay {'{E}' * cost}: they have {have} energy", RULE
        )


def pay_energy(res: Resolution, player: str, cost: int, source: str) -> None:
    """107.14: paying {E} removes one energy counter from the player."""
    if not cost:
        return
    _set_energy(res, player, energy_of(res.state, player) - cost)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} pays {'{E}' * cost} for {name_of(res.state, source)} "
        f"({energy_of(res.state, player)} energy left)",
        RULE,
        "602.2b",
        objects=(source,),
    )


@instruction_kind("get_energy")
def _get_energy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    count = amount(res, ctx, params.get("count", 1))
    if count <= 0:
        return
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is None:
            continue
        _set_energy(res, player, energy_of(res.state, player) + count)
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} gets {'{E}' * count} ({energy_of(res.state, player)} "
            "energy)",
            RULE,
            "122.1",
        )


@instruction_kind("may_pay_energy")
def _may_pay_energy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "You may pay {E}{E}. If you do, ..." (Riparian Tiger): the controller chooses as the
    ability resolves (603.5) whether to pay that many energy counters (107.14); the instructions
    marked "if": "paid" run only when they did (608.2c). A player with fewer energy counters
    can't pay (118.3)."""
    count = int(params.get("count", 1))
    cost = "{E}" * count
    have = energy_of(res.state, ctx.controller)
    offer_payment(
        res,
        ctx,
        cost,
        "may_pay_energy",
        None if have >= count else (f"has {have} energy and can't pay {cost}", "118.3"),
        lambda: pay_energy(res, ctx.controller, count, ctx.source),
    )
