"""The headline of a log step says what happened, with the would-event it started from inside
it (the builder's history shows it for each step)."""

from __future__ import annotations

import engine
from engine.testing.scenario import board, play


def test_doubled_damage_headline_says_what_was_dealt_and_what_would_have_been() -> None:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B", "name": "Bob", "battlefield": [{"id": "furnace", "card": "Furnace of Rath"}]},
    )
    action = {"type": "deal_damage", "source": "bears", "target": "B", "amount": 3}
    result = play(state, action)
    assert engine.headline(state, result.log, result.events) == (
        "Bob is dealt 6 damage by Grizzly Bears (Grizzly Bears would deal 3 damage to Bob)"
    )


def test_lethal_damage_headline_names_the_creature_going_to_the_graveyard() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "exc", "card": "Excruciator"}], "name": "Alice"},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}], "name": "Bob"},
    )
    result = play(state, {"type": "deal_damage", "source": "exc", "target": "bears", "amount": 2})
    text = engine.headline(state, result.log, result.events)
    assert text.startswith(
        "Grizzly Bears is dealt 2 damage by Excruciator; Grizzly Bears goes from battlefield to graveyard"
    )
    assert "would deal 2 damage to Grizzly Bears" in text


def test_an_action_that_changes_nothing_is_its_own_headline() -> None:
    state = board({"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]}, {"id": "B"})
    result = play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True})
    assert engine.headline(state, result.log, result.events).endswith("casts Lightning Bolt")
