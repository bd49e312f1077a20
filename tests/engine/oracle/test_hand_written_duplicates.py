"""Reference data (issue 15 point 3): the hand-written definitions (engine/cards/definitions)
whose compiled definition prints the same text. Of those, the ones identical in behaviour (the
same characteristics, keywords and abilities; only the abilities' stored wording may differ) can
be dropped in favour of the compiled one; the others carry something the compiled one doesn't.

None is dropped yet: the registry is also the engine's card set when no card database is set
(every engine test, the CLI, `make run`'s built-in data, tests/engine/cards/fixtures), and a
compiled definition serves only where a record source is (engine.oracle.cache)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.cards.model import CardDef
from engine.cards.registry import REGISTRY
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.printer import Unprintable, print_card


def behaviour(card: CardDef) -> CardDef:
    """The definition without the words it stores (ability texts, unapplied text)."""
    return replace(
        card, abilities=tuple(replace(a, text="") for a in card.abilities), oracle_text=""
    )


def test_hand_written_definitions_whose_compiled_definition_prints_the_same(
    records: dict[str, Mapping[str, Any]],
) -> None:
    identical: list[str] = []
    carries_more: list[str] = []
    for card in REGISTRY:
        record = records.get(card.name)
        if record is None or card.custom:
            continue
        compiled = compile_record(record)
        if compiled.label != AUTOMATED:
            continue
        try:
            printed = print_card(card)
        except Unprintable:
            printed = ""
        if printed != compiled.printed and behaviour(card) != behaviour(compiled.definition):
            continue
        if behaviour(card) == behaviour(compiled.definition):
            identical.append(card.name)
        else:
            carries_more.append(card.name)
    print(f"identical in behaviour to their compiled definition ({len(identical)}): {identical}")
    print(f"print the same, but differ ({len(carries_more)}): {carries_more}")
    # Grizzly Bears, Lightning Bolt and the basic lands compile to what is written by hand.
    assert {"Grizzly Bears", "Lightning Bolt", "Forest", "Counterspell"} <= set(identical)
    assert len(identical) >= 200
