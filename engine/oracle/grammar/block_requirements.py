""" "That creature blocks this turn if able." (Provoke): a blocking requirement for the rest of
the turn (509.1c). Lowered as "can't block this turn" is (engine.oracle.grammar.effects): the
requirement "blocks each combat if able" the creature has until end of turn
(engine.rules.combat.restrictions.BLOCKS_EACH_COMBAT), which the declaration of blockers obeys
in each combat of this turn where the creature is able to block (509.1c: a tapped creature, or
one that no attacker can be blocked by, isn't able and so doesn't).
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step
from engine.rules.combat_words import BLOCKS_EACH_COMBAT

GRAMMAR = r"""
%extend combat_restriction: subject BR_BLOCKS_THIS_TURN_IF_ABLE -> blocks_this_turn_if_able
BR_BLOCKS_THIS_TURN_IF_ABLE: "blocks this turn if able"
"""


class BlockRequirementLowering:
    ctx: LineContext

    def blocks_this_turn_if_able(self, items: list[Any]) -> Effects:
        return (step("grant_keywords", to=items[0], keywords=(BLOCKS_EACH_COMBAT,)),)
