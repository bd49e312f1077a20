"""Split second (702.61): while a spell with split second is on the stack, players can't cast
other spells or activate abilities that aren't mana abilities (702.61a). Mana abilities and
special actions stay allowed, and triggered abilities trigger and go on the stack as usual
(702.61b); several instances are redundant (702.61c): the keyword is a flag of the spell.

The cast and activate actions ask `split_second_spell` before anything else about timing."""

from __future__ import annotations

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.pipeline import name_of

SPLIT_SECOND = "split second"
RULE = "702.61a"


def split_second_spell(state: GameState) -> str | None:
    """The id of a spell with split second on the stack (None: there is none)."""
    for obj in state.zone(Zone.STACK):
        if (
            obj.stack is not None
            and obj.stack.kind == "spell"
            and chars(state, obj).has(SPLIT_SECOND)
        ):
            return obj.id
    return None


def check_split_second(state: GameState, what: str) -> None:
    """Refuse casting a spell or activating a non-mana ability (`what` says which) while a
    spell with split second is on the stack (702.61a)."""
    spell = split_second_spell(state)
    if spell is not None:
        raise IllegalAction(
            f"{name_of(state, spell)} has split second: no one can {what} while it's on the stack",
            RULE,
        )
