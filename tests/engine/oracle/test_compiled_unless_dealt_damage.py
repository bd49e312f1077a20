"""Blazing Salvo from the card data: damage to a target creature unless its controller takes
other damage instead (118.12a, engine.oracle.grammar.unless_dealt_damage)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import SpellAbility
from engine.oracle.compiler import AUTOMATED, compile_record, compile_text


def test_blazing_salvo_is_automated(records: dict[str, Mapping[str, Any]]) -> None:
    compiled = compile_record(records["Blazing Salvo"])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized
    (spell,) = compiled.definition.abilities
    assert isinstance(spell, SpellAbility) and spell.targets == ("creature",)
    (damage,) = spell.effects
    assert damage.kind == "deal_damage_unless_player_takes"
    assert (damage.params["amount"], damage.params["player_amount"]) == (3, 5)


def test_that_creatures_controller_after_a_player_target_is_not_applied() -> None:
    compiled = compile_text(
        "Test Salvo",
        "Instant",
        "Test Salvo deals 3 damage to target player unless that creature's controller has "
        "Test Salvo deal 5 damage to them.",
        "{R}",
    )
    assert compiled.label != AUTOMATED
