"""Populate (701.36a): "choose a creature token you control and create a token that's a copy of
that creature token." With no creature token, no token is created (701.36b). The choice among
several is the player's (a pending decision); the copy is made as a token copy is
(engine.mechanics.token_copies, 707.2) and bound as "tokens" ("the token created this way").
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.control import choose_one
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.token_copies import create_token_copy
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("populate")
def _populate(res: Resolution, ctx: ExecContext, params: Params) -> None:
    player = ctx.controller
    who = name_of(res.state, player)
    tokens = [
        o.id
        for o in res.state.battlefield
        if o.controller == player
        and o.token
        and not o.phased_out
        and chars(res.state, o).is_type("Creature")
    ]
    if not tokens:
        res.note(LogKind.EVENT, f"{who} populates, controlling no creature token", "701.36b")
        return
    chosen = choose_one(
        res, player, tokens, f"{who} chooses a creature token to copy", "701.36a", "populate"
    )
    res.note(LogKind.EVENT, f"{who} populates: a copy of {name_of(res.state, chosen)}", "701.36a")
    made = create_token_copy(res, ctx, chosen, "701.36a")
    if made is not None:
        ctx.bound["tokens"] = (made,)
