"""Real cards whose second group "also" gains keywords after the first group's pump (105.2,
engine.oracle.grammar.also_gain): Sanctified Charge."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import SpellAbility
from engine.oracle.compiler import AUTOMATED, compile_record, compile_text


def test_sanctified_charge_is_automated(records: dict[str, Mapping[str, Any]]) -> None:
    compiled = compile_record(records["Sanctified Charge"])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized
    (spell,) = compiled.definition.abilities
    assert isinstance(spell, SpellAbility)
    assert [(e.kind, e.params["to"]) for e in spell.effects] == [
        ("modify_pt", "your_creatures"),
        ("grant_keywords", "your_creatures_of_color:W"),
    ]


def test_also_after_an_instruction_on_other_creatures_is_not_applied() -> None:
    # "also" says these creatures are among those the sentence before named: not here.
    compiled = compile_text(
        "Test Charge",
        "Instant",
        "Target creature gets +2/+1 until end of turn. White creatures you control also gain "
        "first strike until end of turn.",
        "{W}",
    )
    assert compiled.label != AUTOMATED
