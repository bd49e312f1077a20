""" "~ gets +2/+2 for each Equipment attached to it." (Loxodon Punisher) and "... for each Aura
attached to it" (Kor Spiritdancer): a counted bonus (613.4c) of the object with the ability, read
continuously from what is attached to it (301.5, 303.4), whoever controls the attachments;
compiled from Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board

RECORDS: dict[str, dict[str, Any]] = {
    "Loxodon Punisher": {
        "name": "Loxodon Punisher",
        "mana_cost": "{3}{W}",
        "type_line": "Creature — Elephant Warrior",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Loxodon Punisher gets +2/+2 for each Equipment attached to it.",
    },
    "Kor Spiritdancer": {
        "name": "Kor Spiritdancer",
        "mana_cost": "{1}{W}",
        "type_line": "Creature — Kor Wizard",
        "power": "0",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Kor Spiritdancer gets +2/+2 for each Aura attached to it.\nWhenever you "
        "cast an Aura spell, you may draw a card.",
    },
}
EQUIPMENT = {"types": ["Artifact"], "subtypes": ["Equipment"]}
AURA = {"types": ["Enchantment"], "subtypes": ["Aura"]}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def pt(state: Any, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def test_two_equipment_attached_give_plus_four_and_others_nothing() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "punisher", "card": "Loxodon Punisher"},
                {
                    "id": "e1",
                    "card": "Sword",
                    "characteristics": EQUIPMENT,
                    "attached_to": "punisher",
                },
                {
                    "id": "e2",
                    "card": "Axe",
                    "characteristics": EQUIPMENT,
                    "attached_to": "punisher",
                },
                {"id": "e3", "card": "Spare", "characteristics": EQUIPMENT},
                {"id": "aura", "card": "Charm", "characteristics": AURA, "attached_to": "punisher"},
            ],
        },
        {"id": "B"},
    )
    assert pt(state, "punisher") == (6, 6)  # the unattached one and the Aura don't count


def test_an_opponents_aura_on_it_counts_too() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "dancer", "card": "Kor Spiritdancer"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "curse", "card": "Curse", "characteristics": AURA, "attached_to": "dancer"}
            ],
        },
    )
    assert pt(state, "dancer") == (2, 4)
