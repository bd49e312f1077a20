"""Attack requirements and restrictions (508.1a, 508.1d), blocking restrictions of the attacker
(509.1b) and blocking requirements (509.1c), as abilities a creature has: "attacks each combat
if able", "can't attack", "can't be blocked by creatures with power 2 or less", "... by more
than one creature", "all creatures able to block it do so"."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.testing.scenario import board, play


def creature(name: str, power: int, *abilities: str) -> dict[str, Any]:
    """A custom creature whose abilities are restrictions it has (a static gain_keywords)."""
    return {
        "name": name,
        "types": ["Creature"],
        "power": power,
        "toughness": 2,
        "abilities": [
            {
                "text": f"{name} {a}.",
                "effect": "gain_keywords",
                "params": {"objects": ["self"], "keywords": [a]},
            }
            for a in abilities
        ],
    }


BERSERKER = creature("Test Berserker", 2, "attacks each combat if able")
COWARD = creature("Test Coward", 2, "can't attack")
WOLF = creature("Test Wolf", 3, "can't be blocked by creatures with power 2 or less")
RHINO = creature("Test Rhino", 4, "can't be blocked by more than one creature")
LURED = creature("Test Lured", 1, "all creatures able to block it do so")
LURED_MENACE = creature("Test Lured Brute", 1, "all creatures able to block it do so", "menace")
CUSTOM = [BERSERKER, COWARD, WOLF, RHINO, LURED, LURED_MENACE]


def at_declare_attackers(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> GameState:
    return board(
        {"id": "A", "name": "Alice", "battlefield": a},
        {"id": "B", "name": "Bob", "battlefield": b},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
        custom_cards=CUSTOM,
    )


def refused(state: GameState, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(state, action)
    return err.value


def test_a_creature_that_attacks_each_combat_if_able_must_attack() -> None:
    """508.1d: declaring no attackers, or only another creature, breaks the requirement."""
    state = at_declare_attackers(
        [{"id": "zerk", "card": "Test Berserker"}, {"id": "bears", "card": "Grizzly Bears"}], []
    )
    assert refused(state, {"type": "attack", "attackers": {}}).rule == "508.1d"
    assert refused(state, {"type": "attack", "attackers": {"bears": "B"}}).rule == "508.1d"
    after = play(state, {"type": "attack", "attackers": {"zerk": "B"}}).state
    assert after.combat is not None and after.combat.is_attacking("zerk")


def test_the_requirement_doesnt_apply_to_a_creature_that_cant_attack() -> None:
    """508.1d: only "if able": a tapped berserker needn't attack."""
    state = at_declare_attackers([{"id": "zerk", "card": "Test Berserker", "tapped": True}], [])
    after = play(state, {"type": "attack", "attackers": {}}).state
    assert after.combat is not None and not after.combat.attackers


def test_a_creature_that_cant_attack_is_refused() -> None:
    state = at_declare_attackers([{"id": "coward", "card": "Test Coward"}], [])
    assert refused(state, {"type": "attack", "attackers": {"coward": "B"}}).rule == "508.1a"


def blocking(attacker: str, b: list[dict[str, Any]]) -> GameState:
    state = at_declare_attackers([{"id": "att", "card": attacker}], b)
    state = play(state, {"type": "attack", "attackers": {"att": "B"}}).state
    return play(state, {"type": "advance"}).state


def test_cant_be_blocked_by_creatures_with_power_2_or_less() -> None:
    """509.1b: Grizzly Bears (power 2) can't block; Hill Giant (power 3) can."""
    state = blocking(
        "Test Wolf",
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "giant", "card": "Hill Giant"}],
    )
    assert refused(state, {"type": "block", "blockers": {"bears": "att"}}).rule == "509.1b"
    after = play(state, {"type": "block", "blockers": {"giant": "att"}}).state
    assert after.combat is not None and after.combat.blockers_of("att") == ("giant",)


def test_cant_be_blocked_by_more_than_one_creature() -> None:
    state = blocking(
        "Test Rhino",
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "giant", "card": "Hill Giant"}],
    )
    both = {"type": "block", "blockers": {"bears": "att", "giant": "att"}}
    assert refused(state, both).rule == "509.1b"
    after = play(state, {"type": "block", "blockers": {"giant": "att"}}).state
    assert after.combat is not None and after.combat.blockers_of("att") == ("giant",)


def test_a_lure_must_be_blocked_by_every_creature_able_to() -> None:
    """509.1c: Grizzly Bears and Hill Giant both can block it, so both must; a tapped creature
    can't block (509.1a) and isn't required to."""
    state = blocking(
        "Test Lured",
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "giant", "card": "Hill Giant"},
            {"id": "tapped", "card": "Grizzly Bears", "tapped": True},
        ],
    )
    assert refused(state, {"type": "block", "blockers": {"bears": "att"}}).rule == "509.1c"
    after = play(state, {"type": "block", "blockers": {"bears": "att", "giant": "att"}}).state
    assert after.combat is not None and after.combat.blockers_of("att") == ("bears", "giant")


def test_a_lure_with_menace_and_one_able_blocker_needs_no_block() -> None:
    """509.1c obeys requirements only without breaking a restriction: one blocker alone would
    break menace (702.111b), so declaring no blockers is legal."""
    state = blocking("Test Lured Brute", [{"id": "bears", "card": "Grizzly Bears"}])
    after = play(state, {"type": "block", "blockers": {}}).state
    assert after.combat is not None and not after.combat.blockers_of("att")
