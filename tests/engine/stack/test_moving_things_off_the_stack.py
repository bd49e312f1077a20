"""A judge moving things off the stack: a spell becomes a plain card in its new zone (its
targets, X and mode are gone); an ability has no card, so it can't go anywhere (405.1). A spell
that exiles itself as it resolves (Teferi's Protection) is a plain card in exile too."""

from __future__ import annotations

import pytest

import engine
from engine.core.state import Zone
from engine.testing.scenario import board, play


def bolt_on_the_stack() -> engine.GameState:
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}).state


def test_a_spell_moved_to_exile_is_just_a_card_there() -> None:
    result = play(bolt_on_the_stack(), {"type": "move_object", "object": "bolt", "to": "exile"})
    bolt = result.state.object("bolt")
    assert bolt.zone is Zone.EXILE and bolt.stack is None
    assert engine.load(engine.dump(result.state)) == result.state


def test_an_ability_on_the_stack_cant_be_moved_to_a_zone() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "grenzo", "card": "Grenzo, Dungeon Warden"}]},
        {"id": "B"},
    )
    state = play(state, {"type": "activate", "object": "grenzo", "ability": 1, "free": True}).state
    (ability,) = state.zone(Zone.STACK)
    with pytest.raises(engine.IllegalAction) as refused:
        engine.apply(state, {"type": "move_object", "object": ability.id, "to": "graveyard"})
    assert refused.value.rule == "405.1"


def test_a_spell_that_exiles_itself_is_a_plain_card_in_exile() -> None:
    state = board({"id": "A", "hand": [{"id": "tp", "card": "Teferi's Protection"}]}, {"id": "B"})
    state = play(state, {"type": "cast", "object": "tp", "free": True}).state
    result = play(state, {"type": "resolve"})
    tp = result.state.object("tp")
    assert tp.zone is Zone.EXILE and tp.stack is None
    assert engine.load(engine.dump(result.state)) == result.state
