"""Demonstrate (702.144a): when its controller casts the spell, they may copy it, and may choose
new targets for the copy; if they do, they choose an opponent, who copies the spell too and may
choose new targets for that copy (707.10c). Each copy is controlled by the player who made it
(707.10), so the opponent's copy, put on the stack last, resolves first (405.5). The trigger is
engine.cards.keyword_abilities.DEMONSTRATE; both choices are pending decisions.
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params
from engine.core.variants import opponents_of
from engine.instructions.registry import ExecContext, instruction_kind
from engine.mechanics.spell_copies import copy_spell_times, original_spell
from engine.rules.pipeline import Resolution, name_of

RULE = "702.144a"
COPY, DECLINE = "copy", "decline"


@instruction_kind("demonstrate")
def _demonstrate(res: Resolution, ctx: ExecContext, params: Params) -> None:
    spell = original_spell(res, ctx, Params({"spell": "bound:spell"}))
    if spell is None or spell.stack is None:
        return
    who, what = name_of(res.state, ctx.controller), name_of(res.state, spell)
    answer = res.choose(
        ctx.controller,
        DecisionKind.MAY,
        f"{who} may copy {what} (demonstrate)",
        (Option(COPY, f"copy {what}"), Option(DECLINE, "don't copy it")),
        RULE,
        context=("demonstrate", spell.id),
    )
    if answer != COPY:
        res.note(LogKind.EVENT, f"{who} doesn't copy {what}", RULE, objects=(spell.id,))
        return
    res.note(LogKind.EVENT, f"{who} copies {what} (demonstrate)", RULE, objects=(spell.id,))
    copy_spell_times(res, spell, ctx.controller, 1)
    opponents = opponents_of(res.state, ctx.controller)
    if not opponents:
        return
    opponent = opponents[0]
    if len(opponents) > 1:
        opponent = res.choose(
            ctx.controller,
            DecisionKind.TARGET,
            f"{who} chooses an opponent to copy {what} too",
            tuple(Option(p, name_of(res.state, p)) for p in opponents),
            RULE,
            context=("demonstrate_opponent", spell.id),
        )
    res.note(
        LogKind.EVENT,
        f"{who} chooses {name_of(res.state, opponent)}, who copies {what} too",
        RULE,
        objects=(spell.id,),
    )
    copy_spell_times(res, spell, opponent, 1)
