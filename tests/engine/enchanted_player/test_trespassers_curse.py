"""Trespasser's Curse: "Enchant player / Whenever a creature enters under enchanted player's
control, that player loses 1 life and you gain 1 life." (compiled from its Oracle text). The
Curse is an Aura that enchants a player (303.4, 702.5c); its ability triggers on a creature
entering under that player's control (603.6a), "that player" being the enchanted player and
"you" the Curse's controller (303.4e: the two need not be the same)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

TRESPASSERS_CURSE = {
    "name": "Trespasser's Curse",
    "type_line": "Enchantment — Aura Curse",
    "mana_cost": "{1}{B}",
    "layout": "normal",
    "oracle_text": "Enchant player\nWhenever a creature enters the battlefield under enchanted "
    "player's control, that player loses 1 life and you gain 1 life.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Trespasser's Curse": TRESPASSERS_CURSE})


def test_trespassers_curse_compiles_automated() -> None:
    assert compile_record(TRESPASSERS_CURSE).label == AUTOMATED


def _board(enchanted: str, active: str = "B") -> GameState:
    """Alice's Curse enchants `enchanted`; the active player holds Grizzly Bears and {1}{G}."""
    bears = [{"id": "bears", "card": "Grizzly Bears"}]
    return board(
        {
            "id": "A",
            "name": "Alice",
            "life": 10,
            "battlefield": [
                {"id": "curse", "card": "Trespasser's Curse", "attached_to": enchanted}
            ],
            **({"hand": bears, "mana_pool": {"G": 2}} if active == "A" else {}),
        },
        {
            "id": "B",
            "name": "Bob",
            "life": 10,
            **({"hand": bears, "mana_pool": {"G": 2}} if active == "B" else {}),
        },
        turn={"number": 2, "active_player": active, "step": "precombat_main"},
    )


def _bears_enter(state: GameState) -> Any:
    cast = play(state, {"type": "cast", "object": "bears"})
    entered = play(cast.state, RESOLVE)
    assert entered.state.object("bears").zone is Zone.BATTLEFIELD
    return entered


def test_a_creature_entering_under_the_enchanted_players_control_drains_them() -> None:
    entered = _bears_enter(_board("B"))
    assert any(o.stack is not None for o in entered.state.zone(Zone.STACK))  # the trigger
    done = play(entered.state, RESOLVE)
    assert done.state.player("B").life == 9
    assert done.state.player("A").life == 11
    assert cites(entered.log, "603.3") and cites(done.log, "608.2")


def test_a_creature_entering_under_another_players_control_doesnt_trigger() -> None:
    """The Curse enchants Bob; Alice's own Bears enter: nothing happens."""
    entered = _bears_enter(_board("B", active="A"))
    assert not list(entered.state.zone(Zone.STACK))
    assert entered.state.player("A").life == 10 and entered.state.player("B").life == 10


def test_cursing_yourself_loses_and_gains_the_same_life() -> None:
    """Alice enchants herself: she is both "that player" and "you"."""
    done = play(_bears_enter(_board("A", active="A")).state, RESOLVE)
    assert done.state.player("A").life == 10 and done.state.player("B").life == 10
    assert [type(e).__name__ for e in done.events] == ["LifeLost", "LifeGained"]
