"""The board notation round-trips: every built-in example, and generated boards."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings

from engine.document.codec import dump as dump_document
from engine.document.codec import load
from engine.examples import Example, examples
from engine.notation import dump, parse
from engine.testing.strategies import documents, notation_documents


def canonical(doc: dict[str, Any]) -> dict[str, Any]:
    return dump_document(load(doc), doc.get("actions") or None)


@pytest.mark.parametrize("ex", examples(), ids=lambda ex: ex.id)
def test_every_example_round_trips_exactly(ex: Example) -> None:
    doc = ex.scenario_document()
    text = dump(doc)
    assert parse(text) == canonical(doc)
    assert dump(parse(text)) == text


def test_gho_2_notation_is_five_short_lines() -> None:
    ex = next(e for e in examples() if e.id == "GHO-2")
    assert dump(ex.scenario_document()) == (
        "turn 3 A precombat_main\n"
        "player A Alice 20\n"
        "  battlefield: Grizzly Bears #bears; Ghosts of the Innocent; Furnace of Rath\n"
        "player B Bob 20\n"
        "action deal_damage source=bears target=B amount=3\n"
    )


def test_cards_without_ids_get_them_from_their_names_in_order() -> None:
    doc = parse(
        "turn 1 A precombat_main\n"
        "player A Alice 20\n"
        "  battlefield: Mountain; Mountain #mountain; Mountain [tapped]\n"
        "player B Bob 20\n"
        "  hand: Shock\n"
    )
    ids = [o["id"] for o in doc["players"][0]["battlefield"]]
    assert ids == ["mountain2", "mountain", "mountain3"]
    assert doc["players"][0]["battlefield"][2]["tapped"] is True
    assert doc["players"][1]["hand"] == [{"id": "shock", "card": "Shock"}]


@settings(max_examples=60, deadline=None)
@given(documents())
def test_generated_boards_round_trip(doc: dict[str, Any]) -> None:
    text = dump(doc)
    assert parse(text) == canonical(doc)
    assert dump(parse(text)) == text


@settings(max_examples=60, deadline=None)
@given(notation_documents())
def test_generated_boards_with_attachments_stack_and_actions_round_trip(
    doc: dict[str, Any],
) -> None:
    text = dump(doc)
    assert parse(text) == canonical(doc)
    assert dump(parse(text)) == text


def test_the_boards_in_the_notation_docs_read_and_write_back() -> None:
    docs = (Path(__file__).resolve().parents[3] / "docs" / "notation.md").read_text()
    boards = re.findall(r"```text\n(.*?)```", docs, flags=re.S)
    assert len(boards) == 2
    for board in boards:
        assert dump(parse(board)) == board
