"""Restrictions compiled from Oracle text (engine.oracle.grammar.combat_restrictions):
"~ can't block [creatures like these]" (509.1b) and "~ can't attack / block unless [condition]"
(508.1a, 509.1a), checked as attackers and blockers are declared."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

RECORDS: dict[str, dict[str, Any]] = {
    "Deep-Sea Terror": {
        "name": "Deep-Sea Terror",
        "type_line": "Creature — Serpent",
        "mana_cost": "{4}{U}{U}",
        "power": "6",
        "toughness": "6",
        "layout": "normal",
        "oracle_text": "Deep-Sea Terror can't attack unless there are seven or more cards in "
        "your graveyard.",
    },
    "Desperate Castaways": {
        "name": "Desperate Castaways",
        "type_line": "Creature — Human Pirate",
        "mana_cost": "{1}{B}",
        "power": "2",
        "toughness": "3",
        "layout": "normal",
        "oracle_text": "Desperate Castaways can't attack unless you control an artifact.",
    },
    "Hinterland Drake": {
        "name": "Hinterland Drake",
        "type_line": "Creature — Drake",
        "mana_cost": "{2}{U}",
        "power": "2",
        "toughness": "3",
        "layout": "normal",
        "oracle_text": "Flying\nHinterland Drake can't block artifact creatures.",
    },
    "Marauding Boneslasher": {
        "name": "Marauding Boneslasher",
        "type_line": "Creature — Zombie Minotaur",
        "mana_cost": "{2}{B}",
        "power": "3",
        "toughness": "3",
        "layout": "normal",
        "oracle_text": "Marauding Boneslasher can't block unless you control another Zombie.",
    },
    "Relic Golem": {
        "name": "Relic Golem",
        "type_line": "Artifact Creature — Golem",
        "mana_cost": "{3}",
        "power": "6",
        "toughness": "6",
        "layout": "normal",
        "oracle_text": "Relic Golem can't attack or block unless an opponent has eight or more "
        "cards in their graveyard.\n{2}, {T}: Target player mills two cards. (They put the top "
        "two cards of their library into their graveyard.)",
    },
    "Sunweb": {
        "name": "Sunweb",
        "type_line": "Creature — Wall",
        "mana_cost": "{3}{W}",
        "power": "5",
        "toughness": "6",
        "layout": "normal",
        "oracle_text": "Defender (This creature can't attack.)\nFlying\nSunweb can't block "
        "creatures with power 2 or less.",
    },
    "War Falcon": {
        "name": "War Falcon",
        "type_line": "Creature — Bird",
        "mana_cost": "{W}",
        "power": "2",
        "toughness": "1",
        "layout": "normal",
        "oracle_text": "Flying\nWar Falcon can't attack unless you control a Knight or a Soldier.",
    },
}
ATTACK = {"number": 3, "active_player": "A", "step": "declare_attackers"}
ARTIFACT_BEAST = {"types": ["Artifact", "Creature"], "power": 3, "toughness": 3}
ZOMBIE = {"types": ["Creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2}
KNIGHT = {"types": ["Creature"], "subtypes": ["Human", "Knight"], "power": 2, "toughness": 2}
ROCK = {"types": ["Artifact"]}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def _attackers(a: list[dict[str, Any]], **more: Any) -> GameState:
    return board({"id": "A", "battlefield": a, **more}, {"id": "B"}, turn=ATTACK)


def _refusal(state: GameState, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(state, action)
    return err.value


def test_desperate_castaways_cant_attack_without_an_artifact_508_1a() -> None:
    state = _attackers([{"id": "castaways", "card": "Desperate Castaways"}])
    refused = _refusal(state, {"type": "attack", "attackers": {"castaways": "B"}})
    assert refused.rule == "508.1a"
    assert "can't attack" in str(refused)


def test_desperate_castaways_attacks_once_you_control_an_artifact() -> None:
    state = _attackers(
        [
            {"id": "castaways", "card": "Desperate Castaways"},
            {"id": "rock", "card": "Test Rock", "characteristics": ROCK},
        ]
    )
    attacked = play(state, {"type": "attack", "attackers": {"castaways": "B"}}).state
    assert attacked.combat is not None and attacked.combat.is_attacking("castaways")


def test_war_falcon_needs_a_knight_or_a_soldier() -> None:
    alone = _attackers([{"id": "falcon", "card": "War Falcon"}])
    assert _refusal(alone, {"type": "attack", "attackers": {"falcon": "B"}}).rule == "508.1a"
    knighted = _attackers(
        [
            {"id": "falcon", "card": "War Falcon"},
            {"id": "knight", "card": "Test Knight", "characteristics": KNIGHT},
        ]
    )
    attacked = play(knighted, {"type": "attack", "attackers": {"falcon": "B"}}).state
    assert attacked.combat is not None and attacked.combat.is_attacking("falcon")


def test_deep_sea_terror_attacks_only_with_seven_cards_in_your_graveyard() -> None:
    six = [{"id": f"g{i}", "card": "Forest"} for i in range(6)]
    state = _attackers([{"id": "terror", "card": "Deep-Sea Terror"}], graveyard=six)
    assert _refusal(state, {"type": "attack", "attackers": {"terror": "B"}}).rule == "508.1a"
    seven = [*six, {"id": "g6", "card": "Forest"}]
    state = _attackers([{"id": "terror", "card": "Deep-Sea Terror"}], graveyard=seven)
    attacked = play(state, {"type": "attack", "attackers": {"terror": "B"}}).state
    assert attacked.combat is not None and attacked.combat.is_attacking("terror")


def _blocking(b: list[dict[str, Any]], attacker: dict[str, Any], **b_more: Any) -> GameState:
    state = board(
        {"id": "A", "battlefield": [attacker]},
        {"id": "B", "battlefield": b, **b_more},
        turn=ATTACK,
    )
    state = play(state, {"type": "attack", "attackers": {attacker["id"]: "B"}}).state
    return play(state, {"type": "advance"}).state


def test_hinterland_drake_cant_block_an_artifact_creature_509_1b() -> None:
    state = _blocking(
        [{"id": "drake", "card": "Hinterland Drake"}],
        {"id": "golem", "card": "Test Golem", "characteristics": ARTIFACT_BEAST},
    )
    refused = _refusal(state, {"type": "block", "blockers": {"drake": "golem"}})
    assert refused.rule == "509.1b" and "artifact creatures" in str(refused)


def test_hinterland_drake_blocks_a_creature_that_isnt_an_artifact() -> None:
    state = _blocking(
        [{"id": "drake", "card": "Hinterland Drake"}], {"id": "bears", "card": "Grizzly Bears"}
    )
    blocked = play(state, {"type": "block", "blockers": {"drake": "bears"}}).state
    assert blocked.combat is not None and blocked.combat.blockers_of("bears") == ("drake",)


def test_sunweb_cant_block_a_two_power_creature_but_blocks_a_three_power_one() -> None:
    small = _blocking([{"id": "web", "card": "Sunweb"}], {"id": "bears", "card": "Grizzly Bears"})
    assert _refusal(small, {"type": "block", "blockers": {"web": "bears"}}).rule == "509.1b"
    big = _blocking(
        [{"id": "web", "card": "Sunweb"}],
        {"id": "golem", "card": "Test Golem", "characteristics": ARTIFACT_BEAST},
    )
    blocked = play(big, {"type": "block", "blockers": {"web": "golem"}}).state
    assert blocked.combat is not None and blocked.combat.blockers_of("golem") == ("web",)


def test_marauding_boneslasher_blocks_only_beside_another_zombie_509_1a() -> None:
    alone = _blocking(
        [{"id": "slasher", "card": "Marauding Boneslasher"}],
        {"id": "bears", "card": "Grizzly Bears"},
    )
    refused = _refusal(alone, {"type": "block", "blockers": {"slasher": "bears"}})
    assert refused.rule == "509.1a"
    with_zombie = _blocking(
        [
            {"id": "slasher", "card": "Marauding Boneslasher"},
            {"id": "zombie", "card": "Test Zombie", "characteristics": ZOMBIE},
        ],
        {"id": "bears", "card": "Grizzly Bears"},
    )
    blocked = play(with_zombie, {"type": "block", "blockers": {"slasher": "bears"}}).state
    assert blocked.combat is not None and blocked.combat.blockers_of("bears") == ("slasher",)


def test_relic_golem_blocks_once_an_opponent_has_eight_cards_in_their_graveyard() -> None:
    golem = {"id": "relic", "card": "Relic Golem"}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    state = _blocking([golem], bears)
    assert _refusal(state, {"type": "block", "blockers": {"relic": "bears"}}).rule == "509.1a"
    # B blocks: the attacking player A is B's opponent, with eight cards in their graveyard
    eight = [{"id": f"g{i}", "card": "Forest"} for i in range(8)]
    state = board(
        {"id": "A", "battlefield": [bears], "graveyard": eight},
        {"id": "B", "battlefield": [golem]},
        turn=ATTACK,
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = play(state, {"type": "advance"}).state
    blocked = play(state, {"type": "block", "blockers": {"relic": "bears"}}).state
    assert blocked.combat is not None and blocked.combat.blockers_of("bears") == ("relic",)
