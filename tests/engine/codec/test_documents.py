"""Reading scenario documents: clear errors that point at the bad field, nothing half-read."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

import engine
from engine.core.log import Detail, summary
from engine.document.schema import scenario_schema

GOOD: dict[str, Any] = {
    "players": [{"id": "A", "battlefield": [{"id": "o1", "card": "Grizzly Bears"}]}, {"id": "B"}]
}


@pytest.mark.parametrize(
    ("doc", "path", "words"),
    [
        ({"version": 99, "players": []}, "version", "unsupported"),
        ({"players": [{"id": "A"}]}, "players", "2 to 8"),
        (
            {
                "players": [
                    {"id": "A", "battlefield": [{"id": "o1", "card": "No Such Card"}]},
                    {"id": "B"},
                ]
            },
            "players[0].battlefield[0].card",
            "unknown card",
        ),
        ({"players": [{"id": "A", "life": "ten"}, {"id": "B"}]}, "players[0].life", "whole number"),
        ({"players": [{"id": "A"}, {"id": "A"}]}, "players[1].id", "duplicate"),
        (
            {
                "players": [
                    {"id": "A", "hand": [{"id": "x", "card": "Shock"}]},
                    {"id": "B", "hand": [{"id": "x", "card": "Shock"}]},
                ]
            },
            "objects",
            "duplicate",
        ),
        (
            {**GOOD, "effects": [{"id": "e1", "kind": "nonsense", "controller": "A"}]},
            "effects[0].kind",
            "unknown effect kind",
        ),
        ({**GOOD, "turn": {"step": "lunch"}}, "turn.step", "unknown step"),
        ({**GOOD, "format": "chess"}, "format", "unknown format"),
    ],
)
def test_invalid_documents_name_the_field(doc: dict[str, Any], path: str, words: str) -> None:
    with pytest.raises(engine.InvalidDocument) as err:
        engine.load(doc)
    assert err.value.path == path
    assert words in err.value.message


def test_unknown_card_with_inline_characteristics_is_text_only() -> None:
    doc = {
        "players": [
            {
                "id": "A",
                "battlefield": [
                    {
                        "id": "o1",
                        "card": "Some Vanilla 3/3",
                        "characteristics": {
                            "types": ["Creature"],
                            "power": 3,
                            "toughness": 3,
                            "keywords": ["Lifelink", "Flanking?"],
                        },
                    }
                ],
            },
            {"id": "B"},
        ]
    }
    state = engine.load(doc)
    result = engine.apply(
        state, {"type": "deal_damage", "source": "o1", "target": "B", "amount": 3}
    )
    assert (
        result.state.player("A").life == 23
    )  # lifelink is implemented; the unknown keyword is not applied


def test_custom_card_from_the_vocabulary_is_saved_with_the_scenario() -> None:
    doc = {
        "custom_cards": [
            {
                "name": "Judge's Ward",
                "types": ["Enchantment"],
                "abilities": [
                    {
                        "text": "Damage to you is 2 less.",
                        "effect": "modify_damage_by",
                        "params": {"to": "A", "amount": -2},
                    }
                ],
            }
        ],
        "players": [
            {"id": "A", "battlefield": [{"id": "ward", "card": "Judge's Ward"}]},
            {"id": "B", "battlefield": [{"id": "exc", "card": "Excruciator"}]},
        ],
    }
    state = engine.load(doc)
    assert engine.load(engine.dump(state)) == state
    result = engine.apply(
        state, {"type": "deal_damage", "source": "exc", "target": "A", "amount": 5}
    )
    assert result.state.player("A").life == 17


def test_illegal_actions_say_which_rule_and_change_nothing() -> None:
    state = engine.load(GOOD)
    with pytest.raises(engine.IllegalAction) as err:
        engine.apply(
            state, {"type": "deal_damage", "source": "o1", "target": "nobody", "amount": 1}
        )
    assert "nobody" in err.value.message
    with pytest.raises(engine.InvalidDocument):
        engine.apply(state, {"type": "deal_damage", "source": "o1", "target": "B", "amount": -1})
    with pytest.raises(engine.InvalidDocument):
        engine.apply(state, {"type": "teleport"})


def test_log_has_a_player_summary_and_a_judge_trace() -> None:
    state = engine.load(
        {
            **GOOD,
            "players": [
                GOOD["players"][0],
                {"id": "B", "battlefield": [{"id": "g", "card": "Ghosts of the Innocent"}]},
            ],
        }
    )
    result = engine.apply(
        state, {"type": "deal_damage", "source": "o1", "target": "B", "amount": 4}
    )
    brief = summary(result.log)
    assert 0 < len(brief) < len(result.log)
    assert any(e.detail is Detail.JUDGE for e in result.log)
    assert all(e.rules for e in result.log)


def test_spells_and_abilities_on_the_stack_round_trip() -> None:
    state = engine.load(
        {
            "players": [
                {
                    "id": "A",
                    "battlefield": [{"id": "grenzo", "card": "Grenzo, Dungeon Warden"}],
                    "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
                },
                {"id": "B"},
            ]
        }
    )
    state = engine.apply(
        state, {"type": "activate", "object": "grenzo", "ability": 1, "free": True}
    ).state
    state = engine.apply(
        state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}
    ).state
    assert engine.load(engine.dump(state)) == state


def test_custom_card_with_an_activated_ability_round_trips_and_works() -> None:
    from engine.examples import example

    state = engine.load(example("MANA-2").document)
    assert engine.load(engine.dump(state)) == state
    with pytest.raises(engine.InvalidDocument) as err:
        engine.load(
            {
                **example("MANA-2").document,
                "custom_cards": [
                    {
                        "name": "X",
                        "types": ["Land"],
                        "abilities": [{"cost": {"tap": True}, "effects": [{"kind": "teleport"}]}],
                    }
                ],
            }
        )
    assert err.value.path == "custom_cards[0].abilities[0].effects[0]"


SPARK_IMP = {
    "name": "Spark Imp",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "text": "When Spark Imp dies, it deals 2 damage to any target.",
            "trigger": "self_dies",
            "targets": ["any"],
            "effects": [{"kind": "deal_damage", "params": {"amount": 2, "to": 0}}],
        },
        {
            "text": "At the beginning of your upkeep, you gain 1 life.",
            "trigger": "beginning_of_step",
            "params": {"step": "upkeep", "whose": "your"},
            "effects": [{"kind": "gain_life", "params": {"player": "you", "amount": 1}}],
        },
    ],
}


def test_custom_card_with_triggered_abilities_round_trips_and_triggers() -> None:
    state = engine.load(
        {
            "custom_cards": [SPARK_IMP],
            "players": [
                {"id": "A", "battlefield": [{"id": "imp", "card": "Spark Imp"}]},
                {"id": "B", "life": 10},
            ],
        }
    )
    assert engine.load(engine.dump(state)) == state
    jsonschema.validate(engine.dump(state), scenario_schema())
    # It dies: its ability triggers (603.2) and A chooses its target as it goes on the stack.
    died = engine.apply(
        state, {"type": "deal_damage", "source": "imp", "target": "imp", "amount": 1}
    )
    assert died.pending is not None and died.pending.rule == "603.3d"
    assert "B" in {o.id for o in died.pending.options}
    aimed = engine.apply(
        state, {"type": "deal_damage", "source": "imp", "target": "imp", "amount": 1}, ["B"]
    )
    resolved = engine.apply(aimed.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 8


@pytest.mark.parametrize(
    ("ability", "path"),
    [
        ({"trigger": "whenever_it_rains", "effects": [{"kind": "draw"}]}, "abilities[0].trigger"),
        ({"trigger": "self_enters", "effects": []}, "abilities[0].effects"),
        (
            {"trigger": "self_enters", "targets": ["wizard"], "effects": [{"kind": "draw"}]},
            "abilities[0].targets",
        ),
        ({"trigger": "self_enters", "effects": [{"kind": "teleport"}]}, "abilities[0].effects[0]"),
    ],
)
def test_a_bad_custom_triggered_ability_names_the_field(ability: dict, path: str) -> None:
    with pytest.raises(engine.InvalidDocument) as err:
        engine.load(
            {
                "custom_cards": [{"name": "X", "types": ["Creature"], "abilities": [ability]}],
                "players": [{"id": "A"}, {"id": "B"}],
            }
        )
    assert err.value.path == f"custom_cards[0].{path}"
