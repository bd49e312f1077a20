"""Replacement effects of an object's own zone changes (614.1a): "If ~ would be put into a
graveyard from anywhere, exile it instead." (the static ability `self_graveyard_to_exile` of
engine.rules.effects.zones, working from every zone, 113.6b)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import StaticAbility
from engine.oracle.lowering import static_ability
from engine.rules.effects.zones import SELF_GRAVEYARD_TO_EXILE

GRAMMAR = r"""
%extend static_line: ZR_SELF_FROM_ANYWHERE "," ZR_EXILE_IT_INSTEAD "." -> self_graveyard_to_exile
ZR_SELF_FROM_ANYWHERE: "if ~ would be put into a graveyard from anywhere"
ZR_EXILE_IT_INSTEAD: "exile it instead"
"""

SENTENCE = "If ~ would be put into a graveyard from anywhere, exile it instead."


class ZoneReplacementLowering:
    def self_graveyard_to_exile(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", SELF_GRAVEYARD_TO_EXILE, object="self"),)


def zone_replacement_words(ability: StaticAbility) -> str | None:
    if ability.effect == SELF_GRAVEYARD_TO_EXILE and dict(ability.params) == {"object": "self"}:
        return SENTENCE
    return None
