"""502.3: the active player untaps their permanents, except those an effect keeps tapped: a
permanent's own "doesn't untap during your untap step" and an Aura's "enchanted creature doesn't
untap during its controller's untap step"."""

from __future__ import annotations

from engine.core.state import GameState
from engine.rules.turn_based import DOESNT_UNTAP
from engine.testing.scenario import board, cites, play

MONOLITH = {
    "name": "Test Monolith",
    "types": ["Artifact"],
    "abilities": [
        {
            "text": "Test Monolith doesn't untap during your untap step.",
            "effect": "gain_keywords",
            "params": {"objects": ["self"], "keywords": [DOESNT_UNTAP]},
        }
    ],
}
SLEEP = {
    "name": "Test Sleep",
    "types": ["Enchantment"],
    "subtypes": ["Aura"],
    "oracle_text": "Enchant creature",
    "abilities": [
        {
            "text": "Enchanted creature doesn't untap during its controller's untap step.",
            "effect": "gain_keywords",
            "params": {"objects": ["enchanted"], "keywords": [DOESNT_UNTAP]},
        }
    ],
}


def untap_step(*battlefield: dict[str, object]) -> GameState:
    state = board(
        {"id": "A", "battlefield": list(battlefield)},
        {"id": "B"},
        turn={"number": 2, "active_player": "B", "step": "cleanup"},
        custom_cards=[MONOLITH, SLEEP],
    )
    return state


def test_a_permanent_that_doesnt_untap_stays_tapped() -> None:
    state = untap_step(
        {"id": "mono", "card": "Test Monolith", "tapped": True},
        {"id": "bears", "card": "Grizzly Bears", "tapped": True},
    )
    result = play(state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert result.state.turn.active_player == "A"
    assert result.state.object("mono").tapped
    assert not result.state.object("bears").tapped
    assert cites(result.log, "502.3")


def test_enchanted_creature_doesnt_untap_until_the_aura_leaves() -> None:
    state = untap_step(
        {"id": "bears", "card": "Grizzly Bears", "tapped": True},
        {"id": "sleep", "card": "Test Sleep", "attached_to": "bears"},
    )
    result = play(state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert result.state.object("bears").tapped
    assert any("doesn't untap" in e.text and "502.3" in e.rules for e in result.log)
