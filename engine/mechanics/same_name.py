"""Cards that refer to their own name (201.4: "named ~" means the card's name): the intervening
"if" condition "if you control another creature named ~" (603.4, Faerie Miscreant), checked as
the ability triggers and again as it resolves, from the source's name now (a copy's name is the
name it copied, 707.2)."""

from __future__ import annotations

from engine.core.events import DidEvent
from engine.core.state import GameState, Params
from engine.rules.characteristics import chars
from engine.rules.triggers import CONDITIONS

ANOTHER_NAMED_SELF = "another_creature_named_self"


def _another_named_self(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    obj = state.find_object(source) if source is not None else None
    if obj is None:
        return False
    name = chars(state, obj).name
    return any(
        other.id != obj.id
        and other.controller == player
        and chars(state, other).is_type("Creature")
        and chars(state, other).name == name
        for other in state.battlefield
    )


CONDITIONS[ANOTHER_NAMED_SELF] = (
    _another_named_self,
    "'you control another creature with its name'",
)
