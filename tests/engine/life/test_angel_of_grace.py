"""Angel of Grace rulings (AOG-1 to AOG-7): damage results, life changes and formats."""

from __future__ import annotations

from engine.core.events import LifeGained, LifeLost, PlayerLost
from engine.core.log import LogKind
from engine.testing.scenario import cites, entries, play, ruling


def test_aog_1_lifelink_attacker_gains_all_seven() -> None:
    """A at 5 with the effect; B's 7/7 lifelink deals 7: A goes to 1, B gains 7 (120.4c, 702.15b)."""
    state, action = ruling("AOG-1")
    result = play(state, action)
    assert result.state.player("A").life == 1
    assert result.state.player("B").life == 27
    assert LifeGained("B", 7) in result.events
    assert LifeLost("A", 4) in result.events
    assert cites(result.log, "120.4c")


def test_aog_2_commander_tally_counts_damage_not_life_lost() -> None:
    state, action = ruling("AOG-2")
    result = play(state, action)
    alice = result.state.player("A")
    assert alice.life == 1
    assert alice.commander_damage["commander"] == 6
    assert cites(result.log, "903.10a")


def test_aog_3_life_loss_is_not_damage() -> None:
    state, action = ruling("AOG-3")
    result = play(state, action)
    alice = result.state.player("A")
    assert alice.life == -2
    assert alice.lost
    assert PlayerLost("A", "704.5a") in result.events
    assert not entries(result.log, LogKind.REPLACEMENT)


def test_aog_4_life_becomes_ten_is_a_gain_of_eight() -> None:
    state, action = ruling("AOG-4")
    result = play(state, action)
    assert result.state.player("A").life == 10
    assert result.events == (LifeGained("A", 8),)
    assert cites(result.log, "119.5")


def test_aog_4_from_twenty_it_is_a_loss_of_ten() -> None:
    state, action = ruling("AOG-4")
    from dataclasses import replace

    state = state.with_player(replace(state.player("A"), life=20))
    result = play(state, action)
    assert result.state.player("A").life == 10
    assert result.events == (LifeLost("A", 10),)


def test_aog_5_two_headed_giant_team_stops_at_one() -> None:
    state, action = ruling("AOG-5")
    result = play(state, action)
    assert result.state.player("A").life == 1
    assert result.state.player("C").life == 1  # shared team life (810.9)
    assert not result.state.player("C").lost
    assert cites(result.log, "810.9")


def test_aog_6_two_headed_giant_life_becomes_ten() -> None:
    state, action = ruling("AOG-6")
    result = play(state, action)
    assert [result.state.player(p).life for p in "ABCD"] == [10, 30, 10, 30]
    assert cites(result.log, "810.9c")


def test_aog_7_life_below_one_is_not_raised() -> None:
    state, action = ruling("AOG-7")
    result = play(state, action)
    alice = result.state.player("A")
    assert alice.life == -5
    assert not alice.lost
    assert not entries(result.log, LogKind.REPLACEMENT)
