"""What a judge's stand-ins mean for an answer (issue 32; the stand-ins themselves:
engine.rules.stand_ins).

`stand_ins_used`: the stand-ins in force as an action is applied, each as it is shown ("judge's
stand-in for Doubling Season: ..."); the answer depends on them, and says so (`apply` puts them
on the result and notes them first in its log). `stand_in_candidates`: the permanents a judge
may put a stand-in in force for, those whose card has text the engine doesn't apply.
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.game.automation import unmodeled
from engine.rules.effect_kinds import effects_in_force
from engine.rules.faces import object_definition
from engine.rules.pipeline import Resolution, describe, name_of


def stand_ins_used(state: GameState) -> tuple[str, ...]:
    """Each judge's stand-in in force, as shown: "judge's stand-in for Doubling Season: ..."."""
    return tuple(describe(state, e) for e in effects_in_force(state) if e.stands_in_for)


def note_stand_ins(res: Resolution) -> tuple[str, ...]:
    """Say first in the log that the answer depends on the judge's stand-ins in force (nothing
    when there are none); returns them."""
    used = stand_ins_used(res.state)
    if used:
        res.note(
            LogKind.NOTE,
            "this answer depends on what the judge put in force for text the engine doesn't "
            "apply: " + "; ".join(used),
        )
    return used


def stand_in_candidates(state: GameState) -> tuple[tuple[str, str], ...]:
    """(id, name) of each permanent whose card has text the engine doesn't apply (its
    automation label isn't "automated", engine.game.automation): what a stand-in can stand in
    for (it works while that permanent is on the battlefield, engine.rules.stand_ins)."""
    found = []
    for obj in state.battlefield:
        if has_unapplied_text(state, obj):
            found.append((obj.id, name_of(state, obj.id)))
    return tuple(found)


def has_unapplied_text(state: GameState, obj: GameObject) -> bool:
    """Has the object's card text the engine doesn't apply: a definition that isn't automated,
    or no definition at all beside Oracle text given inline (a "text only" card placed with its
    characteristics, as the builder places one)."""
    definition = object_definition(state, obj)
    if definition is not None:
        return bool(unmodeled(definition))
    inline = obj.characteristics
    return inline is not None and bool(inline.oracle_text.strip())
