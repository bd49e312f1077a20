"""Real cards whose second line replaces the first line's instruction "instead if" a condition
of this turn holds (608.2c, engine.oracle.grammar.instead_clauses), and lines of that shape the
compiler leaves unapplied because they don't replace one instruction of the same kind."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.cards.model import SpellAbility
from engine.oracle.compiler import AUTOMATED, compile_record, compile_text

MORBID_CARDS = ("Hunger of the Howlpack", "Brimstone Volley", "Tragic Slip", "Predator's Howl")


@pytest.mark.parametrize("name", MORBID_CARDS)
def test_the_morbid_instead_card_is_automated(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized
    (spell,) = compiled.definition.abilities
    assert isinstance(spell, SpellAbility)
    usual, instead = spell.effects
    assert usual.kind == instead.kind
    assert usual.params["unless"] == instead.params["if"] == "creature_died_this_turn"


@pytest.mark.parametrize(
    ("name", "condition"),
    [
        ("Cackling Flames", "no_cards_in_hand"),
        ("Tragic Fall", "no_cards_in_hand"),
        ("Thermal Blast", "graveyard_at_least_seven"),
        ("Grizzly Fate", "graveyard_at_least_seven"),
    ],
)
def test_the_hellbent_and_threshold_instead_cards_are_automated(
    name: str, condition: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized
    spell = next(a for a in compiled.definition.abilities if isinstance(a, SpellAbility))
    assert [e.params.get("unless") or e.params.get("if") for e in spell.effects] == [condition] * 2


def test_hunger_of_the_howlpacks_that_creature_is_the_first_lines_target(
    records: dict[str, Mapping[str, Any]],
) -> None:
    (spell,) = compile_record(records["Hunger of the Howlpack"]).definition.abilities
    assert isinstance(spell, SpellAbility) and spell.targets == ("creature",)
    assert spell.effects[0].params["count"] == 1 and spell.effects[1].params["count"] == 3
    assert spell.effects[1].params["to"] == "that:0"


def test_brimstone_volleys_five_damage_goes_to_the_first_lines_target(
    records: dict[str, Mapping[str, Any]],
) -> None:
    (spell,) = compile_record(records["Brimstone Volley"]).definition.abilities
    assert isinstance(spell, SpellAbility)
    assert [e.params["to"] for e in spell.effects] == [0, 0]
    assert [e.params["amount"] for e in spell.effects] == [3, 5]


@pytest.mark.parametrize(
    "text",
    [
        # another kind of instruction than the one before: not a replacement of it
        "Put a +1/+1 counter on target creature.\nMorbid — Draw a card instead if a creature "
        "died this turn.",
        # a target of its own (601.2c would choose it whether or not the condition holds)
        "Put a +1/+1 counter on target creature.\nMorbid — Put three +1/+1 counters on target "
        "creature instead if a creature died this turn.",
        # the line before has two instructions: which one is replaced isn't said
        "Put a +1/+1 counter on target creature. You gain 2 life.\nMorbid — You gain 5 life "
        "instead if a creature died this turn.",
        # nothing before it
        "Morbid — Draw two cards instead if a creature died this turn.",
    ],
)
def test_an_instead_line_that_replaces_no_one_instruction_is_not_applied(text: str) -> None:
    compiled = compile_text("Test Spell", "Instant", text, "{G}")
    assert compiled.label != AUTOMATED
    assert any("instead" in line for line in compiled.not_applied)
