"""Built-in counterspells: countering (701.6a), spell and ability target words (115.1, 113.9),
"unless its controller pays" (118.12a) and "can't be countered" (101.2)."""

from __future__ import annotations

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, pending, play


def bolt_on_the_stack(b_hand: list[str], **b: object) -> GameState:
    """A casts Lightning Bolt at B; B holds the given cards."""
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "hand": [
                {"id": c.lower().replace(" ", "_").replace("'", ""), "card": c} for c in b_hand
            ],
            **b,
        },
    )
    return play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}).state


def test_counterspell_counters_the_spell_into_the_graveyard() -> None:
    state = bolt_on_the_stack(["Counterspell"])
    state = play(
        state, {"type": "cast", "object": "counterspell", "targets": ["bolt"], "free": True}
    ).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("bolt").zone is Zone.GRAVEYARD
    assert not result.state.zone(Zone.STACK)
    assert result.state.player("B").life == 20
    assert cites(result.log, "701.6a")


def test_negate_and_essence_scatter_check_the_spell_type() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}]},
        {
            "id": "B",
            "hand": [
                {"id": "negate", "card": "Negate"},
                {"id": "scatter", "card": "Essence Scatter"},
            ],
        },
    )
    state = play(state, {"type": "cast", "object": "bears", "free": True}).state
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "negate", "targets": ["bears"], "free": True})
    assert err.value.rule == "115.1"
    state = play(
        state, {"type": "cast", "object": "scatter", "targets": ["bears"], "free": True}
    ).state
    assert play(state, {"type": "resolve"}).state.object("bears").zone is Zone.GRAVEYARD


def test_mana_leak_the_controller_pays_or_not() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 1, "C": 3},
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
        },
        {"id": "B", "hand": [{"id": "leak", "card": "Mana Leak"}]},
    )
    state = play(state, {"type": "cast", "object": "bolt", "targets": ["B"]}).state
    state = play(state, {"type": "cast", "object": "leak", "targets": ["bolt"], "free": True}).state
    asked = pending(state, {"type": "resolve"})
    assert asked.pending is not None
    assert (asked.pending.decider, asked.pending.kind, asked.pending.rule) == (
        "A",
        DecisionKind.MAY,
        "118.12a",
    )
    assert asked.pending.option_ids() == ("decline", "pay")
    paid = play(state, {"type": "resolve"}, ["pay"])
    assert paid.state.object("bolt").zone is Zone.STACK
    assert not paid.state.player("A").mana_pool
    declined = play(state, {"type": "resolve"}, ["decline"])
    assert declined.state.object("bolt").zone is Zone.GRAVEYARD


def test_mana_leak_without_the_mana_offers_only_declining() -> None:
    state = bolt_on_the_stack(["Mana Leak"])
    state = play(
        state, {"type": "cast", "object": "mana_leak", "targets": ["bolt"], "free": True}
    ).state
    asked = pending(state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.option_ids() == ("decline",)


def test_stifle_counters_an_activated_ability_but_not_a_spell() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 1},
            "battlefield": [{"id": "dragon", "card": "Shivan Dragon"}],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
        },
        {"id": "B", "hand": [{"id": "stifle", "card": "Stifle"}]},
    )
    state = play(state, {"type": "activate", "object": "dragon", "ability": 0}).state
    ability = state.zone(Zone.STACK)[-1].id
    state = play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True}).state
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "stifle", "targets": ["bolt"], "free": True})
    assert err.value.rule == "115.1"
    state = play(state, {"type": "resolve"}).state  # the bolt
    state = play(
        state, {"type": "cast", "object": "stifle", "targets": [ability], "free": True}
    ).state
    result = play(state, {"type": "resolve"})
    assert result.state.find_object(ability) is None  # an ability just ceases to exist
    assert not result.state.zone(Zone.STACK)


def test_dovins_veto_cant_be_countered() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "growth", "card": "Giant Growth"},
                {"id": "cs", "card": "Counterspell"},
            ],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "hand": [{"id": "veto", "card": "Dovin's Veto"}]},
    )
    state = play(
        state, {"type": "cast", "object": "growth", "targets": ["bears"], "free": True}
    ).state
    state = play(
        state, {"type": "cast", "object": "veto", "targets": ["growth"], "free": True}
    ).state
    state = play(state, {"type": "cast", "object": "cs", "targets": ["veto"], "free": True}).state
    result = play(state, {"type": "resolve"})  # Counterspell: the Veto stays
    assert result.state.object("veto").zone is Zone.STACK
    assert cites(result.log, "101.2")
    result = play(result.state, {"type": "resolve"})  # the Veto counters Giant Growth
    assert result.state.object("growth").zone is Zone.GRAVEYARD
