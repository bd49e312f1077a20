"""A regeneration shield in a scenario document: the schema accepts it, the codec reads it back
unchanged (dump(load(doc)) round trip), and a reloaded shield still works."""

from __future__ import annotations

import jsonschema

from engine.core.state import Zone
from engine.document.codec import dump, load
from engine.document.schema import scenario_schema
from engine.testing.scenario import board, play


def test_a_shield_made_by_drudge_skeletons_survives_a_save_and_load() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "skeletons", "card": "Drudge Skeletons"}],
        },
        {"id": "B", "name": "Bob"},
    )
    state = play(
        state, {"type": "activate", "object": "skeletons", "ability": 0, "free": True}
    ).state
    state = play(state, {"type": "resolve"}).state
    document = dump(state)
    jsonschema.validate(document, scenario_schema())
    (effect,) = document["effects"]
    assert effect["kind"] == "regeneration_shield"
    assert effect["params"] == {"object": "skeletons", "object_timestamp": 0}
    assert effect["duration"] == "end_of_turn"

    reloaded = load(document)
    assert reloaded == state and dump(reloaded) == document
    result = play(
        reloaded, {"type": "move_object", "object": "skeletons", "to": "graveyard", "destroy": True}
    )
    assert result.state.object("skeletons").zone is Zone.BATTLEFIELD


def test_a_judge_written_shield_round_trips() -> None:
    document = {
        "version": 1,
        "players": [
            {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears", "damage": 1}]},
            {"id": "B"},
        ],
        "effects": [
            {
                "id": "shield",
                "kind": "regeneration_shield",
                "controller": "A",
                "params": {"object": "bears"},
                "duration": "end_of_turn",
            }
        ],
    }
    jsonschema.validate(document, scenario_schema())
    state = load(document)
    assert load(dump(state)) == state
    assert dump(state)["effects"] == document["effects"]
