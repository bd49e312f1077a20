"""Modal spells and abilities (700.2) compiled from the card file: each header kind with a real
card, automated (every line applied, printed back as its Oracle text); a card with one mode the
grammar can't read names that bullet and applies none of its modes. The scenarios are in
tests/engine/modes and tests/engine/escalate."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.cards.model import ActivatedAbility, SpellAbility, TriggeredAbility
from engine.oracle.compiler import AUTOMATED, TEXT_ONLY, compile_record, compile_text

HEADERS = {
    "Kolaghan's Command": ("Choose two —", SpellAbility, "two"),
    "Artful Takedown": ("Choose one or both —", SpellAbility, "one or both"),
    "Rain of Thorns": ("Choose one or more —", SpellAbility, "one or more"),
    "Borrowed Hostility": ("Choose one or both —", SpellAbility, "one or both"),
    "Wretched Confluence": (
        "Choose three. You may choose the same mode more than once.",
        SpellAbility,
        "three, repeatable",
    ),
    "Knight of Autumn": ("When ~ enters, choose one —", TriggeredAbility, "one"),
    "Retreat to Hagra": (
        "Landfall — Whenever a land enters under your control, choose one —",
        TriggeredAbility,
        "one",
    ),
    "Dreamshackle Geist": (
        "At the beginning of combat on your turn, choose up to one —",
        TriggeredAbility,
        "up to one",
    ),
    "Balm of Restoration": ("{1}, {T}, Sacrifice ~: Choose one —", ActivatedAbility, "one"),
}


@pytest.mark.parametrize("name", sorted(HEADERS))
def test_modal_card_is_automated(records: dict[str, Mapping[str, Any]], name: str) -> None:
    header, kind, choose = HEADERS[name]
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert header in compiled.normalized.split("\n")
    modal = [a for a in compiled.definition.abilities if isinstance(a, kind) and a.modes]
    assert len(modal) == 1 and modal[0].choose == choose
    assert len(modal[0].modes) >= 2


def test_a_mode_the_grammar_cant_read_is_named_and_no_mode_is_applied() -> None:
    """A made-up bullet no grammar reads: the header and the other bullet wait on it."""
    text = "Choose one —\n• You gain 3 life.\n• Frobnicate the widget."
    compiled = compile_text("Odd Charm", "Instant", text, "{W}")
    assert compiled.label == TEXT_ONLY
    reasons = {line.text: line.reason for line in compiled.lines}
    assert reasons["• Frobnicate the widget."].startswith("not understood")
    assert reasons["Choose one —"] == "another mode of this ability is not understood"
    assert reasons["• You gain 3 life."] == "another mode of this ability is not understood"
    assert not compiled.definition.abilities
