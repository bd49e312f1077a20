"""The trigger phrase "Whenever you expend N" (700.14: its controller pays a cost to cast a spell
and the mana they spent this turn to cast spells goes from less than N to at least N with it):
"Whenever you expend 4, you gain 3 life." The trigger kind is "you_expend" (param "n",
engine.mechanics.expend). A phrase composes with every effect sentence, and joins "When ~ enters
and whenever you expend 4" like any other trigger phrase."""

from __future__ import annotations

from typing import Any

from engine.core.state import Params

GRAMMAR = r"""
%extend trigger: expend_trigger
expend_trigger: EX_WHENEVER_YOU_EXPEND INT
EX_WHENEVER_YOU_EXPEND: "whenever you expend"
"""


class ExpendTriggerLowering:
    def expend_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        n = int(str(items[1]))
        if n < 1:
            raise ValueError("expend 0 never happens")  # 700.14: less than N before
        return "you_expend", {"n": n}


def expend_phrase(kind: str, params: Params) -> str | None:
    """The words of a "you_expend" trigger, None for any other."""
    n = params.get("n")
    if kind != "you_expend" or set(params) != {"n"} or not isinstance(n, int) or n < 1:
        return None
    return f"whenever you expend {n}"
