"""Static abilities that give the controller an ability of a player (engine.rules.effects.
player_abilities): "You have hexproof." (702.11c), "You have shroud." (702.18a), "You have no
maximum hand size." (402.2), and "You may look at the top card of your library any time."
(401.5)."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import StaticAbility
from engine.oracle.grammar.common import terminal_name
from engine.oracle.lowering import static_ability

# The effect kind -> its words after "You have".
PLAYER_ABILITIES: dict[str, str] = {
    "player_hexproof": "hexproof",
    "player_shroud": "shroud",
    "no_maximum_hand_size": "no maximum hand size",
}
_TERMINALS = {terminal_name("PA_", kind): kind for kind in PLAYER_ABILITIES}
# What the controller may do (the effect kind -> its line): 401.5.
PLAYER_PERMISSIONS: dict[str, str] = {
    "look_at_top_of_library": "You may look at the top card of your library any time.",
}

GRAMMAR = (
    r"""
player_ability_line: PA_YOU_HAVE player_ability "."
                   | PA_LOOK_AT_TOP "." -> look_at_top_line
PA_YOU_HAVE: "you have"
PA_LOOK_AT_TOP: "you may look at the top card of your library any time"
player_ability: """
    + " | ".join(_TERMINALS)
    + "\n"
    + "\n".join(f'{name}: "{PLAYER_ABILITIES[kind]}"' for name, kind in _TERMINALS.items())
    + "\n"
)


class PlayerAbilityLowering:
    def player_ability(self, items: list[Token]) -> str:
        return _TERMINALS[items[0].type]

    def player_ability_line(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", items[1], player="you"),)

    def look_at_top_line(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", "look_at_top_of_library", player="you"),)


def player_ability_words(ability: StaticAbility) -> str | None:
    """The line of a player ability the controller has, or None for another static ability."""
    if ability.effect in PLAYER_ABILITIES and dict(ability.params) == {"player": "you"}:
        return f"You have {PLAYER_ABILITIES[ability.effect]}."
    if ability.effect in PLAYER_PERMISSIONS and dict(ability.params) == {"player": "you"}:
        return PLAYER_PERMISSIONS[ability.effect]
    return None
