"""Copy effects and multi-face layouts compiled from the card file's Oracle text: "You may have
~ enter as a copy of ...[, except it's a TYPE in addition to its other types]" (707.5, 707.9b)
and aftermath split cards (702.127a). Each card is automated: every line applied and printed
back as its normalized text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, TEXT_ONLY, compile_record

AUTOMATED_CARDS = (
    "Glasspool Mimic // Glasspool Shore",  # a creature you control, + Shapeshifter Rogue
    "Copy Artifact",  # any artifact, + enchantment
    "Clone",  # any creature
)


@pytest.mark.parametrize("name", AUTOMATED_CARDS)
def test_copy_cards_compile_automated(name: str, records: dict[str, Mapping[str, Any]]) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, [s for s in compiled.lines if not s.applied]
    assert compiled.printed == compiled.normalized


def test_copy_enchantment_is_not_compiled(records: dict[str, Mapping[str, Any]]) -> None:
    """A copy of an Aura put onto the battlefield this way is attached to what its controller
    chooses (303.4f), which the engine doesn't do: the line is not applied."""
    compiled = compile_record(records["Copy Enchantment"])
    assert compiled.label == TEXT_ONLY
    assert [s.text for s in compiled.lines if not s.applied]


def test_an_exception_the_engine_does_not_apply_leaves_the_line_unapplied(
    records: dict[str, Mapping[str, Any]],
) -> None:
    """Dack's Duplicate's "except it has haste and dethrone" is not read: nothing applies."""
    compiled = compile_record(records["Dack's Duplicate"])
    assert compiled.label != AUTOMATED
    assert any("dethrone" in s.text and not s.applied for s in compiled.lines)


AFTERMATH_CARDS = ("Never // Return", "Consign // Oblivion", "Cut // Ribbons")


@pytest.mark.parametrize("name", AFTERMATH_CARDS)
def test_aftermath_cards_compile_automated(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, [s for s in compiled.lines if not s.applied]
    definition = compiled.definition
    assert definition.layout == "aftermath"
    assert "Aftermath" in definition.faces[1].keywords
    assert "Aftermath" not in definition.faces[0].keywords


TOKEN_COPY_CARDS = (
    "Repudiate // Replicate",  # create a token that's a copy of target creature you control
    "Cackling Counterpart",
    "Polyraptor",  # ... a copy of ~
    "Followed Footsteps",  # ... a copy of enchanted creature
    "Giant Adephage",
)


@pytest.mark.parametrize("name", TOKEN_COPY_CARDS)
def test_token_copy_cards_compile_automated(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, [s for s in compiled.lines if not s.applied]
    assert compiled.printed == compiled.normalized
    steps = [
        step
        for face in (compiled.definition.faces or (compiled.definition,))
        for ability in face.abilities
        for step in getattr(ability, "effects", ())
    ]
    assert [s.kind for s in steps if s.kind == "create_token_copy"] == ["create_token_copy"]


ADVENTURE_AND_TARGET_CARDS = (
    "Silverflame Squire // On Alert",  # "Untap it." after a target (608.2c)
    "Refuse to Yield",
    "Hypnotic Sprite // Mesmeric Glare",  # target spell with mana value N or less (202.3)
    "Mental Misstep",  # target spell with mana value N
)


@pytest.mark.parametrize("name", ADVENTURE_AND_TARGET_CARDS)
def test_it_again_and_mana_value_targets_compile_automated(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, [s for s in compiled.lines if not s.applied]
