"""Ending the game (104): state-based actions are one event (704.3), so players who reach 0 life
together lose together; when nobody is left the game is a draw (104.4a); "can't lose" and
"can't win" effects (104.3, 104.2b) and an effect's own "wins"/"loses the game" (104.2b, 104.3e)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameState
from engine.document.codec import dump, load
from engine.game.render import text_rendering
from engine.testing.scenario import board, cites, entries, play

FALLOUT = {"id": "fallout", "card": "Volcanic Fallout"}


def _fallout(*players: dict[str, Any], **doc: Any) -> GameState:
    """Volcanic Fallout (2 damage to each creature and each player) cast by the first player
    and resolved."""
    state = board(*players, **doc)
    state = play(state, {"type": "cast", "object": "fallout", "free": True}).state
    return play(state, {"type": "resolve"}).state


def test_two_players_at_zero_life_at_once_is_a_draw_104_4a() -> None:
    """Alice and Bob at 2 life; Volcanic Fallout deals 2 to each: both lose in the same check of
    state-based actions (704.3), nobody wins, the game is a draw (104.4a)."""
    state = board({"id": "A", "life": 2, "hand": [FALLOUT]}, {"id": "B", "life": 2})
    state = play(state, {"type": "cast", "object": "fallout", "free": True}).state
    result = play(state, {"type": "resolve"})
    alice, bob = result.state.player("A"), result.state.player("B")
    assert (alice.lost, alice.won, bob.lost, bob.won) == (True, False, True, False)
    assert result.state.is_draw and result.state.game_over
    over = entries(result.log, LogKind.GAME_OVER)
    assert [e.rules[0] for e in over] == ["704.5a", "704.5a", "104.4a"]
    assert not any("wins" in e.text for e in over)
    assert "draw" in text_rendering(result.state)
    assert load(dump(result.state)) == result.state
    with pytest.raises(IllegalAction) as over_already:
        play(result.state, {"type": "gain_life", "player": "A", "amount": 1})
    assert over_already.value.rule == "104.1"


def test_only_one_player_at_zero_loses_and_the_other_wins_104_2a() -> None:
    state = _fallout({"id": "A", "life": 5, "hand": [FALLOUT]}, {"id": "B", "life": 2})
    assert state.player("B").lost and not state.player("B").won
    assert state.player("A").won and not state.player("A").lost
    assert not state.is_draw


def test_three_players_two_lose_together_the_third_wins_no_one_both() -> None:
    """Free-for-all: Alice and Bob reach 0 together; Carol wins (104.2a) and nobody has both
    won and lost (the old engine named Bob the winner, then had him lose)."""
    state = _fallout(
        {"id": "A", "life": 2, "hand": [FALLOUT]},
        {"id": "B", "life": 1},
        {"id": "C", "life": 9},
        format="free_for_all",
    )
    flags = {p.id: (p.lost, p.won) for p in state.players}
    assert flags == {"A": (True, False), "B": (True, False), "C": (False, True)}


def test_every_team_losing_at_once_is_a_draw_in_two_headed_giant_104_4d() -> None:
    team = {"life": 2}
    state = _fallout(
        {"id": "A", "team": "1", **team, "hand": [FALLOUT]},
        {"id": "B", "team": "2", **team},
        {"id": "C", "team": "1", **team},
        {"id": "D", "team": "2", **team},
        format="two_headed_giant",
    )
    assert all(p.lost and not p.won for p in state.players)
    assert state.is_draw


def test_platinum_angel_keeps_its_controller_in_and_the_opponent_loses() -> None:
    """Alice at 2 life controls Platinum Angel (she can't lose, 104.3); both take 2: only Bob
    loses, and Alice wins because every opponent has left (104.2a)."""
    state = _fallout(
        {
            "id": "A",
            "life": 2,
            "hand": [FALLOUT],
            "battlefield": [{"id": "angel", "card": "Platinum Angel"}],
        },
        {"id": "B", "life": 2},
    )
    assert state.player("A").life == 0 and not state.player("A").lost
    assert state.player("B").lost and state.player("A").won


WINNER = {
    "name": "Felidar Test Card",
    "types": ["Artifact"],
    "abilities": [
        {
            "text": "{T}: You win the game.",
            "cost": {"tap": True},
            "effects": [{"kind": "win_game", "params": {"player": "you"}}],
        },
        {
            "text": "{0}: Target player loses the game.",
            "cost": {"mana": "{0}"},
            "targets": ["player"],
            "effects": [{"kind": "lose_game", "params": {"player": 0}}],
        },
    ],
}


def _activate(state: GameState, ability: int) -> GameState:
    action = {"type": "activate", "object": "win", "ability": ability}
    state = play(state, action).state
    return play(state, {"type": "resolve"}).state


def test_an_effect_that_says_you_win_104_2b() -> None:
    alone = board(
        {"id": "A", "battlefield": [{"id": "win", "card": "Felidar Test Card"}]},
        {"id": "B"},
        custom_cards=[WINNER],
    )
    state = _activate(alone, 0)
    assert state.player("A").won and state.game_over


def test_platinum_angel_your_opponents_cant_win_the_game_104_2b() -> None:
    """Bob controls Platinum Angel: Alice's "you win the game" does nothing."""
    state = board(
        {"id": "A", "battlefield": [{"id": "win", "card": "Felidar Test Card"}]},
        {"id": "B", "battlefield": [{"id": "angel", "card": "Platinum Angel"}]},
        custom_cards=[WINNER],
    )
    state = play(state, {"type": "activate", "object": "win", "ability": 0}).state
    result = play(state, {"type": "resolve"})
    assert not result.state.player("A").won and not result.state.game_over
    assert cites(result.log, "104.2b")
    assert any("Platinum Angel" in e.text and "can't win" in e.text for e in result.log)


def test_an_effect_that_says_a_player_loses_and_cant_lose_104_3e() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "win", "card": "Felidar Test Card"}]},
        {"id": "B"},
        custom_cards=[WINNER],
    )
    action = {"type": "activate", "object": "win", "ability": 1, "targets": ["B"]}
    lost = play(play(state, action).state, {"type": "resolve"})
    assert lost.state.player("B").lost and lost.state.player("A").won
    assert cites(lost.log, "104.3e")
    angel = board(
        {"id": "A", "battlefield": [{"id": "win", "card": "Felidar Test Card"}]},
        {"id": "B", "battlefield": [{"id": "angel", "card": "Platinum Angel"}]},
        custom_cards=[WINNER],
    )
    kept = play(play(angel, action).state, {"type": "resolve"})
    assert not kept.state.player("B").lost and not kept.state.game_over
    assert any("can't lose" in e.text for e in kept.log)
