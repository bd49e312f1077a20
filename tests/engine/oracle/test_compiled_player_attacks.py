"""Real cards with a trigger on their controller attacking (508.3d, engine.mechanics.
player_attacks): "Whenever you attack with two or more creatures" (Military Intelligence)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import TriggeredAbility
from engine.oracle.compiler import AUTOMATED, compile_record


def test_military_intelligence_is_automated(records: dict[str, Mapping[str, Any]]) -> None:
    compiled = compile_record(records["Military Intelligence"])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized
    (trigger,) = compiled.definition.abilities
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.trigger == "you_attack" and trigger.params["at_least"] == 2
