"""Flashback (702.34a): cast the card from its owner's graveyard by paying its flashback cost
rather than its mana cost; whenever it would leave the stack it is exiled instead. Call of the
Herd, Lingering Souls and Moment's Peace are now fully automated."""

from __future__ import annotations

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.game.automation import unmodeled
from engine.testing.scenario import board, cites, play


@pytest.mark.parametrize("name", ["Call of the Herd", "Lingering Souls", "Moment's Peace"])
def test_the_flashback_cards_are_fully_automated(name: str) -> None:
    assert unmodeled(engine.REGISTRY.get(name)) == []


def test_call_of_the_herd_flashed_back_pays_3g_makes_an_elephant_and_is_exiled() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"G": 1, "C": 3, "R": 1},
            "graveyard": [{"id": "call", "card": "Call of the Herd"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "call", "flashback": True}, ["mana:GCCC"])
    assert cast.state.player("A").mana_pool.to_json() == {"R": 1}  # {3}{G}, not {2}{G}
    assert cites(cast.log, "702.34a")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("call").zone is Zone.EXILE
    tokens = [o for o in resolved.state.battlefield if o.token]
    assert [o.card for o in tokens] == ["Elephant Token"]
    assert engine.load(engine.dump(cast.state)) == cast.state  # the flashback mark is saved


def test_a_flashed_back_spell_that_is_countered_is_exiled_too() -> None:
    state = board(
        {"id": "A", "graveyard": [{"id": "souls", "card": "Lingering Souls"}]},
        {"id": "B", "hand": [{"id": "cs", "card": "Counterspell"}]},
    )
    state = play(state, {"type": "cast", "object": "souls", "flashback": True, "free": True}).state
    state = play(state, {"type": "cast", "object": "cs", "targets": ["souls"], "free": True}).state
    countered = play(state, {"type": "resolve"})
    assert countered.state.object("souls").zone is Zone.EXILE


def test_moments_peace_flashed_back_at_instant_speed_is_a_fog() -> None:
    state = board(
        {"id": "A"},
        {"id": "B", "graveyard": [{"id": "peace", "card": "Moment's Peace"}]},
    )
    cast = play(state, {"type": "cast", "object": "peace", "flashback": True, "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    assert any(e.kind == "prevent_all_damage" for e in resolved.state.effects)
    assert resolved.state.object("peace").zone is Zone.EXILE


def test_flashback_only_from_the_graveyard_and_only_for_a_card_with_it() -> None:
    in_hand = board({"id": "A", "hand": [{"id": "call", "card": "Call of the Herd"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(in_hand, {"type": "cast", "object": "call", "flashback": True, "free": True})
    assert refused.value.rule == "702.34a"
    bolt = board({"id": "A", "graveyard": [{"id": "bolt", "card": "Lightning Bolt"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as none:
        play(bolt, {"type": "cast", "object": "bolt", "flashback": True, "targets": ["B"]})
    assert none.value.rule == "702.34a"
    graveyard = board(
        {"id": "A", "graveyard": [{"id": "call", "card": "Call of the Herd"}]}, {"id": "B"}
    )
    with pytest.raises(IllegalAction):
        play(graveyard, {"type": "cast", "object": "call", "free": True})  # not from there
