"""An effect that keeps a permanent from untapping during its controller's next untap step
(502.3): the instruction doesnt_untap_next locks in the permanents (611.2c); their controller's
next untap step leaves them tapped and uses the effect up; another player's untap step doesn't."""

from __future__ import annotations

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor
from engine.core.state import GameState
from engine.instructions.registry import ExecContext, execute
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, play

NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


def held_bears(active: str = "A") -> GameState:
    """Alice's (or Bob's) turn; Bob's Grizzly Bears are tapped and held by the effect."""
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "wurm", "card": "Craw Wurm", "tapped": True}],
            "library": [{"id": f"a{i}", "card": "Forest"} for i in range(3)],
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears", "tapped": True}],
            "library": [{"id": f"b{i}", "card": "Forest"} for i in range(3)],
        },
        turn={"number": 2, "active_player": active, "step": "precombat_main"},
    )
    res = Resolution(state, ChoiceCursor(()))
    execute(
        res, ExecContext("A", "A", targets=("bears",)), (instruction("doesnt_untap_next", to=0),)
    )
    assert cites(res.log, "502.3")
    return res.state


def test_the_controllers_next_untap_step_leaves_it_tapped_and_uses_the_effect_up() -> None:
    result = play(held_bears(), NEXT_UPKEEP)
    assert result.state.object("bears").tapped
    assert not any(e.kind == "doesnt_untap" for e in result.state.effects)
    assert cites(result.log, "502.3")


def test_another_players_untap_step_doesnt_use_it_up() -> None:
    state = play(held_bears("B"), NEXT_UPKEEP).state  # Alice's turn: her Wurm untaps
    assert not state.object("wurm").tapped
    assert any(e.kind == "doesnt_untap" for e in state.effects)
    state = play(state, NEXT_UPKEEP).state  # Bob's next untap step: the Bears stay tapped
    assert state.object("bears").tapped
    state = play(play(state, NEXT_UPKEEP).state, NEXT_UPKEEP).state  # and untap the one after
    assert not state.object("bears").tapped
