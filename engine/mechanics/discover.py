"""Discover N (701.57a): exile cards from the top of your library until you exile a nonland card
with mana value N or less; you may cast it without paying its mana cost if the resulting spell's
mana value is N or less, and if you don't cast it, it goes to your hand; the other exiled cards go
on the bottom of your library in a random order.

As with cascade (engine.mechanics.cascade), the library's order is the scenario's and the random
order of the cards put on the bottom is drawn from the scenario's seed (701.24a), so a replay
gives the same order. The spell cast is the card itself (no X is chosen for it, 107.3b: its mana
value on the stack is the card's), so "N or less" is checked on the card. A player has
discovered even if the library held no such card (701.57b); the card hit is the discovered card
whether it was cast or put into the hand (701.57c).
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import (
    exile_until_castable,
    may_cast_without_paying,
    rest_on_the_bottom,
)
from engine.rules.zones import move

RULE = "701.57a"


@instruction_kind("discover")
def _discover(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    player = ctx.controller
    who = name_of(res.state, player)
    exiled, hit = exile_until_castable(res, player, lambda mv: mv <= n)
    res.note(
        LogKind.EVENT,
        f"{who} discovers {n}: exiles "
        + (", ".join(name_of(res.state, e) for e in exiled) or "nothing (an empty library)")
        + f" from the top of their library, looking for a nonland card with mana value {n} "
        "or less",
        RULE,
        objects=tuple(exiled),
    )
    cast = False
    if hit is None:
        res.note(LogKind.NOTE, f"{who} has discovered, with no card found", "701.57b")
    else:
        cast = may_cast_without_paying(res, hit, player, "discover", RULE)
        card = res.state.find_object(hit)
        if not cast and card is not None and card.zone is Zone.EXILE:
            res.note(
                LogKind.EVENT,
                f"{who} doesn't cast {name_of(res.state, hit)}: it goes to their hand",
                RULE,
                "701.57c",
                objects=(hit,),
            )
            move(res, hit, Zone.HAND)
    rest_on_the_bottom(res, player, exiled, hit, RULE, "discover")
