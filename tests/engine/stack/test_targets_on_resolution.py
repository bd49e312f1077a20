"""Casting, responding and target legality on resolution (601.2, 608.2b)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.testing.scenario import board, cites, play


def _bears_and_bolt() -> tuple:
    return board(
        {
            "id": "A",
            "hand": [{"id": "growth", "card": "Giant Growth"}, {"id": "arc", "card": "Arc Trail"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "bears2", "card": "Grizzly Bears"}],
        },
    )


def test_giant_growth_whose_target_was_destroyed_does_not_resolve() -> None:
    state = _bears_and_bolt()
    state = play(
        state, {"type": "cast", "object": "growth", "targets": ["bears"], "free": True}
    ).state
    state = play(
        state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True}
    ).state
    bolt = play(state, {"type": "resolve"})
    assert bolt.state.object("bears").zone is Zone.GRAVEYARD
    growth = play(bolt.state, {"type": "resolve"})
    assert growth.state.object("growth").zone is Zone.GRAVEYARD
    assert not [e for e in growth.state.effects if e.kind == "modify_power_toughness"]
    assert cites(growth.log, "608.2b")
    assert any("doesn't resolve" in e.text for e in growth.log)


def test_spell_with_two_targets_one_illegal_does_what_it_can() -> None:
    state = _bears_and_bolt()
    state = play(
        state, {"type": "cast", "object": "arc", "targets": ["bears2", "B"], "free": True}
    ).state
    # B responds by killing their own bears with the bolt: Arc Trail's first target is gone.
    state = play(
        state, {"type": "cast", "object": "bolt", "targets": ["bears2"], "free": True}
    ).state
    state = play(state, {"type": "resolve"}).state
    result = play(state, {"type": "resolve"})
    assert result.state.player("B").life == 19  # the 1 damage to the legal target
    assert cites(result.log, "608.2b")


def test_sorcery_timing_is_enforced() -> None:
    state = _bears_and_bolt()
    state = play(
        state, {"type": "cast", "object": "growth", "targets": ["bears"], "free": True}
    ).state
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "arc", "targets": ["bears2", "B"], "free": True})
    assert err.value.rule == "307.1"


def test_paying_from_the_mana_pool_and_refusing_what_cant_be_paid() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 1},
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "arc", "card": "Arc Trail"}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "arc", "targets": ["B", "A"]})
    assert err.value.rule == "601.2h"
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["B"]})
    assert not cast.state.player("A").mana_pool
    assert play(cast.state, {"type": "resolve"}).state.player("B").life == 17


def test_resolve_with_an_empty_stack_is_refused() -> None:
    with pytest.raises(IllegalAction) as err:
        play(_bears_and_bolt(), {"type": "resolve"})
    assert err.value.rule == "117.4"
