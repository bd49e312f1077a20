"""Equipment in the scenario document: `attached_to` and `attached_timestamp` (613.7e) save
and load, the last known information of a creature that died equipped (608.2h), and a custom
Equipment built from the shared vocabulary ("equipped", "attach", a sorcery-speed ability)."""

from __future__ import annotations

import jsonschema
import pytest

import engine
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction
from engine.document.custom_cards import custom_card_to_json
from engine.document.schema import scenario_schema
from engine.testing.scenario import play
from tests.engine.equipment.equipment_support import equip_and_resolve, main_phase, pt

BEARS = {"id": "bears", "card": "Grizzly Bears"}
ACTIVATE_SWORD = {"type": "activate", "object": "sword", "ability": 1, "targets": ["bears"]}

CUSTOM_SWORD = {
    "name": "Judge's Sword",
    "types": ["Artifact"],
    "subtypes": ["Equipment"],
    "mana_cost": "{2}",
    "keywords": ["Equip"],
    "abilities": [
        {
            "text": "Equipped creature gets +1/+2.",
            "effect": "modify_power_toughness",
            "params": {"objects": ["equipped"], "power": 1, "toughness": 2},
        },
        {
            "text": "Equip {1}",
            "cost": {"mana": "{1}"},
            "sorcery_speed": True,
            "targets": ["creature_you_control"],
            "effects": [{"kind": "attach", "params": {"object": "self", "to": 0}}],
        },
    ],
}


def test_an_equipped_creature_saves_and_loads() -> None:
    """Equip, then dump: the document names the attachment and its timestamp, validates
    against the published schema, and loads back to the same state with the same power."""
    state = main_phase([{"id": "bs", "card": "Bonesplitter"}, BEARS], pool={"C": 1})
    result, _ = equip_and_resolve(state, "bs", "bears")
    document = engine.dump(result.state)
    jsonschema.validate(document, scenario_schema())
    (bonesplitter,) = [o for o in document["players"][0]["battlefield"] if o["id"] == "bs"]
    assert bonesplitter["attached_to"] == "bears"
    assert bonesplitter["attached_timestamp"] == result.state.object("bs").attached_timestamp
    loaded = engine.load(document)
    assert loaded == result.state
    assert pt(loaded, "bears") == (4, 2)
    # A timestamp taken later is newer than every one in the document (613.7).
    assert loaded.next_timestamp > loaded.object("bs").attached_timestamp


def test_the_last_known_attachments_of_a_dead_creature_round_trip() -> None:
    """A creature that died equipped: its last known information lists the Equipment
    (603.10a) and survives saving, so a pending "equipped creature dies" trigger can be loaded."""
    state = main_phase(
        [{"id": "blade", "card": "Forebear's Blade", "attached_to": "bears"}, BEARS],
        [{"id": "wurm", "card": "Craw Wurm"}],
    )
    died = play(state, {"type": "deal_damage", "source": "wurm", "target": "bears", "amount": 2})
    document = engine.dump(died.state)
    jsonschema.validate(document, scenario_schema())
    assert document["last_known"]["bears"]["attached"] == ["blade"]
    assert engine.load(document) == died.state


def test_a_custom_equipment_works_from_the_vocabulary_and_round_trips() -> None:
    """A hypothetical Equipment: a static ability about "equipped" and an "attach" ability
    activated only as a sorcery (602.5d). It is refused in combat and works in a main phase."""
    state = main_phase(
        [{"id": "sword", "card": "Judge's Sword"}, BEARS],
        pool={"C": 1},
        custom_cards=[CUSTOM_SWORD],
    )
    definition = card_def(state, "Judge's Sword")
    assert definition is not None and custom_card_to_json(definition) == CUSTOM_SWORD
    activated = play(state, ACTIVATE_SWORD)
    result = play(activated.state, {"type": "resolve"})
    assert result.state.object("sword").attached_to == "bears"
    assert pt(result.state, "bears") == (3, 4)
    document = engine.dump(result.state)
    jsonschema.validate(document, scenario_schema())
    assert engine.load(document) == result.state

    in_combat = main_phase(
        [{"id": "sword", "card": "Judge's Sword"}, BEARS],
        pool={"C": 1},
        step="declare_attackers",
        custom_cards=[CUSTOM_SWORD],
    )
    with pytest.raises(IllegalAction) as refused:
        engine.apply(in_combat, ACTIVATE_SWORD)
    assert refused.value.rule == "602.5d"


def test_sorcery_speed_must_be_a_boolean() -> None:
    bad = {
        **CUSTOM_SWORD,
        "abilities": [{**CUSTOM_SWORD["abilities"][1], "sorcery_speed": "yes"}],  # type: ignore[dict-item]
    }
    with pytest.raises(engine.InvalidDocument) as refused:
        main_phase([], custom_cards=[bad])
    assert "sorcery_speed must be true or false" in str(refused.value)


def test_an_attachment_to_nothing_known_is_refused() -> None:
    with pytest.raises(engine.InvalidDocument):
        main_phase([{"id": "bs", "card": "Bonesplitter", "attached_to": "ghost"}])
