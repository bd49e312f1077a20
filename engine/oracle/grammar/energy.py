"""Energy (107.14; engine.mechanics.energy): "you get {E}{E}" as an effect, "Pay {E}" as a
part of a cost."""

from __future__ import annotations

from lark import Token

from engine.cards.model import Cost
from engine.oracle.lowering import Effects, step

GRAMMAR = r"""
energy_cost: "pay" ENERGY_SYMBOLS
get_energy: EN_YOU_GET ENERGY_SYMBOLS
EN_YOU_GET: "you get"
ENERGY_SYMBOLS: /(\{E\})+/
"""


def _count(token: Token) -> int:
    return str(token).count("{E}")


class EnergyLowering:
    def energy_cost(self, items: list[Token]) -> Cost:
        return Cost(energy=_count(items[-1]))

    def get_energy(self, items: list[Token]) -> Effects:
        return (step("get_energy", count=_count(items[-1])),)


def energy_symbols(count: int) -> str:
    return "{E}" * count
