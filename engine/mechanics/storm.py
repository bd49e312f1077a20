"""Storm (702.40): "When you cast this spell, copy it for each other spell cast before it this
turn. You may choose new targets for the copies." (702.40a).

The keyword stands for that triggered ability (engine.cards.keyword_abilities.STORM): the
trigger `self_cast` (601.2i: it triggers from the stack as the spell becomes cast) and the
instruction `storm_copies`. The spells cast this turn are the turn history's `spell_cast`
records (engine.mechanics.turn_history), in the order they were cast; every player's spells
count, and only those cast before this one (a spell cast in response to the trigger doesn't).
The number is counted as the ability resolves.

The copies are put on the stack, not cast (707.10: they don't trigger storm or prowess), owned
and controlled by the ability's controller, with the spell's characteristics and the decisions
made for it; if the spell has left the stack (countered in response), it is copied as it last
existed there (608.2h: engine.mechanics.spell_copies.original_spell). For each target of each
copy, its controller may choose a new legal target or keep the same one (707.10c), a decision
only when there is another legal target. A copy off the stack ceases to exist (704.5e).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.core.log import LogKind, counted
from engine.core.state import Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.spell_copies import copy_spell_times, original_spell
from engine.mechanics.turn_history import spells_cast_before
from engine.rules.pipeline import Resolution, name_of

RULE = "702.40a"


@instruction_kind("storm_copies")
def _storm_copies(res: Resolution, ctx: ExecContext, params: Params) -> None:
    spell = original_spell(res, ctx, Params({"spell": "bound:spell"}))
    if spell is None or spell.stack is None:
        return
    copier = ctx.controller
    count = spells_cast_before(res.state, spell.id)
    if count is None:
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, spell.id)}'s casting isn't in this turn's history: no copies",
            RULE,
        )
        return
    res.note(
        LogKind.EVENT,
        f"storm: {counted(count, 'other spell')} cast before {name_of(res.state, spell)} this turn, so "
        f"{name_of(res.state, copier)} copies it {counted(count, 'time')}",
        RULE,
        objects=(spell.id,),
    )
    copy_spell_times(res, spell, copier, count)
