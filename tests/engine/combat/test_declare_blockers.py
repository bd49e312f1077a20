"""Declaring blockers (509): who may block whom, evasion abilities (flying 702.9b, reach 702.17b,
menace 702.111b, protection 702.16f), several blockers on one attacker, and one creature
blocking several where an ability allows it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import BlockDeclared
from engine.core.state import GameState
from engine.testing.scenario import board, cites, play


def blocking(
    attackers: dict[str, str], a: list[dict[str, Any]], b: list[dict[str, Any]], **doc: Any
) -> GameState:
    """Alice has attacked Bob with `attackers`; it's Bob's declare blockers step."""
    state = board(
        {"id": "A", "name": "Alice", "battlefield": a},
        {"id": "B", "name": "Bob", "battlefield": b},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
        **doc,
    )
    state = play(state, {"type": "attack", "attackers": attackers}).state
    return play(state, {"type": "advance"}).state


def refusal(state: GameState, blockers: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "block", "blockers": blockers})
    return err.value


ANGEL = {"id": "angel", "card": "Serra Angel"}
BEARS = {"id": "bears", "card": "Grizzly Bears"}


def test_a_block_makes_the_attacker_blocked() -> None:
    state = blocking({"angel": "B"}, [ANGEL], [{"id": "spider", "card": "Giant Spider"}])
    result = play(state, {"type": "block", "blockers": {"spider": "angel"}})
    combat = result.state.combat
    assert (
        combat is not None
        and combat.is_blocked("angel")
        and combat.blockers_of("angel") == ("spider",)
    )
    assert BlockDeclared("spider", "angel") in result.events
    assert not result.state.object("spider").tapped  # blocking doesn't tap


def test_flying_attacker_cant_be_blocked_by_a_creature_without_flying_or_reach() -> None:
    state = blocking({"angel": "B"}, [ANGEL], [BEARS])
    assert refusal(state, {"bears": "angel"}).rule == "702.9b"


def test_reach_blocks_a_flyer() -> None:
    """702.17b: Giant Spider can block Serra Angel; the Angel's 4 damage kills it, Bob takes none."""
    state = blocking({"angel": "B"}, [ANGEL], [{"id": "spider", "card": "Giant Spider"}])
    state = play(state, {"type": "block", "blockers": {"spider": "angel"}}).state
    result = play(state, {"type": "advance"})
    assert result.state.object("spider").zone.value == "graveyard"
    assert result.state.object("angel").damage == 2
    assert result.state.player("B").life == 20


def test_menace_needs_two_blockers() -> None:
    brute = {"id": "brute", "card": "Boggart Brute"}
    lions = {"id": "lions", "card": "Savannah Lions"}
    state = blocking({"brute": "B"}, [brute], [BEARS, lions])
    assert refusal(state, {"bears": "brute"}).rule == "702.111b"
    result = play(state, {"type": "block", "blockers": {"bears": "brute", "lions": "brute"}})
    assert result.state.combat is not None and result.state.combat.blockers_of("brute") == (
        "bears",
        "lions",
    )


def test_protection_from_red_keeps_red_creatures_from_blocking() -> None:
    """702.16f: the Bears have protection from red; Bob's red Hill Giant can't block them."""
    protection = {
        "id": "pro",
        "kind": "protection",
        "controller": "A",
        "params": {"protected": "bears", "from": "red"},
    }
    state = blocking(
        {"bears": "B"}, [BEARS], [{"id": "giant", "card": "Hill Giant"}], effects=[protection]
    )
    assert refusal(state, {"giant": "bears"}).rule == "702.16f"


def test_tapped_creature_cant_block() -> None:
    state = blocking(
        {"bears": "B"}, [BEARS], [{"id": "lions", "card": "Savannah Lions", "tapped": True}]
    )
    assert refusal(state, {"lions": "bears"}).rule == "509.1a"


def test_the_attacking_player_cant_block() -> None:
    state = blocking({"bears": "B"}, [BEARS, {"id": "seeker", "card": "Glory Seeker"}], [])
    assert refusal(state, {"seeker": "bears"}).rule == "509.1a"


def test_one_creature_blocks_one_attacker() -> None:
    lions = {"id": "lions", "card": "Savannah Lions"}
    state = blocking(
        {"bears": "B", "lions": "B"}, [BEARS, lions], [{"id": "giant", "card": "Hill Giant"}]
    )
    assert refusal(state, {"giant": ["bears", "lions"]}).rule == "509.1a"


def test_can_block_an_additional_creature() -> None:
    """An ability lets the Giant block two attackers; Bob divides its 3 damage (510.1d)."""
    extra = {
        "id": "extra",
        "kind": "gain_keywords",
        "controller": "B",
        "params": {"objects": ["giant"], "keywords": ["can block an additional creature"]},
    }
    lions = {"id": "lions", "card": "Savannah Lions"}
    state = blocking(
        {"bears": "B", "lions": "B"},
        [BEARS, lions],
        [{"id": "giant", "card": "Hill Giant"}],
        effects=[extra],
    )
    state = play(state, {"type": "block", "blockers": {"giant": ["bears", "lions"]}}).state
    # Bob is asked how much of 3 goes to the Bears (the rest goes to the Lions).
    result = play(state, {"type": "advance"}, ["2"])
    assert result.state.object("bears").zone.value == "graveyard"
    assert result.state.object("lions").zone.value == "graveyard"
    assert result.state.object("giant").zone.value == "graveyard"  # 2 + 2 damage on a 3/3
    assert cites(result.log, "510.1d")


def test_blockers_are_declared_only_in_the_declare_blockers_step() -> None:
    state = board(
        {"id": "A", "battlefield": [BEARS]},
        {"id": "B", "battlefield": [{"id": "lions", "card": "Savannah Lions"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    assert refusal(state, {"lions": "bears"}).rule == "509.1"


def test_blockers_are_declared_once() -> None:
    state = blocking(
        {"bears": "B"},
        [BEARS],
        [{"id": "lions", "card": "Savannah Lions"}, {"id": "seeker", "card": "Glory Seeker"}],
    )
    state = play(state, {"type": "block", "blockers": {"lions": "bears"}}).state
    assert refusal(state, {"seeker": "bears"}).rule == "509.1"


def test_an_attacker_with_no_blockers_is_unblocked() -> None:
    state = blocking({"bears": "B"}, [BEARS], [{"id": "lions", "card": "Savannah Lions"}])
    result = play(state, {"type": "block", "blockers": {}})
    assert result.state.combat is not None and not result.state.combat.is_blocked("bears")
    assert cites(result.log, "509.1h")
