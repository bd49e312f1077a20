"""Every built-in Equipment against its Oracle text (tests/engine/cards/fixtures/builtin_cards.json,
from the real card data): one equip ability with the printed cost (702.6a), the printed bonus
and keywords for the equipped creature (301.5f), and the honest "automated" label."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.cards.model import ActivatedAbility, CardDef, StaticAbility
from engine.cards.registry import REGISTRY
from engine.game.automation import is_automated

FIXTURE = Path(__file__).parents[1] / "cards" / "fixtures" / "builtin_cards.json"


@cache
def oracle() -> dict[str, dict[str, Any]]:
    cards = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return {c["name"]: c for c in cards}


def equipment() -> list[CardDef]:
    return [c for c in REGISTRY if "Equipment" in c.subtypes and not c.custom]


def test_the_registry_has_the_equipment_of_the_brief() -> None:
    names = {c.name for c in equipment()}
    assert {
        "Bonesplitter",
        "Short Sword",
        "Vulshok Morningstar",
        "Loxodon Warhammer",
        "Forebear's Blade",
        "Basilisk Collar",
        "Leonin Scimitar",
        "Accorder's Shield",
    } <= names


@pytest.mark.parametrize("card", equipment(), ids=lambda c: c.name)
def test_the_equip_ability_has_the_printed_cost(card: CardDef) -> None:
    text = oracle()[card.name]["oracle_text"]
    (printed,) = re.findall(r"^Equip (\{\d+\})", text, re.M)
    (ability,) = [a for a in card.abilities if isinstance(a, ActivatedAbility) and a.keyword]
    assert ability.keyword == "Equip" and ability.cost.mana == printed
    assert ability.sorcery_speed and ability.targets == ("creature_you_control",)
    assert [i.kind for i in ability.effects] == ["attach"]
    assert ability.text == next(line for line in text.splitlines() if line.startswith("Equip {"))


@pytest.mark.parametrize("card", equipment(), ids=lambda c: c.name)
def test_the_equipped_creature_gets_what_the_oracle_text_says(card: CardDef) -> None:
    text = oracle()[card.name]["oracle_text"]
    statics = [a for a in card.abilities if isinstance(a, StaticAbility)]
    bonus = re.search(r"Equipped creature gets ([+-]\d+)/([+-]\d+)", text)
    modified = [
        (a.params["power"], a.params["toughness"])
        for a in statics
        if a.effect == "modify_power_toughness"
    ]
    assert modified == ([(int(bonus[1]), int(bonus[2]))] if bonus else [])
    has = re.search(r"Equipped creature (?:gets \S+ and )?has ([a-z ,]+?)[.(]", text)
    granted = [set(a.params["keywords"]) for a in statics if a.effect == "gain_keywords"]
    if has:
        words = {w.strip().capitalize() for w in re.split(r",| and ", has[1]) if w.strip()}
        assert granted == [words]
    else:
        assert granted == []
    for ability in statics:
        assert ability.params["objects"] == ("equipped",)
        assert ability.text in text


@pytest.mark.parametrize("card", equipment(), ids=lambda c: c.name)
def test_every_equipment_is_labelled_automated(card: CardDef) -> None:
    """Everything the Oracle text says is built from implemented vocabulary (automation.py)."""
    assert is_automated(card)
