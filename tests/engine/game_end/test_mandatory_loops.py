"""A loop of mandatory actions is a draw (104.4b): state-based actions are checked again and again
until a check performs nothing (704.3); when the checks come back to a state they already left,
or never come to rest, nothing any player can do stops them, and the game ends in a draw with
nobody winning.

No card the engine knows makes such a loop on its own (an indestructible creature with lethal
damage once looked like one: tests/engine/sba), so the loop here replaces one round of the checks
with one that moves a life total, each change a real life-change event, and says it performed
something."""

from __future__ import annotations

import pytest

from engine.core.log import LogKind
from engine.core.state import GameState
from engine.rules import sba
from engine.rules.life import set_life
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, entries, play


def _seesaw(res: Resolution) -> bool:
    """Alice's life goes 20 -> 21 -> 20 -> ... at each check: a state seen before."""
    life = res.state.player("A").life
    set_life(res, "A", 21 if life == 20 else 20)
    return True


def _climb(res: Resolution) -> bool:
    """Alice's life goes up at each check: a new state every time, never at rest."""
    set_life(res, "A", res.state.player("A").life + 1)
    return True


def _two_players() -> GameState:
    return board({"id": "A", "name": "Alice"}, {"id": "B", "name": "Bob"})


@pytest.mark.parametrize(
    ("check", "how"),
    [(_seesaw, "comes back to a state it was already in"), (_climb, "never comes to rest")],
    ids=["repeats", "never_rests"],
)
def test_a_loop_of_mandatory_checks_is_a_draw_104_4b(
    monkeypatch: pytest.MonkeyPatch, check: object, how: str
) -> None:
    monkeypatch.setattr(sba, "_one_round", check)
    result = play(_two_players(), {"type": "gain_life", "player": "B", "amount": 1})
    state = result.state
    assert state.game_over
    assert all(p.lost and not p.won for p in state.players)  # a draw: nobody wins (104.4a)
    assert cites(result.log, "104.4b")
    over = entries(result.log, LogKind.GAME_OVER)
    assert over and "the game is a draw" in over[-1].text and how in over[-1].text
    if check is _seesaw:
        # Found before a hundred checks: 20 -> 21 -> 20 -> ... Each gain adds to the life
        # Alice gained this turn (engine.mechanics.turn_history), so the states differ until
        # that record stops at GAINED_KEPT; then the next change comes back to a state.
        assert "(100 times)" not in over[-1].text


def test_checks_that_come_to_rest_are_no_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    def once(res: Resolution) -> bool:  # one change, then nothing more to do
        if res.state.player("A").life != 20:
            return False
        set_life(res, "A", 25)
        return True

    monkeypatch.setattr(sba, "_one_round", once)
    result = play(_two_players(), {"type": "gain_life", "player": "B", "amount": 1})
    assert not result.state.game_over
    assert result.state.player("A").life == 25 and result.state.player("B").life == 21
    assert not cites(result.log, "104.4b")
