"""Combat sentences of creatures: fight (701.14a), "Target creature you control fights target
creature you don't control.", "~ fights another target creature." (engine.mechanics.fight).

"another target creature" is the ability's source left out; after an earlier target of the same
ability it would mean "other than that target" (115.3), which the engine doesn't check: such a
line isn't compiled (engine.oracle.grammar.common refuses it).
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: fight
fight: subject FIGHTS target -> fight_target
FIGHTS: "fights"
"""


class CombatKeywordLowering:
    ctx: LineContext

    def fight_target(self, items: list[Any]) -> Effects:
        first, _, second = items
        if first == second:
            raise ValueError("a creature fighting the same reference")
        return (step("fight", to=first, **{"with": second}),)
