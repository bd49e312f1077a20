"""Life lost by the count of each player's own graveyard:

    [−8]: Each opponent loses life equal to the number of cards in their graveyard.
                                                           (Angrath, the Flame-Chained)

"Their" is each opponent in turn, so each loses life equal to their own graveyard's count
(608.2h: counted as the instruction applies): the instruction `lose_life_per_own_graveyard`.
Only a group of players is read ("each opponent", "each player"): "their" of one player would
be "his or her"/"their" of a target, which this production doesn't read.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend life: subject OGL_LOSES_PER_OWN_GRAVEYARD -> ogl_lose_per_own_graveyard
OGL_LOSES_PER_OWN_GRAVEYARD: "loses life equal to the number of cards in their graveyard"
"""

KIND = "lose_life_per_own_graveyard"
_GROUPS = {"each_opponent": "each opponent", "each_player": "each player"}


class OwnGraveyardLossLowering:
    ctx: LineContext

    def ogl_lose_per_own_graveyard(self, items: list[Any]) -> Effects:
        if items[0] not in _GROUPS:
            raise ValueError("'their graveyard' of something other than each of a group")
        return (step(KIND, player=items[0]),)


def own_graveyard_loss_words(instruction: Instruction) -> str | None:
    if instruction.kind != KIND or set(instruction.params) != {"player"}:
        return None
    group = _GROUPS.get(str(instruction.params["player"]))
    if group is None:
        return None
    return f"{group} loses life equal to the number of cards in their graveyard"
