"""The mana pool (106.4, 500.5): mana stays while the step lasts and empties when it ends."""

from __future__ import annotations

import pytest

from engine.testing.scenario import board, cites, explore_ruling, play


def test_unspent_mana_empties_when_the_step_ends() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "forest", "card": "Forest"}]},
        {"id": "B", "mana_pool": {"U": 1}},
    )
    state = play(state, {"type": "activate", "object": "forest", "ability": 0}).state
    assert state.player("A").mana_pool.to_json() == {"G": 1}
    result = play(state, {"type": "advance"})
    assert result.state.turn.step.value != "precombat_main"
    assert not result.state.player("A").mana_pool and not result.state.player("B").mana_pool
    assert cites(result.log, "500.5")


def test_mana_stays_while_the_step_lasts() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "forest", "card": "Forest"}, {"id": "tundra", "card": "Tundra"}],
        },
        {"id": "B"},
    )
    state = play(state, {"type": "activate", "object": "forest", "ability": 0}).state
    state = play(state, {"type": "activate", "object": "tundra", "ability": 0}).state
    assert state.player("A").mana_pool.to_json() == {"G": 1, "W": 1}


@pytest.mark.parametrize(
    ("ruling_id", "pool"),
    [("MANA-1", {}), ("MANA-3", {}), ("MANA-4", {"G": 6}), ("TAP-2", {"C": 2})],
)
def test_the_built_in_examples_show_the_rulings(ruling_id: str, pool: dict[str, int]) -> None:
    exploration = explore_ruling(ruling_id)
    assert exploration.complete and len(exploration.outcomes) == 1
    assert exploration.outcomes[0].state.player("A").mana_pool.to_json() == pool
