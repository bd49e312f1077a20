"""The layouts and card kinds printed since 2022, as the 2026 card file has them: each compiles
without an error, and none is called automated while the engine lacks the rule of its frame
(the card's lines are named with that rule instead)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, TEXT_ONLY, compile_record

LAYOUT_CARDS = [
    # (layout, real card of that layout, the rule its reason names); Class cards (716) are
    # compiled by engine.mechanics.class_levels, Cases (719) by engine.mechanics.cases and
    # prototype cards (718) by engine.mechanics.prototype
    ("omen", "Bloomvine Regent // Claim Territory", "(720)"),
    ("prepare", "Blazing Firesinger // Seething Song", "(722)"),
]


@pytest.mark.parametrize(("layout", "name", "rule"), LAYOUT_CARDS)
def test_a_card_of_a_layout_the_engine_does_not_model_is_text_only_naming_its_rule(
    records: dict[str, Mapping[str, Any]], layout: str, name: str, rule: str
) -> None:
    record = records[name]
    assert record["layout"] == layout
    compiled = compile_record(record)
    assert compiled.label == TEXT_ONLY
    assert compiled.lines, "the card's lines are listed, each with why it isn't applied"
    assert all(not line.applied and line.reason.endswith(rule) for line in compiled.lines)


def test_an_omen_cards_text_is_both_of_its_faces(records: dict[str, Mapping[str, Any]]) -> None:
    compiled = compile_record(records["Bloomvine Regent // Claim Territory"])
    texts = [line.text for line in compiled.lines]
    assert "Flying" in texts  # the dragon's own keyword
    assert any(t.startswith("Search your library for up to two basic Forest") for t in texts)


def test_a_battle_is_never_automated_while_a_sieges_transformed_cast_isnt_modelled(
    records: dict[str, Mapping[str, Any]],
) -> None:
    # A battle enters with its defense counters (310.4b) and a Siege with its protector
    # (310.11a), but a Siege's intrinsic "exile it, then you may cast it transformed" (310.11b)
    # isn't applied: casting a card transformed isn't modeled.
    compiled = compile_record(records["Invasion of Ergamon // Truga Cliffcharger"])
    assert compiled.label != AUTOMATED
    assert any(
        line.text == "defense 5" and not line.applied and "(310.11b)" in line.reason
        for line in compiled.lines
    )
    battles = [r for r in records.values() if str(r.get("type_line")).startswith("Battle")]
    assert len(battles) >= 30
    # Three of them (Invasion of Belenon, of Dominaria, of Kaladesh) were called automated before.
    assert not [r["name"] for r in battles if compile_record(r).label == AUTOMATED]
