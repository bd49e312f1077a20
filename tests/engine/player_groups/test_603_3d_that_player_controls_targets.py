"""Targets controlled by the player a trigger event named: "Whenever ~ deals combat damage to a
player, destroy target nonblack creature that player controls." (Throat Slitter). The damaged
player is known as the ability triggers, so its target is chosen among that player's
permanents as it is put on the stack (603.3d, 601.2c); with none there it is removed. The
target is checked again as it resolves (608.2b): once another player controls it, it is
illegal. Compiled from the cards' Oracle text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Throat Slitter", "Caustic Wasps", "Mistblade Shinobi", "Skirk Commando")
COMPILED = (*NAMES, "Word of Seizing", "Sentinel of the Eternal Watch")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *COMPILED)


@pytest.mark.parametrize("name", NAMES)
def test_the_card_compiles_automated_and_prints_back_603_3d(name: str) -> None:
    compiled = compile_record(_records()[name])
    assert compiled.label == AUTOMATED
    assert "that player controls" in compiled.printed


def _attack(
    attacker: str,
    theirs: list[dict[str, str]],
    mine: list[dict[str, str]],
    hand: list[dict[str, str]] | None = None,
) -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "ninja", "card": attacker}, *mine], "hand": hand or []},
        {"id": "B", "battlefield": theirs},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"ninja": "B"}})
    return play(attacked.state, {"type": "advance", "to": "combat_damage"}).state


def test_the_target_is_a_permanent_the_damaged_player_controls_603_3d() -> None:
    # Both players control a nonblack creature: only the damaged player's can be chosen.
    state = _attack(
        "Throat Slitter",
        [{"id": "their_bears", "card": "Grizzly Bears"}],
        [{"id": "my_bears", "card": "Grizzly Bears"}],
    )
    done = resolve_all(state)
    assert done.player("B").life == 18
    assert done.object("their_bears").zone is Zone.GRAVEYARD
    assert done.object("my_bears").zone is Zone.BATTLEFIELD


def test_with_no_permanent_of_that_player_fitting_the_ability_is_removed_603_3d() -> None:
    # B controls only a black creature; A's nonblack creature is no legal target either.
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "ninja", "card": "Throat Slitter"},
                {"id": "my_bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "knight", "card": "Drudge Skeletons"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"ninja": "B"}})
    damage = play(attacked.state, {"type": "advance", "to": "combat_damage"})
    done = resolve_all(damage.state)
    assert done.player("B").life == 18
    assert done.object("my_bears").zone is Zone.BATTLEFIELD
    assert done.object("knight").zone is Zone.BATTLEFIELD
    assert cites(damage.log, "603.3d")


def test_a_target_another_player_now_controls_is_illegal_on_resolution_608_2b() -> None:
    # The trigger targets B's Bears; before it resolves A gains control of them (Word of
    # Seizing): they are no longer a creature that player controls, so nothing is destroyed.
    state = _attack(
        "Throat Slitter",
        [{"id": "their_bears", "card": "Grizzly Bears"}],
        [],
        [{"id": "treason", "card": "Word of Seizing"}],
    )
    stolen = play(
        state, {"type": "cast", "object": "treason", "targets": ["their_bears"], "free": True}
    )
    stolen = play(stolen.state, {"type": "resolve"})
    assert stolen.state.object("their_bears").controller == "A"
    done = play(stolen.state, {"type": "resolve"})
    assert done.state.object("their_bears").zone is Zone.BATTLEFIELD
    assert cites(done.log, "608.2b")


def test_at_combat_on_an_opponents_turn_the_target_is_the_active_players_507_1() -> None:
    # "At the beginning of combat on each opponent's turn, tap target creature that player
    # controls." (Sentinel of the Eternal Watch): on B's turn, B's creature, never A's.
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "sentinel", "card": "Sentinel of the Eternal Watch"},
                {"id": "my_bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "their_bears", "card": "Grizzly Bears"}]},
        turn={"number": 4, "active_player": "B", "step": "precombat_main"},
    )
    combat = play(state, {"type": "advance", "to": "beginning_of_combat"})
    done = resolve_all(combat.state)
    assert done.object("their_bears").tapped
    assert not done.object("my_bears").tapped
    assert not done.object("sentinel").tapped
