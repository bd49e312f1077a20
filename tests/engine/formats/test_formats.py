"""Formats as variants: Commander damage (903.10a), Two-Headed Giant (810), free-for-all."""

from __future__ import annotations

import pytest

import engine
from engine.testing.scenario import board, cites, play


def test_twenty_one_commander_combat_damage_loses_the_game() -> None:
    state = board(
        {"id": "A", "life": 40, "commander_damage": {"cmd": 15}},
        {"id": "B", "battlefield": [{"id": "cmd", "card": "Excruciator", "commander": True}]},
        format="commander",
    )
    result = play(
        state, {"type": "deal_damage", "source": "cmd", "target": "A", "amount": 6, "combat": True}
    )
    alice = result.state.player("A")
    assert alice.life == 34 and alice.lost
    assert alice.commander_damage["cmd"] == 21
    assert cites(result.log, "704.6c")


def test_noncombat_damage_from_a_commander_is_not_counted() -> None:
    state = board(
        {"id": "A", "life": 40},
        {"id": "B", "battlefield": [{"id": "cmd", "card": "Excruciator", "commander": True}]},
        format="commander",
    )
    result = play(state, {"type": "deal_damage", "source": "cmd", "target": "A", "amount": 7})
    assert "cmd" not in result.state.player("A").commander_damage


def test_two_headed_giant_team_loses_together() -> None:
    state = board(
        {"id": "A", "life": 3, "team": "AC"},
        {
            "id": "B",
            "life": 30,
            "team": "BD",
            "battlefield": [{"id": "exc", "card": "Excruciator"}],
        },
        {"id": "C", "life": 3, "team": "AC"},
        {"id": "D", "life": 30, "team": "BD"},
        format="two_headed_giant",
    )
    result = play(state, {"type": "deal_damage", "source": "exc", "target": "C", "amount": 7})
    assert result.state.player("A").lost and result.state.player("C").lost
    assert result.state.player("B").won and result.state.player("D").won
    assert cites(result.log, "704.6a")


def test_two_headed_giant_teammates_must_share_a_life_total() -> None:
    with pytest.raises(engine.InvalidDocument) as err:
        board(
            {"id": "A", "life": 3, "team": "AC"},
            {"id": "B", "team": "BD"},
            {"id": "C", "life": 4, "team": "AC"},
            {"id": "D", "team": "BD"},
            format="two_headed_giant",
        )
    assert "810.9" in str(err.value)


def test_free_for_all_one_player_losing_leaves_the_game_going() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "exc", "card": "Excruciator"}]},
        {"id": "B", "life": 5},
        {"id": "C"},
        format="free_for_all",
    )
    result = play(state, {"type": "deal_damage", "source": "exc", "target": "B", "amount": 7})
    assert result.state.player("B").lost
    assert not any(p.won for p in result.state.players)
    with pytest.raises(engine.IllegalAction) as err:
        play(result.state, {"type": "gain_life", "player": "B", "amount": 1})
    assert err.value.rule == "800.4a"


def test_free_for_all_needs_three_players() -> None:
    with pytest.raises(engine.InvalidDocument):
        board({"id": "A"}, {"id": "B"}, format="free_for_all")
