"""Detain (701.35a): "Until the next turn of the controller of that spell or ability, that
permanent can't attack or block and its activated abilities can't be activated." Two effects
locked to the detained permanents (611.2c) lasting until that player's next turn (the duration
`until_your_next_turn`, ended by engine.rules.turn_based): the restrictions "can't attack" and
"can't block" in layer 6 (508.1a, 509.1a) and `cant_activate` (602.5).
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.combat_words import CANT_ATTACK, CANT_BLOCK
from engine.rules.effects.cant_activate import KIND as CANT_ACTIVATE
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("detain")
def _detain(res: Resolution, ctx: ExecContext, params: Params) -> None:
    objects = tuple(
        o
        for o in refs(res, ctx, params.get("to", 0))
        if (found := res.state.find_object(o)) is not None and found.zone is Zone.BATTLEFIELD
    )
    if not objects:
        return
    res.note(
        LogKind.EVENT,
        ", ".join(name_of(res.state, o) for o in objects) + " detained until "
        f"{name_of(res.state, ctx.controller)}'s next turn",
        "701.35a",
        objects=objects,
    )
    until = Duration.UNTIL_YOUR_NEXT_TURN
    keywords = Params({"objects": objects, "keywords": (CANT_ATTACK, CANT_BLOCK)})
    add_effect(res, ctx, "gain_keywords", keywords, until, rules=("701.35a", "611.2c"))
    add_effect(res, ctx, CANT_ACTIVATE, Params({"objects": objects}), until, rules=("701.35a",))
