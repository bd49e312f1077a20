""" "Whenever ~ attacks, you may tap any number of untapped creatures you control. ~ gets +1/+1
until end of turn for each creature tapped this way." (Ledev Champion).

The instruction "tap_any_number" (engine.instructions.control: chosen as it resolves, none to
all, 608.2d, 107.1c; tapped together, 701.26a) binds how many it tapped ("bound:tapped"); the
pump after it is +1/+1 that many times (613.4c), read as that sentence is reached (608.2c). Only
"+1/+1" and only right after the tapping: "this way" names that instruction and nothing else.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

TAPPED = "bound:tapped"

GRAMMAR = r"""
%extend sentence: TW_MAY_TAP_ANY "." SELF "gets" PTMOD UNTIL_EOT TW_FOR_EACH_TAPPED "." -> tw_tap_and_pump
TW_MAY_TAP_ANY: "you may tap any number of untapped creatures you control"
TW_FOR_EACH_TAPPED: "for each creature tapped this way"
"""


def tapped_this_way_words(first: Instruction, second: Instruction) -> list[str] | None:
    """The two sentences of the tapping and the pump, or None."""
    if (first.kind, second.kind) != ("tap_any_number", "modify_pt"):
        return None
    if dict(first.params) != {"bind": "tapped"}:
        return None
    if dict(second.params) != {"to": "self", "power": TAPPED, "toughness": TAPPED}:
        return None
    return [
        "you may tap any number of untapped creatures you control",
        "~ gets +1/+1 until end of turn for each creature tapped this way",
    ]


class TappedThisWayLowering:
    ctx: LineContext

    def tw_tap_and_pump(self, items: list[Any]) -> Effects:
        if str(items[2]) != "+1/+1":
            raise ValueError("a pump per creature tapped other than +1/+1")
        return (
            step("tap_any_number", bind="tapped"),
            step("modify_pt", to="self", power=TAPPED, toughness=TAPPED),
        )
