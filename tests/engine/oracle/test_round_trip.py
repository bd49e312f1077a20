"""The printer proves the compiler: printing a compiled card gives its normalized Oracle text,
and compiling the printed text gives the same definition again (a property over real cards)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards.model import StaticAbility
from engine.cards.registry import REGISTRY
from engine.oracle.compiler import (
    AUTOMATED,
    PARTIALLY_AUTOMATED,
    TEXT_ONLY,
    compile_record,
    compile_text,
)
from engine.oracle.normalize import normalize_text
from engine.oracle.printer import Unprintable, print_card
from tests.engine.cards_2026 import needs_the_whole_file


@pytest.fixture(scope="module")
def sample_automated(card_records: list[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Every 8th single-face card of the file that compiles fully (a few hundred real cards;
    multi-face cards print face by face: tests/engine/oracle/test_compiled_faces.py)."""
    return [
        r
        for r in card_records[::8]
        if not r.get("card_faces") and compile_record(r).label == AUTOMATED
    ]


def test_the_sample_is_large_enough(sample_automated: list[Mapping[str, Any]]) -> None:
    assert len(sample_automated) > 300


# No example database: the sample is "the cards that compile fully today", which grows with the
# compiler, so an example saved by an earlier run would replay as a different draw (hypothesis
# then reports an inconsistent strategy instead of testing a card).
@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
    database=None,
)
@given(data=st.data())
def test_compiling_the_printed_text_gives_the_same_definition(
    sample_automated: list[Mapping[str, Any]], data: st.DataObject
) -> None:
    record = data.draw(st.sampled_from(sample_automated))
    compiled = compile_record(record)
    printed = print_card(compiled.definition, compiled.layout)
    type_line = str(record.get("type_line") or "")
    # A legendary card names itself by its short name too ("Lucky" for Lucky the Pizza Dog).
    legendary = "Legendary" in type_line and "Planeswalker" not in type_line
    name = str(record["name"])
    assert printed == normalize_text(str(record.get("oracle_text") or ""), name, legendary)
    again = compile_text(
        name,
        type_line,
        card_words(printed, str(record.get("oracle_text") or ""), name),
        str(record.get("mana_cost") or ""),
        power=record.get("power"),
        toughness=record.get("toughness"),
        loyalty=record.get("loyalty"),
        colors=record.get("colors"),
        layout=record.get("layout") or "normal",  # a leveler's striations read by layout (711)
    )
    assert again.label == AUTOMATED
    assert again.definition == compiled.definition
    assert again.layout == compiled.layout


def card_words(printed: str, oracle: str, name: str) -> str:
    """The printed text as the card writes it: its name for "~" (a quoted ability naming its
    granter, Blazing Torch's, is read only when the card's own name is in the quotation marks),
    and the card's own words inside quotation marks. There "~" stands for either the granting
    card or the object that has the ability ("this creature": Power of Fire's), which read
    differently (engine.oracle.grammar.granted); the first assertion has already proven the
    quoted words print back as normalized."""
    parts = printed.split('"')
    own = oracle.split('"')
    if len(own) == len(parts):
        parts = [own[i] if i % 2 else part for i, part in enumerate(parts)]
    return '"'.join(part if i % 2 else part.replace("~", name) for i, part in enumerate(parts))


def test_a_granted_ability_keeps_whom_its_quoted_words_name() -> None:
    """Power of Fire's "This creature" is the enchanted creature, Blazing Torch's own name the
    Torch: both print as "~" in quotation marks, and read back as the card says them."""
    for oracle, name, names_granter in (
        (
            'Enchant creature\nEnchanted creature has "{T}: This creature deals 1 damage to '
            'any target."',
            "Power of Fire",
            False,
        ),
        (
            'Equipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage '
            'to any target."\nEquip {1}',
            "Blazing Torch",
            True,
        ),
    ):
        type_line = "Enchantment — Aura" if "Enchant" in oracle else "Artifact — Equipment"
        compiled = compile_text(name, type_line, oracle, "{1}{R}")
        assert compiled.label == AUTOMATED
        printed = print_card(compiled.definition, compiled.layout)
        again = compile_text(name, type_line, card_words(printed, oracle, name), "{1}{R}")
        assert again.definition == compiled.definition
        (granting,) = [
            a
            for a in compiled.definition.abilities
            if isinstance(a, StaticAbility) and a.params.get("abilities")
        ]
        (granted,) = granting.params["abilities"]
        assert granted.names_granter is names_granter


def test_a_misread_line_is_not_applied() -> None:
    # "Draw a card. Discard a card." reads, but prints as "Draw a card, then discard a card.":
    # the difference means the line is not proven, so it is not applied.
    compiled = compile_text("Test Spell", "Sorcery", "Draw a card. Discard a card.", "{U}")
    assert compiled.label == TEXT_ONLY
    assert compiled.definition.abilities == ()
    assert compiled.not_applied == ("Draw a card. Discard a card.",)


def test_a_partly_understood_card_names_the_sentences_not_applied() -> None:
    compiled = compile_text(
        "Test Knight",
        "Creature — Human Knight",
        "Flying\nWhen Test Knight enters the battlefield, draw a card.\n"
        "Room abilities of dungeons you own trigger an additional time.",
        "{2}{W}",
        power="2",
        toughness="2",
    )
    assert compiled.label == PARTIALLY_AUTOMATED
    assert compiled.not_applied == (
        "Room abilities of dungeons you own trigger an additional time.",
    )
    assert compiled.definition.oracle_text == compiled.not_applied[0]
    assert compiled.definition.keywords == ("Flying",)
    assert [a.text for a in compiled.definition.abilities] == [
        "When Test Knight enters, draw a card."
    ]


def test_hand_written_definitions_print_or_say_what_they_lack(
    records: dict[str, Mapping[str, Any]],
) -> None:
    """Every hand-written definition prints, or the printer names what it has no words for; the
    list of those whose print differs from their Oracle text is the report of the test."""
    needs_the_whole_file()
    differing: list[str] = []
    same = 0
    for card in REGISTRY:
        record = records.get(card.name)
        if record is None:
            continue
        try:
            printed = print_card(card)
        except Unprintable:
            differing.append(card.name)
            continue
        if printed == normalize_text(str(record.get("oracle_text") or ""), card.name):
            same += 1
        else:
            differing.append(card.name)
    print(f"{same} hand-written definitions print their Oracle text; differing: {differing}")
    assert same >= 40
