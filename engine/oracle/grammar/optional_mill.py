"""An optional mill where no trigger's "you may" reads it (608.2d: a choice made as the
instruction applies): "You may mill two cards. Then return up to two creature cards from your
graveyard to your hand." (Another Chance). The instruction is "mill" with "may"
(engine.instructions.library): a declined mill binds "declined" as a declined payment does.

After a comma (a trigger's, an intervening "if"'s) "you may" stays the trigger's (603.5,
engine.oracle.grammar.triggered): the terminal here is never read right after ", ".
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: OM_YOU_MAY_MILL effect_cards -> you_may_mill
OM_YOU_MAY_MILL: /(?<!, )you may mill/i
"""


class OptionalMillLowering:
    ctx: LineContext

    def you_may_mill(self, items: list[Any]) -> Effects:
        self.ctx.bound.append("milled")  # 701.17c: "from among them" (grammar.chosen_cards)
        return (step("mill", player="you", count=items[-1], may=True),)
