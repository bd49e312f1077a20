"""The permanents of the player a trigger event named, as a group any verb acts on (611.2c):

    Whenever ~ deals combat damage to a player, it deals 1 damage to each creature that player
    controls.                                                           (Shockmaw Dragon)
    Whenever ~ deals combat damage to a player, gain control of all artifacts that player
    controls.                                                           (Hellkite Tyrant)

"each creature", "all creatures", "all artifacts", ... followed by "that player controls", in a
triggered ability whose trigger event names a player (engine.oracle.grammar.triggered
names_a_player). The group is the reference "that_players:TYPE" (or "each_of_that_players:TYPE",
the singular wording) of engine.vocabulary.references.BoundPlayersPermanents: that player's
permanents of the type as the instruction applies. The group stands where any group of
permanents does (the objects a verb acts on, a damage recipient)."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.grammar.common import terminal_name
from engine.oracle.lowering import LineContext
from engine.vocabulary.references import THAT_PLAYERS_PREFIXES, BoundPlayersPermanents

# The card types and their words, singular and plural (205.2a).
_TYPES = {
    "Creature": ("creature", "creatures"),
    "Artifact": ("artifact", "artifacts"),
    "Enchantment": ("enchantment", "enchantments"),
    "Land": ("land", "lands"),
    "Planeswalker": ("planeswalker", "planeswalkers"),
    "Permanent": ("permanent", "permanents"),
}
SUFFIX = " that player controls"


def _phrase(card_type: str, each: bool) -> str:
    one, many = _TYPES[card_type]
    return f"each {one}{SUFFIX}" if each else f"all {many}{SUFFIX}"


GROUPS = {
    terminal_name("BPG_", _phrase(t, each)): BoundPlayersPermanents(t, each=each)
    for t in _TYPES
    for each in (True, False)
}

GRAMMAR = (
    "\n".join(
        f"%extend {rule}: {name} -> that_players_group"
        for rule in ("permanent", "recipient")
        for name in GROUPS
    )
    + "\n"
    + "\n".join(f'{name}: "{_phrase(g.card_type, g.each)}"' for name, g in GROUPS.items())
    + "\n"
)


def that_players_words(value: object) -> str | None:
    """ "each creature that player controls" for an "each_of_that_players:Creature" word, None
    for another value."""
    if not isinstance(value, str):
        return None
    prefix, _, card_type = value.partition(":")
    if prefix not in THAT_PLAYERS_PREFIXES or card_type not in _TYPES:
        return None
    return _phrase(card_type, prefix == THAT_PLAYERS_PREFIXES[1])


class BoundPlayerGroupLowering:
    ctx: LineContext
    event_player: bool

    def that_players_group(self, items: list[Any]) -> str:
        token = items[0]
        assert isinstance(token, Token)
        if not self.event_player:
            raise ValueError('"that player controls" names no player of the trigger event')
        return GROUPS[token.type].spell()
