"""Declaring attackers (508): which creatures may attack, what they may attack, and what attacking
does to them (tapping, vigilance, "whenever ... attacks" did-events)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import AttackDeclared
from engine.core.log import LogKind
from engine.core.state import GameState, Step
from engine.testing.scenario import board, cites, entries, play


def at_declare_attackers(
    a: list[dict[str, Any]], b: list[dict[str, Any]] | None = None, **doc: Any
) -> GameState:
    return board(
        {"id": "A", "name": "Alice", "battlefield": a},
        {"id": "B", "name": "Bob", "battlefield": b or []},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
        **doc,
    )


def refusal(state: GameState, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(state, action)
    return err.value


def test_attacking_taps_the_creature_and_records_the_attack() -> None:
    state = at_declare_attackers([{"id": "bears", "card": "Grizzly Bears"}])
    result = play(state, {"type": "attack", "attackers": {"bears": "B"}})
    assert result.state.object("bears").tapped
    assert result.state.combat is not None
    assert result.state.combat.attackers == (("bears", "B"),)
    assert AttackDeclared("bears", "B") in result.events
    assert cites(result.log, "508.1f")


def test_vigilance_attacker_stays_untapped() -> None:
    """702.20b: attacking doesn't cause Serra Angel to tap; the Bears beside it do tap."""
    state = at_declare_attackers(
        [{"id": "angel", "card": "Serra Angel"}, {"id": "bears", "card": "Grizzly Bears"}]
    )
    result = play(state, {"type": "attack", "attackers": {"angel": "B", "bears": "B"}})
    assert not result.state.object("angel").tapped
    assert result.state.object("bears").tapped
    assert cites(result.log, "702.20b")


def test_summoning_sick_creature_cant_attack() -> None:
    state = at_declare_attackers([{"id": "bears", "card": "Grizzly Bears", "summoning_sick": True}])
    error = refusal(state, {"type": "attack", "attackers": {"bears": "B"}})
    assert error.rule == "302.6"


def test_haste_lets_a_summoning_sick_creature_attack() -> None:
    state = at_declare_attackers(
        [{"id": "goblin", "card": "Raging Goblin", "summoning_sick": True}]
    )
    result = play(state, {"type": "attack", "attackers": {"goblin": "B"}})
    assert result.state.combat is not None and result.state.combat.is_attacking("goblin")


def test_defender_cant_attack() -> None:
    state = at_declare_attackers([{"id": "wall", "card": "Wall of Stone"}])
    assert refusal(state, {"type": "attack", "attackers": {"wall": "B"}}).rule == "702.3b"


def test_tapped_creature_cant_attack() -> None:
    state = at_declare_attackers([{"id": "bears", "card": "Grizzly Bears", "tapped": True}])
    assert refusal(state, {"type": "attack", "attackers": {"bears": "B"}}).rule == "508.1a"


def test_opponents_creature_cant_be_declared() -> None:
    state = at_declare_attackers([], [{"id": "bears", "card": "Grizzly Bears"}])
    assert refusal(state, {"type": "attack", "attackers": {"bears": "A"}}).rule == "508.1a"


def test_a_creature_cant_attack_its_own_controller() -> None:
    state = at_declare_attackers([{"id": "bears", "card": "Grizzly Bears"}])
    assert refusal(state, {"type": "attack", "attackers": {"bears": "A"}}).rule == "506.2"


def test_only_players_planeswalkers_and_battles_can_be_attacked() -> None:
    state = at_declare_attackers(
        [{"id": "bears", "card": "Grizzly Bears"}], [{"id": "lions", "card": "Savannah Lions"}]
    )
    assert refusal(state, {"type": "attack", "attackers": {"bears": "lions"}}).rule == "506.3"


def test_attackers_are_declared_only_in_the_declare_attackers_step() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    assert refusal(state, {"type": "attack", "attackers": {"bears": "B"}}).rule == "508.1"


def test_attackers_are_declared_once_per_combat() -> None:
    state = at_declare_attackers(
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "lions", "card": "Savannah Lions"}]
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    assert refusal(state, {"type": "attack", "attackers": {"lions": "B"}}).rule == "508.1"


def test_attacking_a_planeswalker_removes_loyalty() -> None:
    """508.1b: the Bears attack Bob's planeswalker; unblocked, their damage removes loyalty (120.3c)."""
    walker = {
        "id": "walker",
        "card": "Test Walker",
        "counters": {"loyalty": 5},
        "characteristics": {"types": ["Planeswalker"], "loyalty": 5},
    }
    state = at_declare_attackers([{"id": "bears", "card": "Grizzly Bears"}], [walker])
    state = play(state, {"type": "attack", "attackers": {"bears": "walker"}}).state
    result = play(state, {"type": "advance", "to": "combat_damage"})
    assert result.state.object("walker").counter("loyalty") == 3
    assert result.state.player("B").life == 20


def test_declaring_no_attackers_skips_to_end_of_combat() -> None:
    state = at_declare_attackers([{"id": "bears", "card": "Grizzly Bears"}])
    state = play(state, {"type": "attack", "attackers": {}}).state
    result = play(state, {"type": "advance"})
    assert result.state.turn.step is Step.END_OF_COMBAT
    assert cites(result.log, "508.8")


def test_advancing_past_declare_attackers_declares_no_attackers() -> None:
    state = at_declare_attackers([{"id": "bears", "card": "Grizzly Bears"}])
    result = play(state, {"type": "advance", "to": "postcombat_main"})
    assert result.state.turn.step is Step.POSTCOMBAT_MAIN
    assert result.state.combat is None
    assert any("declares no attackers" in e.text for e in entries(result.log, LogKind.ACTION))


def test_free_for_all_each_attacker_picks_its_defending_player() -> None:
    """802.3: with several opponents, each attacking creature attacks the player it's declared at;
    each defending player blocks only creatures attacking them (509.1a)."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "lions", "card": "Savannah Lions"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "b_giant", "card": "Hill Giant"}]},
        {"id": "C", "battlefield": [{"id": "c_seeker", "card": "Glory Seeker"}]},
        format="free_for_all",
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B", "lions": "C"}}).state
    state = play(state, {"type": "advance"}).state
    wrong = refusal(state, {"type": "block", "blockers": {"b_giant": "lions"}})
    assert wrong.rule == "509.1a"
    result = play(state, {"type": "advance", "to": "end_of_combat"})
    assert result.state.player("B").life == 18
    assert result.state.player("C").life == 18
