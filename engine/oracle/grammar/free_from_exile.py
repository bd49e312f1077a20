""" "Exile target nonland permanent. For as long as that card remains exiled, its owner may cast
it without paying its mana cost." (Release to the Wind): the exile, then the instruction
"owner_may_cast_free" on the card the exile moved (engine.mechanics.free_from_exile: a
permission locked to the card in exile, 400.7; casting it is an alternative cost, 118.9).

Read only as the two sentences together, the permission right after the exile of the same
target: "that card" is the card that exile put into exile, nothing else.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: clause "." FE_AS_LONG_AS_EXILED FE_OWNER_MAY_CAST "." -> fe_exile_castable
FE_AS_LONG_AS_EXILED: "for as long as that card remains exiled,"
FE_OWNER_MAY_CAST: "its owner may cast it without paying its mana cost"
"""

_WORDS = (
    "for as long as that card remains exiled, its owner may cast it without paying its mana cost"
)


def free_from_exile_words(first: Instruction, second: Instruction, ref: Any) -> list[str] | None:
    """The two sentences of the exile and the permission, or None."""
    if (first.kind, second.kind) != ("exile", "owner_may_cast_free"):
        return None
    if set(first.params) != {"to"} or set(second.params) != {"card"}:
        return None
    to = first.params["to"]
    if not isinstance(to, int) or second.params["card"] != to:
        return None
    return [f"exile {ref(to)}", _WORDS]


class FreeFromExileLowering:
    ctx: LineContext

    def fe_exile_castable(self, items: list[Any]) -> Effects:
        # Any clause is read before the permission; only an exile of one target is kept.
        exiled: Effects = items[0]
        if len(exiled) != 1 or exiled[0].kind != "exile" or set(exiled[0].params) != {"to"}:
            raise ValueError("a permission after something other than an exile")
        if not isinstance(exiled[0].params["to"], int):
            raise ValueError("an exile of no one target")
        return (*exiled, step("owner_may_cast_free", card=exiled[0].params["to"]))
