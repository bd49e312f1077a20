"""Real cards of the card file whose lines work from the graveyard (escape 702.138, embalm
702.128, eternalize 702.129, dredge 702.52, returning itself to the battlefield 113.6m): each compiles "automated" from its Oracle text, each of those
lines prints back as itself, and the printed text compiles to the same definition. Their play
is tested per mechanic (tests/engine/escape, tests/engine/embalm, tests/engine/dredge,
tests/engine/graveyard_returns)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record, compile_text

CARDS = (
    ("Fruit of Tizerus", "Escape—{3}{B}, Exile three other cards from your graveyard."),
    ("Phoenix of Ash", "~ escapes with a +1/+1 counter on it."),
    ("Sacred Cat", "Embalm {W}"),
    ("Anointer Priest", "Whenever a creature token enters under your control, you gain 1 life."),
    ("Labyrinth Guardian", "Embalm {3}{U}"),
    ("Proven Combatant", "Eternalize {4}{U}{U}"),
    ("Darkblast", "Dredge 3"),
    ("Moldervine Cloak", "Dredge 2"),
    (
        "Reassembling Skeleton",
        "{1}{B}: Return ~ from your graveyard to the battlefield tapped.",
    ),
    (
        "Haunted Dead",
        "{1}{B}, Discard two cards: Return ~ from your graveyard to the battlefield tapped.",
    ),
)


@pytest.mark.parametrize(("name", "line"), CARDS)
def test_the_card_compiles_automated_and_its_printed_text_compiles_the_same(
    records: dict[str, Mapping[str, Any]], name: str, line: str
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert line in compiled.normalized.split("\n")
    record = records[name]
    again = compile_text(
        name,
        str(record["type_line"]),
        compiled.printed.replace("~", name),
        str(record.get("mana_cost") or ""),
        power=record.get("power"),
        toughness=record.get("toughness"),
        colors=record.get("colors"),
    )
    assert again.label == AUTOMATED and again.definition == compiled.definition


def test_an_escape_line_exiling_no_number_of_cards_stays_text() -> None:
    compiled = compile_text(
        "Test Escapee",
        "Sorcery",
        "Draw a card.\nEscape—{2}{B}, Exile some cards from your graveyard.",
    )
    assert compiled.label != AUTOMATED
    assert compiled.definition.escape is None
