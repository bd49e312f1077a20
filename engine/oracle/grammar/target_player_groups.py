"""The creatures a target player controls, as a group any verb acts on (115.1, 611.2c):

    Goad each creature target player controls.                        (Bothersome Quasit)
    Destroy all creatures target opponent controls.
    Put a -1/-1 counter on each creature target player controls.      (Contagion Engine)

The player is a target of the ability (a player target word: "target player", "target
opponent"); the group is the reference "each_creature_target_controls:N" (or "all_...", the
other wording) of engine.vocabulary.references.CreaturesTargetControls: the creatures that
player controls as the instruction applies, none if the player became an illegal target
(608.2b). The other permanent groups, "all lands target player controls", "each nonland
permanent target opponent controls" (110.4), are the reference "target_players:TYPE:N" (or
"each_of_target_players:TYPE:N") of engine.vocabulary.references.PermanentsTargetControls."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.oracle.grammar.common import terminal_name
from engine.oracle.lowering import LineContext
from engine.vocabulary.references import (
    TARGET_CONTROLS_PREFIXES,
    TARGET_PLAYERS_PREFIXES,
    CreaturesTargetControls,
    PermanentsTargetControls,
)

# The target words of a player whose creatures the group is.
PLAYER_TARGETS = frozenset({"player", "opponent"})

# Other groups of a target player's permanents (110.4), singular and plural: "all lands target
# player controls", "each nonland permanent target opponent controls" (the reference
# engine.vocabulary.references.PermanentsTargetControls). Each phrase is one terminal, its player
# target registered as the line is lowered.
_KINDS = {
    "Artifact": ("artifact", "artifacts"),
    "Enchantment": ("enchantment", "enchantments"),
    "Land": ("land", "lands"),
    "Planeswalker": ("planeswalker", "planeswalkers"),
    "Permanent": ("permanent", "permanents"),
    "Nonland": ("nonland permanent", "nonland permanents"),
}


def _group(card_type: str, each: bool) -> str:
    one, many = _KINDS[card_type]
    return f"each {one}" if each else f"all {many}"


_PHRASES = {
    terminal_name("TPP_", f"{_group(kind, each)} target {who} controls"): (kind, each, who)
    for kind in _KINDS
    for each in (True, False)
    for who in sorted(PLAYER_TARGETS)
}

GRAMMAR = (
    r"""
%extend permanent: tpg_group target TPG_CONTROLS -> target_players_creatures
%extend recipient: tpg_group target TPG_CONTROLS -> target_players_creatures
// the group words' own terminals (engine.oracle.grammar.common: "each creature", "all creatures")
!tpg_group: G_EACH_CREATURE | G_ALL_CREATURES
TPG_CONTROLS: "controls"
"""
    + "\n".join(
        f"%extend {rule}: {name} -> target_players_permanents"
        for rule in ("permanent", "recipient")
        for name in _PHRASES
    )
    + "\n"
    + "\n".join(
        f'{name}: "{_group(kind, each)} target {who} controls"'
        for name, (kind, each, who) in _PHRASES.items()
    )
    + "\n"
)


class TargetPlayerGroupLowering:
    ctx: LineContext

    def target_players_creatures(self, items: list[Any]) -> str:
        index = items[1]
        if not isinstance(index, int) or self.ctx.targets[index] not in PLAYER_TARGETS:
            raise ValueError("the creatures of a target that is no player")
        group = items[0].children[0]
        each = isinstance(group, Token) and group.type == "G_EACH_CREATURE"
        return CreaturesTargetControls(index, each=each).spell()

    def target_players_permanents(self, items: list[Any]) -> str:
        token = items[0]
        assert isinstance(token, Token)
        kind, each, who = _PHRASES[token.type]
        return PermanentsTargetControls(self.ctx.target(who), kind, each=each).spell()


def target_controls_words(value: object, ref: Callable[[Any], str]) -> str | None:
    """ "each creature target player controls" for an "each_creature_target_controls:N" word
    (`ref` names the player target), None for another value."""
    if not isinstance(value, str):
        return None
    prefix, _, index = value.partition(":")
    if prefix in TARGET_PLAYERS_PREFIXES:
        kind, _, number = index.partition(":")
        if kind not in _KINDS or not number.isdigit():
            return None
        return f"{_group(kind, prefix == TARGET_PLAYERS_PREFIXES[1])} {ref(int(number))} controls"
    if prefix not in TARGET_CONTROLS_PREFIXES or not index.isdigit():
        return None
    group = "each creature" if prefix == TARGET_CONTROLS_PREFIXES[0] else "all creatures"
    return f"{group} {ref(int(index))} controls"
