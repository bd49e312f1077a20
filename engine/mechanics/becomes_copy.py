"""A permanent that becomes a copy of another for a while (707.2, 613.2a): Saheeli, Sublime
Artificer's "[−2]: Target artifact you control becomes a copy of another target artifact or
creature you control until end of turn, except it's an artifact in addition to its other types."

Instruction "becomes_copy": "to" (the target that becomes the copy), "of" (the target copied),
"duration" (end_of_turn) and "except" (the copy effect's exceptions, 707.9b: "add_types"). It
makes a "copy_of" effect (engine.rules.copying) on the permanent, locked to it as it is now
(400.7: it ends as the permanent leaves) and to the original's copiable values now (707.2b-c,
707.3: a copy of a copy copies what that copy is), with a new timestamp (613.7: the latest copy
effect wins in layer 1a). If either target is illegal as it resolves, nothing is copied (608.2b:
the copy needs both).
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.registry import card_def
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.copying import COPY_KIND, copiable_values
from engine.rules.effects.copies import merged_exceptions
from engine.rules.pipeline import Resolution


@instruction_kind("becomes_copy")
def _becomes_copy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    what = refs(res, ctx, params.get("to", 0))
    of = refs(res, ctx, params.get("of", 1))
    if not what or not of:
        return
    state = res.state
    obj, original = state.find_object(what[0]), state.find_object(of[0])
    if obj is None or original is None or obj.id == original.id:
        return
    if obj.zone is not Zone.BATTLEFIELD or original.zone is not Zone.BATTLEFIELD:
        return
    values = dict(copiable_values(state, original).items())
    if not values:
        # its own card's values (a token's card too), else whatever it is now copies
        if card_def(state, original.card) is not None:
            values = {"card": original.card}
        else:
            values = {"original": original.id}
    values.setdefault("original", original.id)
    own = params.get("except")
    if isinstance(own, Params) and own:
        before = values.get("except")
        values["except"] = merged_exceptions(
            before if isinstance(before, Params) else Params(), own
        )
    values.pop("face", None)
    effect = add_effect(
        res,
        ctx,
        COPY_KIND,
        Params({**values, "object": obj.id, "timestamp": obj.timestamp}),
        Duration(params.get("duration", Duration.END_OF_TURN.value)),
        rules=("707.2", "613.2a", *(("707.9b",) if own else ())),
    )
    # The effect is the copy's own: it lasts for that permanent, not for the ability's source
    # (engine.rules.copying.moved_copy_effects ends a copy effect as its source leaves).
    res.set_state(res.state.with_effect(replace(effect, source=obj.id)))
