"""The real cards the engine plays by their compiled Oracle text with no card database at all
(issue 15 point 3): where a hand-written definition and the one compiled from the card's Oracle
text were the same, the hand-written one was dropped and the card's record kept here
(builtin_cards.json: Scryfall's fields the compiler reads; card data, not code).

Each is registered in engine.cards.REGISTRY as a deferred card: compiled on first look-up, like
any hand-written definition afterwards. A record that doesn't compile to an automated definition
is refused at that look-up (a test compiles every one): the engine never plays a built-in card
that is only partly applied."""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.cards.model import CardDef
from engine.cards.registry import REGISTRY, CardRegistry
from engine.oracle.compiler import AUTOMATED, compile_record

RECORDS_FILE = Path(__file__).with_name("builtin_cards.json")


@functools.cache
def records() -> tuple[Mapping[str, Any], ...]:
    loaded = json.loads(RECORDS_FILE.read_text(encoding="utf-8"))
    return tuple(loaded)


def definition(record: Mapping[str, Any]) -> CardDef:
    compiled = compile_record(record)
    if compiled.label != AUTOMATED:
        raise ValueError(
            f"the built-in card {record['name']!r} no longer compiles to an automated "
            f"definition ({compiled.label}: {list(compiled.not_applied)})"
        )
    return compiled.definition


def register(registry: CardRegistry = REGISTRY) -> None:
    for record in records():
        registry.add_deferred(str(record["name"]), functools.partial(definition, record))
