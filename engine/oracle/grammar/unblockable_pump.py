"""A bonus until end of turn joined to evasion for the turn: "~ gets +1/+1 until end of turn and
can't be blocked this turn" (Glassdust Hulk, Elusive Spellfist, Temmet), or a group in the singular
("each creature you control gets ...": Teleportal overloaded, 702.96a). Two instructions on one
creature: the power/toughness change (613.4c) and the restriction "can't be blocked" the creature
has this turn (509.1b, read by engine.rules.combat.restrictions), as "can't be blocked this turn"
alone lowers."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend pump: subject "gets" PTMOD UNTIL_EOT UP_AND_CANT_BE_BLOCKED -> pump_unblockable_one
            | object_group "gets" PTMOD UNTIL_EOT UP_AND_CANT_BE_BLOCKED -> pump_unblockable_one
UP_AND_CANT_BE_BLOCKED: "and can't be blocked this turn"
"""


class UnblockablePumpLowering:
    ctx: LineContext

    def pump_unblockable_one(self, items: list[Any]) -> Effects:
        pump: Effects = self.pump_one(items[:2])  # type: ignore[attr-defined]
        return (*pump, step("grant_keywords", to=items[0], keywords=("can't be blocked",)))
