""" "~ can attack this turn as though it didn't have defender." (Glade Watcher): an ability the
creature has until end of turn (613.1f) that sets aside defender's restriction (702.3b) for
declaring attackers (engine.rules.combat.restrictions.ATTACKS_DESPITE_DEFENDER)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, step
from engine.rules.combat_words import ATTACKS_DESPITE_DEFENDER

GRAMMAR = r"""
%extend combat_restriction: subject AD_AS_THOUGH -> ad_attack_despite_defender
AD_AS_THOUGH: "can attack this turn as though it didn't have defender"
"""


class AttackDespiteDefenderLowering:
    def ad_attack_despite_defender(self, items: list[Any]) -> Effects:
        return (step("grant_keywords", to=items[0], keywords=(ATTACKS_DESPITE_DEFENDER,)),)


__all__ = ["ATTACKS_DESPITE_DEFENDER", "AttackDespiteDefenderLowering", "despite_defender_words"]


def despite_defender_words(subject: str) -> str:
    return f"{subject} can attack this turn as though it didn't have defender"
