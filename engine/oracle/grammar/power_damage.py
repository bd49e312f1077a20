"""Damage equal to the source's power (120.3, 608.2h): "Sacrifice ~: It deals damage equal to
its power to target creature with flying." (Aerie Ouphes), "{T}: ~ deals damage equal to its
power to target creature." The amount is the amount word "source_power": the source's power as
the ability resolves, or its last known power once it has left the battlefield (608.2h; a
creature sacrificed to pay the cost, 112.7a)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, step

GRAMMAR = r"""
%extend damage: source "deals" PD_EQUAL_TO_ITS_POWER "to" recipient -> pd_power_damage
PD_EQUAL_TO_ITS_POWER: "damage equal to its power"
"""
AMOUNT = "source_power"


class PowerDamageLowering:
    def pd_power_damage(self, items: list[Any]) -> Effects:
        return (step("deal_damage", amount=AMOUNT, to=items[-1]),)


def power_damage_words(source: str, recipient: str) -> str:
    return f"{source} deals damage equal to its power to {recipient}"
