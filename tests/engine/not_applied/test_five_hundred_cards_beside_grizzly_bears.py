"""500 real cards the 2026 card file's compiler labels partially automated, keywords only or
text only, drawn with a fixed seed, each placed alone beside Grizzly Bears as the builder
places it; the Bears deal 1 damage. Every answer names the card and all the sentences the
compiler doesn't apply (issue 32 point 7), whatever kind of text they are."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from engine.cards import REGISTRY
from engine.core.errors import InvalidDocument
from engine.core.state import GameState
from engine.game.play import apply
from engine.oracle.compiler import (
    KEYWORDS_ONLY,
    PARTIALLY_AUTOMATED,
    TEXT_ONLY,
    CompiledCard,
    compile_record,
)
from engine.oracle.normalize import normalized_lines
from engine.testing.scenario import board

SEED = 32
COUNT = 500
LABELS = (PARTIALLY_AUTOMATED, KEYWORDS_ONLY, TEXT_ONLY)
STARRED = ("power *", "toughness *")


def starred(line: str) -> bool:
    """The compiler's note of a printed "*" ("power *", "toughness 1+*"): no sentence."""
    return line in STARRED or (line.startswith(("power ", "toughness ")) and line.endswith("*"))


PERMANENTS = ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Battle")


def drawn(records: list[Mapping[str, Any]]) -> list[tuple[Mapping[str, Any], CompiledCard]]:
    """The first COUNT one-faced permanent cards with a label of LABELS, in the seeded order
    (compiling only as many as it takes). A card the engine defines by hand is played by that
    definition (engine.cards.registry.card_def), not the compiled one: it isn't drawn."""
    order = list(records)
    random.Random(SEED).shuffle(order)
    found = []
    for record in order:
        one_face = not record.get("card_faces") and " // " not in str(record["name"])
        if not one_face or not any(t in str(record.get("type_line", "")) for t in PERMANENTS):
            continue
        if REGISTRY.get(str(record["name"])) is not None:
            continue
        compiled = compile_record(record)
        if compiled.label in LABELS:
            found.append((record, compiled))
            if len(found) == COUNT:
                break
    return found


def beside_bears(obj: dict[str, Any]) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [obj, {"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "name": "Bob"},
    )


@pytest.mark.slow
@pytest.mark.usefixtures("cards_2026")
def test_500_cards_each_answer_names_the_card_and_its_unapplied_sentences(
    records_2026: list[Mapping[str, Any]], placed: Callable[[str, str], dict[str, Any]]
) -> None:
    cards = drawn(records_2026)
    assert len(cards) == COUNT
    assert {c.label for _, c in cards} == set(LABELS)  # every label is drawn
    unreadable: list[str] = []
    missing: list[str] = []
    for record, compiled in cards:
        name = str(record["name"])
        try:
            state = beside_bears(placed(name, "card"))
        except InvalidDocument:
            # A printed "*" the engine can't compute: the builder asks the judge for the
            # number (builder.scenarios.services.editor_cards); the engine refuses it without one.
            unreadable.append(name)
            continue
        result = apply(
            state, {"type": "deal_damage", "source": "bears", "target": "B", "amount": 1}
        )
        assert result.state.player("B").life == 19
        entries = {e.name: e for e in result.not_applied}
        assert name in entries, f"{name}: the answer doesn't name it"
        legendary = "Legendary" in str(record.get("type_line", "")) and "Planeswalker" not in str(
            record.get("type_line", "")
        )
        said = set(normalized_lines("\n".join(entries[name].sentences), name, legendary))
        # "power *" and "toughness 1+*" are the compiler's notes of a printed "*", no sentence:
        # placed inline, the card's own defining ability gives the value (604.3) or the
        # engine refuses the card without a number (counted as unreadable above).
        unsaid = [line for line in compiled.not_applied if line not in said and not starred(line)]
        if unsaid:
            missing.append(f"{name}: {unsaid}")
    assert len(unreadable) < COUNT // 20, unreadable
    assert missing == [], "\n".join(missing)
