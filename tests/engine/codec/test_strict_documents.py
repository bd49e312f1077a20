"""Strict documents (issue 16.6): every object of a scenario document refuses a key it doesn't
know, naming the key's path; the JSON Schema (generated from the same definitions) refuses it too.
Nothing in a document is dropped silently."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import engine
from engine.core.errors import UnknownWord
from engine.document.schema import SCHEMA_FILE, schema_text
from engine.examples import examples
from engine.testing.schema import validate_document

BOLT_TRIGGER = {
    "text": "When it enters, it deals 2 damage to any target.",
    "trigger": "self_enters",
    "targets": ["any"],
    "effects": [{"kind": "deal_damage", "params": {"amount": 2, "to": 0}}],
}
GOOD: dict[str, Any] = {
    "version": 1,
    "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
    "players": [
        {
            "id": "A",
            "life": 20,
            "battlefield": [
                {"id": "o1", "card": "Grizzly Bears"},
                {"id": "o2", "card": "Mystery", "characteristics": {"types": ["Artifact"]}},
                {"id": "o3", "card": "Sparkmage"},
            ],
        },
        {"id": "B"},
    ],
    "stack": [
        {
            "id": "s1",
            "card": "Shock",
            "owner": "B",
            "stack_info": {"kind": "spell", "source": "s1", "targets": ["A"]},
        }
    ],
    "effects": [
        {
            "id": "e1",
            "kind": "prevent_all_damage",
            "controller": "A",
            "params": {"to": "any", "combat_only": True},
            "duration": "end_of_turn",
        }
    ],
    "custom_cards": [
        {
            "name": "Sparkmage",
            "types": ["Creature"],
            "power": 1,
            "toughness": 1,
            "abilities": [
                {
                    "text": "Damage to you is halved.",
                    "effect": "halve_damage",
                    "params": {"to": "you"},
                },
                {
                    "text": "{T}: Add {R}.",
                    "cost": {"tap": True},
                    "effects": [{"kind": "add_mana", "params": {"mana": {"R": 1}}}],
                    "mana_ability": True,
                },
                BOLT_TRIGGER,
            ],
        }
    ],
}


def test_the_good_document_loads_and_the_schema_accepts_it() -> None:
    state = engine.load(GOOD)
    assert state.player("A").life == 20 and len(state.custom_cards) == 1
    validate_document(GOOD)
    validate_document(engine.dump(state))


def _with(path: tuple[Any, ...], key: str) -> dict[str, Any]:
    doc = copy.deepcopy(GOOD)
    target: Any = doc
    for step in path:
        target = target[step]
    target[key] = True
    return doc


ABILITIES = ("custom_cards", 0, "abilities")


@pytest.mark.parametrize(
    ("where", "key", "path"),
    [
        ((), "playres", "playres"),
        (("turn",), "phase", "turn.phase"),
        (("players", 0), "lifes", "players[0].lifes"),
        (("players", 0, "battlefield", 0), "taped", "players[0].battlefield[0].taped"),
        (
            ("players", 0, "battlefield", 1, "characteristics"),
            "rarity",
            "players[0].battlefield[1].characteristics.rarity",
        ),
        (("stack", 0, "stack_info"), "target", "stack[0].stack_info.target"),
        (("effects", 0), "durration", "effects[0].durration"),
        (("effects", 0, "params"), "combat", "effects[0].params.combat"),
        (("custom_cards", 0), "toughnes", "custom_cards[0].toughnes"),
        ((*ABILITIES, 0), "zone", "custom_cards[0].abilities[0].zone"),
        ((*ABILITIES, 0, "params"), "too", "custom_cards[0].abilities[0].params.too"),
        ((*ABILITIES, 1), "speed", "custom_cards[0].abilities[1].speed"),
        ((*ABILITIES, 1, "cost"), "tapp", "custom_cards[0].abilities[1].cost.tapp"),
        ((*ABILITIES, 1, "effects", 0), "amount", "custom_cards[0].abilities[1].effects[0].amount"),
        (
            (*ABILITIES, 1, "effects", 0, "params"),
            "colour",
            "custom_cards[0].abilities[1].effects[0].params.colour",
        ),
        ((*ABILITIES, 2), "when", "custom_cards[0].abilities[2].when"),
        (
            (*ABILITIES, 2, "effects", 0, "params"),
            "amout",
            "custom_cards[0].abilities[2].effects[0].params.amout",
        ),
    ],
)
def test_an_unknown_key_is_refused_with_its_path(
    where: tuple[Any, ...], key: str, path: str
) -> None:
    doc = _with(where, key)
    with pytest.raises(UnknownWord) as refused:
        engine.load(doc)
    assert (refused.value.word, refused.value.path) == (key, path)
    with pytest.raises(jsonschema.ValidationError):
        validate_document(doc)


def test_a_pending_triggers_unknown_key_is_refused() -> None:
    doc = copy.deepcopy(GOOD)
    doc["pending_triggers"] = [{"source": "o3", "ability": 2, "controller": "A", "targte": "B"}]
    with pytest.raises(UnknownWord) as refused:
        engine.load(doc)
    assert refused.value.path == "pending_triggers[0].targte"


def test_an_unknown_reference_word_in_a_custom_card_names_the_field() -> None:
    doc = copy.deepcopy(GOOD)
    doc["custom_cards"][0]["abilities"][2]["effects"][0]["params"]["to"] = "that_creature"
    with pytest.raises(UnknownWord) as refused:
        engine.load(doc)
    assert refused.value.what == "reference"
    assert refused.value.path == "custom_cards[0].abilities[2].effects[0].params.to"
    with pytest.raises(jsonschema.ValidationError):
        validate_document(doc)


def test_a_nested_instruction_of_a_delayed_trigger_is_checked() -> None:
    doc = copy.deepcopy(GOOD)
    delayed = {
        "kind": "create_delayed_trigger",
        "params": {"effects": [{"kind": "exile", "params": {"to": "bound:tokens", "when": 1}}]},
    }
    doc["custom_cards"][0]["abilities"][2]["effects"].append(delayed)
    with pytest.raises(UnknownWord) as refused:
        engine.load(doc)
    assert (
        refused.value.path
        == "custom_cards[0].abilities[2].effects[1].params.effects[0].params.when"
    )


def test_the_published_schema_is_the_generated_one() -> None:
    published = (
        Path(engine.document.schema.__file__).with_name(SCHEMA_FILE).read_text(encoding="utf-8")
    )
    assert published == schema_text(), "run: python -m engine schema --write"


def test_every_example_and_its_dump_match_the_strict_schema() -> None:
    for example in examples():
        validate_document(example.document)
        validate_document(engine.dump(engine.load(example.document)))


def test_an_actions_unknown_key_is_refused_with_its_path() -> None:
    state = engine.load(GOOD)
    with pytest.raises(UnknownWord) as refused:
        engine.apply(state, {"type": "gain_life", "player": "A", "amount": 2, "ammount": 3})
    assert (refused.value.word, refused.value.path) == ("ammount", "action.ammount")
    doc = {**GOOD, "actions": [{"type": "resolve", "choice": ["x"]}]}
    with pytest.raises(jsonschema.ValidationError):
        validate_document(doc)
    validate_document({**GOOD, "actions": [{"type": "gain_life", "player": "A", "amount": 2}]})


@pytest.mark.parametrize("key", ["Q", "G@bogus", "G@cast:", "@cast:Creature"])
def test_a_mana_pool_holds_only_mana_types_and_spending_restrictions(key: str) -> None:
    # 106.4: mana is of one of six types; 106.6: a restriction says how it may be spent.
    doc = copy.deepcopy(GOOD)
    doc["players"][0]["mana_pool"] = {"G": 1, key: 2}
    with pytest.raises(engine.InvalidDocument) as refused:
        engine.load(doc)
    assert refused.value.path == f"players[0].mana_pool.{key}"


def test_restricted_mana_in_a_pool_round_trips() -> None:
    doc = copy.deepcopy(GOOD)
    doc["players"][0]["mana_pool"] = {"G": 1, "G@cast:Creature": 2}
    state = engine.load(doc)
    assert engine.dump(state)["players"][0]["mana_pool"] == {"G": 1, "G@cast:Creature": 2}
