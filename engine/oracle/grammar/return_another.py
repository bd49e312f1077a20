"""Returning another permanent you control, chosen as the ability resolves, not targeted
(608.2d): "When ~ enters, return another creature you control to its owner's hand." (Ambush
Krotiq), "you may return another permanent you control to its owner's hand" (Aviary Mechanic).
The instruction "choose_permanent" with "other" (not the object with the ability), then
"return_to_hand" of the chosen one."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: return_another
return_another: "return" RA_ANOTHER_KIND "you control" "to its owner's hand"
RA_ANOTHER_KIND: "another creature" | "another permanent" | "another land" | "another artifact" | "another enchantment"
"""


class ReturnAnotherLowering:
    ctx: LineContext

    def return_another(self, items: list[Any]) -> Effects:
        word = next(str(t) for t in items if isinstance(t, Token) and t.type == "RA_ANOTHER_KIND")
        kind = word.split(" ", 1)[1].capitalize()
        return (
            step("choose_permanent", type=kind, whose="yours", other=True),
            step("return_to_hand", to="bound:chosen"),
        )


def return_another_words(first: Any, second: Any) -> str | None:
    a, b = first.params, second.params
    if (first.kind, second.kind) != ("choose_permanent", "return_to_hand"):
        return None
    if dict(b) != {"to": "bound:chosen"} or set(a) != {"type", "whose", "other"}:
        return None
    if a["whose"] != "yours" or a["other"] is not True:
        return None
    return f"return another {str(a['type']).lower()} you control to its owner's hand"
