"""Mana pools and paying mana costs (106, 601.2g-h, 605).

A pool is a Params mapping a mana symbol (W, U, B, R, G, C) to an amount. Paying a cost takes the
colored symbols first, then generic from what is left (colorless first, then W, U, B, R, G), which
is deterministic; a cost that can't be paid is refused with the rule.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import mana_symbols
from engine.errors import IllegalAction
from engine.log import LogKind
from engine.pipeline import Resolution, name_of
from engine.state import Params

MANA_TYPES = ("W", "U", "B", "R", "G", "C")
GENERIC_ORDER = ("C", "W", "U", "B", "R", "G")


def pool_text(pool: Params) -> str:
    parts = [f"{{{m}}}" * int(pool.get(m, 0)) for m in MANA_TYPES]
    return "".join(parts) or "empty"


def add_mana(res: Resolution, player_id: str, mana: dict[str, int], source: str | None) -> None:
    player = res.state.player(player_id)
    pool = dict(player.mana_pool.items())
    for symbol, n in mana.items():
        pool[symbol] = int(pool.get(symbol, 0)) + n
    new_pool = Params({k: v for k, v in pool.items() if v})
    res.set_state(res.state.with_player(replace(player, mana_pool=new_pool)))
    added = pool_text(Params(mana))
    res.note(
        LogKind.EVENT,
        f"{player.name} adds {added} to their mana pool (now {pool_text(new_pool)})",
        "106.4",
        objects=tuple(x for x in (source,) if x),
    )


def pay(res: Resolution, player_id: str, cost: str, x: int = 0) -> None:
    """Pay `cost` from the player's pool (601.2h); raises IllegalAction, leaving the state as it was."""
    player = res.state.player(player_id)
    pool = {m: int(player.mana_pool.get(m, 0)) for m in MANA_TYPES}
    generic = 0
    for symbol in mana_symbols(cost):
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol == "X":
            generic += x
        elif symbol in MANA_TYPES:
            if pool[symbol] <= 0:
                raise IllegalAction(
                    f"{player.name} can't pay {cost}: no {{{symbol}}} in the mana pool ({pool_text(player.mana_pool)})",
                    "601.2h",
                )
            pool[symbol] -= 1
        else:
            raise IllegalAction(
                f"paying {{{symbol}}} isn't supported yet: mark the cost paid instead", "601.2h"
            )
    for symbol in GENERIC_ORDER:
        use = min(generic, pool[symbol])
        pool[symbol] -= use
        generic -= use
    if generic:
        raise IllegalAction(
            f"{player.name} can't pay {cost}: the mana pool ({pool_text(player.mana_pool)}) is short by {generic}",
            "601.2h",
        )
    new_pool = Params({k: v for k, v in pool.items() if v})
    res.set_state(res.state.with_player(replace(player, mana_pool=new_pool)))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player_id)} pays {cost.replace('X', str(x)) if x else cost} from the mana pool",
        "601.2h",
    )


def empty_pools(res: Resolution) -> None:
    """500.5: unspent mana empties from each pool as each step and phase ends."""
    for player in res.state.players:
        if player.mana_pool:
            res.set_state(res.state.with_player(replace(player, mana_pool=Params())))
            res.judge(LogKind.TURN, f"{player.name}'s unused mana empties", "500.5")
