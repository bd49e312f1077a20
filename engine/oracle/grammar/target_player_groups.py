"""The creatures a target player controls, as a group any verb acts on (115.1, 611.2c):

    Goad each creature target player controls.                        (Bothersome Quasit)
    Destroy all creatures target opponent controls.
    Put a -1/-1 counter on each creature target player controls.      (Contagion Engine)

The player is a target of the ability (a player target word: "target player", "target
opponent"); the group is the reference "each_creature_target_controls:N" (or "all_...", the
other wording) of engine.vocabulary.references.CreaturesTargetControls: the creatures that
player controls as the instruction applies, none if the player became an illegal target
(608.2b)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.oracle.lowering import LineContext
from engine.vocabulary.references import TARGET_CONTROLS_PREFIXES, CreaturesTargetControls

# The target words of a player whose creatures the group is.
PLAYER_TARGETS = frozenset({"player", "opponent"})

GRAMMAR = r"""
%extend permanent: tpg_group target TPG_CONTROLS -> target_players_creatures
%extend recipient: tpg_group target TPG_CONTROLS -> target_players_creatures
// the group words' own terminals (engine.oracle.grammar.common: "each creature", "all creatures")
!tpg_group: G_EACH_CREATURE | G_ALL_CREATURES
TPG_CONTROLS: "controls"
"""


class TargetPlayerGroupLowering:
    ctx: LineContext

    def target_players_creatures(self, items: list[Any]) -> str:
        index = items[1]
        if not isinstance(index, int) or self.ctx.targets[index] not in PLAYER_TARGETS:
            raise ValueError("the creatures of a target that is no player")
        group = items[0].children[0]
        each = isinstance(group, Token) and group.type == "G_EACH_CREATURE"
        return CreaturesTargetControls(index, each=each).spell()


def target_controls_words(value: object, ref: Callable[[Any], str]) -> str | None:
    """ "each creature target player controls" for an "each_creature_target_controls:N" word
    (`ref` names the player target), None for another value."""
    if not isinstance(value, str):
        return None
    prefix, _, index = value.partition(":")
    if prefix not in TARGET_CONTROLS_PREFIXES or not index.isdigit():
        return None
    group = "each creature" if prefix == TARGET_CONTROLS_PREFIXES[0] else "all creatures"
    return f"{group} {ref(int(index))} controls"
