"""Real cards from the card file that compile automated with "untap up to N lands" (608.2d),
"put that card onto the battlefield" searches (701.23a) and an activated ability's "you may put
a ... card from your hand onto the battlefield" (305.4), and the depletion lands (614.1c,
608.2c)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.cards.model import SpellAbility
from engine.oracle.compiler import AUTOMATED, compile_record

CARDS = (
    # untap up to N lands (engine.oracle.grammar.untap_up_to)
    "Snap",
    "Frantic Search",
    "Cloud of Faeries",
    "Rewind",
    "Peregrine Drake",
    # "put that card onto the battlefield [tapped]" (engine.oracle.grammar.typed_search)
    "Crop Rotation",
    "Rampant Growth",
    "Sakura-Tribe Elder",
    "Three Visits",
    "Nature's Lore",
    "Tinker",
    # "{T}: You may put a ... card from your hand onto the battlefield." (grammar.whole_hand)
    "Sakura-Tribe Scout",
    "Elvish Piper",
    # the depletion lands (engine.oracle.grammar.depletion)
    "Saprazzan Skerry",
    "Peat Bog",
    "Hickory Woodlot",
    "Remote Farm",
    "Sandstone Needle",
    # engine.oracle.grammar.evenly_divided
    "Fireball",
)


@pytest.mark.parametrize("name", CARDS)
def test_the_card_compiles_automated(name: str, records: dict[str, Mapping[str, Any]]) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def test_the_untapped_lands_are_chosen_not_targeted(records: dict[str, Mapping[str, Any]]) -> None:
    (ability,) = compile_record(records["Snap"]).definition.abilities
    assert isinstance(ability, SpellAbility)
    assert [e.kind for e in ability.effects] == ["return_to_hand", "untap_up_to"]
    assert dict(ability.effects[1].params) == {"type": "Land", "count": 2}
    assert ability.targets == ("creature",)
