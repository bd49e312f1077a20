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

import random

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import may_cast_without_paying
from engine.rules.zones import move

RULE = "701.57a"


@instruction_kind("discover")
def _discover(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    player = ctx.controller
    who = name_of(res.state, player)
    exiled: list[str] = []
    hit: str | None = None
    while library := res.state.zone(Zone.LIBRARY, player):
        top = library[0]  # the top of the library (the scenario's order, top first)
        if move(res, top.id, Zone.EXILE) is not Zone.EXILE:
            break  # a replacement sent it elsewhere: it isn't exiled this way
        exiled.append(top.id)
        c = chars(res.state, res.state.object(top.id))
        if not c.is_type("Land") and c.mana_value <= n:
            hit = top.id
            break
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
    rest = [
        e
        for e in exiled
        if e != hit and (obj := res.state.find_object(e)) is not None and obj.zone is Zone.EXILE
    ]
    random.Random(f"{res.state.seed}:{res.state.next_timestamp}:{player}:discover").shuffle(rest)
    for card_id in rest:
        move(res, card_id, Zone.LIBRARY, to_top=False)
    if rest:
        res.note(
            LogKind.EVENT,
            f"{who} puts {len(rest)} exiled card{'s' if len(rest) != 1 else ''} on the bottom of "
            "their library in a random order (drawn from the scenario's seed, 701.24a)",
            RULE,
            objects=tuple(rest),
        )
