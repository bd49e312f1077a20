"""A sentence done "at end of combat" (511.2): a delayed triggered ability (603.7) made as the
triggered ability resolves, triggering as the end of combat step begins. On what the trigger
event named ("destroy that creature at end of combat": Ohran Viper) it acts only while that is
the same object; on the object with the ability ("sacrifice it at end of combat": Crumbling
Colossus) too (400.7): flickered, the Colossus is a new object and stays. The cards are compiled
from their Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

VIPER = "Ohran Viper"  # Whenever ~ deals combat damage to a creature, destroy that creature at
# end of combat. / Whenever ~ deals combat damage to a player, you may draw a card.
COLOSSUS = "Crumbling Colossus"  # Trample / When ~ attacks, sacrifice it at end of combat.
TEARS = "Wall of Tears"  # Defender / Whenever ~ blocks a creature, return that creature to its
# owner's hand at end of combat.


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, VIPER, COLOSSUS, TEARS, "Cloudshift")


@pytest.mark.parametrize("name", [VIPER, COLOSSUS, TEARS])
def test_511_2_the_cards_compile_automated(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def _attack(attacker: str, alice: list[dict[str, Any]], bob: list[dict[str, Any]]) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": alice,
            "hand": [{"id": "shift", "card": "Cloudshift"}],
            "library": [{"id": "l0", "card": "Forest"}],
        },
        {"id": "B", "battlefield": bob, "library": [{"id": "m0", "card": "Island"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    return resolve_all(play(state, {"type": "attack", "attackers": {attacker: "B"}}).state)


def _to_damage(state: GameState, blockers: dict[str, str]) -> GameState:
    state = play(state, {"type": "advance"}).state
    state = resolve_all(play(state, {"type": "block", "blockers": blockers}).state)
    return resolve_all(settle(state, {"type": "advance", "to": "combat_damage"}).state)


def _end_of_combat(state: GameState) -> tuple[GameState, Any]:
    result = settle(state, {"type": "advance", "to": "end_of_combat"})
    return resolve_all(result.state), result.log


def test_511_2_the_creature_dealt_damage_is_destroyed_at_end_of_combat() -> None:
    state = _attack(
        "viper", [{"id": "viper", "card": VIPER}], [{"id": "bears", "card": "Grizzly Bears"}]
    )
    state = _to_damage(state, {"bears": "viper"})
    # after combat damage the Bears (1 damage) live on until the end of combat step begins
    assert state.object("bears").zone is Zone.BATTLEFIELD
    done, log = _end_of_combat(state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("viper").zone is Zone.BATTLEFIELD
    assert cites(log, "603.7")


def test_511_2_no_damage_dealt_nothing_is_destroyed() -> None:
    state = _attack(
        "viper", [{"id": "viper", "card": VIPER}], [{"id": "bears", "card": "Grizzly Bears"}]
    )
    state = _to_damage(state, {})
    done, _ = _end_of_combat(state)
    assert done.object("bears").zone is Zone.BATTLEFIELD


def test_511_2_the_blocked_creature_returns_at_end_of_combat() -> None:
    state = _attack(
        "bears", [{"id": "bears", "card": "Grizzly Bears"}], [{"id": "tears", "card": TEARS}]
    )
    state = _to_damage(state, {"tears": "bears"})
    assert state.object("bears").zone is Zone.BATTLEFIELD
    done, _ = _end_of_combat(state)
    assert done.object("bears").zone is Zone.HAND


def test_511_2_the_attacker_is_sacrificed_at_end_of_combat() -> None:
    state = _attack("colossus", [{"id": "colossus", "card": COLOSSUS}], [])
    state = _to_damage(state, {})
    assert state.player("B").life == 20 - 7  # a 7/4
    assert state.object("colossus").zone is Zone.BATTLEFIELD
    done, _ = _end_of_combat(state)
    assert done.object("colossus").zone is Zone.GRAVEYARD


def test_400_7_flickered_the_colossus_is_a_new_object_and_stays() -> None:
    state = _attack("colossus", [{"id": "colossus", "card": COLOSSUS}], [])
    shift = play(state, {"type": "cast", "object": "shift", "targets": ["colossus"], "free": True})
    state = resolve_all(shift.state)
    done, _ = _end_of_combat(state)
    assert done.object("colossus").zone is Zone.BATTLEFIELD
