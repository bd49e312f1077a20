"""Ghosts of the Innocent rulings (GHO-1 to GHO-6): damage replacement and prevention (614-616)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import DamageDealt, LifeGained
from engine.core.log import LogKind
from engine.testing.scenario import (
    cites,
    entries,
    explore_ruling,
    outcomes_by_life,
    pending,
    play,
    ruling,
)


def test_gho_1_three_ghosts_halve_fourteen_to_one() -> None:
    """Three Ghosts, 14 damage to a player: 7, then 3, then 1 is dealt (616.2)."""
    state, action = ruling("GHO-1")
    result = play(state, action)  # three identical effects: no real choice to make
    assert result.state.player("B").life == 19
    halvings = [e.text for e in entries(result.log, LogKind.REPLACEMENT)]
    assert [t.split("halves ")[1] for t in halvings] == [
        "14 damage to 7 (rounded down)",
        "7 damage to 3 (rounded down)",
        "3 damage to 1 (rounded down)",
    ]
    assert DamageDealt("bears", "B", 1, False) in result.events


def test_gho_2_damaged_player_chooses_order() -> None:
    """Ghosts and Furnace of Rath, 3 damage to B: B chooses; halve-then-double 2, double-then-halve 3."""
    state, action = ruling("GHO-2")
    asked = pending(state, action)
    assert asked.pending is not None
    assert asked.pending.decider == "B"
    assert asked.pending.rule == "616.1"
    assert set(asked.pending.option_ids()) == {"ghosts.0", "furnace.0"}
    assert asked.state is state  # nothing happened yet

    halve_first = play(state, action, ["ghosts.0"])
    double_first = play(state, action, ["furnace.0"])
    assert halve_first.state.player("B").life == 18
    assert double_first.state.player("B").life == 17
    choice = entries(halve_first.log, LogKind.CHOICE)[0]
    assert choice.text.startswith("Bob chooses") and choice.rules == ("616.1",)


def test_gho_2_explorer_finds_exactly_two_outcomes() -> None:
    exploration = explore_ruling("GHO-2")
    assert exploration.complete
    assert outcomes_by_life(exploration, "B") == {18: ("ghosts.0",), 17: ("furnace.0",)}


def test_gho_2_a_choice_that_is_not_an_option_is_refused() -> None:
    state, action = ruling("GHO-2")
    with pytest.raises(IllegalAction) as err:
        play(state, action, ["bears"])
    assert err.value.rule == "616.1"


def test_gho_3_one_damage_halved_is_no_damage() -> None:
    """1 damage with Ghosts: 0. No damage is dealt, so lifelink gains nothing (614.7a)."""
    state, action = ruling("GHO-3")
    result = play(state, action)
    assert result.state.player("B").life == 20
    assert result.state.player("A").life == 20
    assert not [e for e in result.events if isinstance(e, DamageDealt | LifeGained)]
    assert cites(result.log, "614.7a")


def test_gho_4_unpreventable_damage_is_still_halved() -> None:
    """Excruciator would deal 7 with Ghosts out: it deals 3; B's prevention shield is untouched."""
    state, action = ruling("GHO-4")
    result = play(state, action)
    assert result.state.player("B").life == 17
    shield = result.state.effect("salve")
    assert shield is not None and shield.params["amount"] == 3
    assert cites(result.log, "615.12")


def test_gho_5_shield_and_ghosts_order() -> None:
    """Prevent-3 shield and Ghosts, 7 damage: halve then prevent 0; prevent then halve 2."""
    state, action = ruling("GHO-5")
    halve_first = play(state, action, ["ghosts.0"])
    prevent_first = play(state, action, ["salve"])
    assert halve_first.state.player("B").life == 20
    assert prevent_first.state.player("B").life == 18
    # The shield is used up either way (3 prevented), so it's gone.
    assert halve_first.state.effect("salve") is None
    assert prevent_first.state.effect("salve") is None
    assert cites(prevent_first.log, "615.7")


def test_gho_6_redirected_damage_is_halved_once() -> None:
    """Pariah redirects B's damage to the enchanted Ghosts: halved once (614.5), 3 damage marked."""
    exploration = explore_ruling("GHO-6")
    assert len(exploration.outcomes) == 1  # both orders give the same result
    final = exploration.outcomes[0].state
    assert final.player("B").life == 20
    assert final.object("ghosts").damage == 3
    state, action = ruling("GHO-6")
    for order in (["ghosts.0"], ["pariah.0"]):
        assert play(state, action, order).state.object("ghosts").damage == 3
