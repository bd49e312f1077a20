"""Exert (701.43) with no linked "When you do" ability: "You may exert ~ as it attacks." alone is
the optional cost to attack (701.43d, 508.1g), and "Whenever you exert a creature, [effect]."
triggers on any creature its controller exerts (701.43a). Vizier of the True and Trueheart
Twins are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play

REMINDER = " (It won't untap during your next untap step.)"
VIZIER = {
    "name": "Vizier of the True",
    "type_line": "Creature — Human Cleric",
    "mana_cost": "{3}{W}",
    "power": "3",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "You may exert Vizier of the True as it attacks." + REMINDER + "\nWhenever "
    "you exert a creature, tap target creature an opponent controls.",
}
TWINS = {
    "name": "Trueheart Twins",
    "type_line": "Creature — Jackal Warrior",
    "mana_cost": "{4}{R}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "You may exert Trueheart Twins as it attacks." + REMINDER + "\nWhenever you "
    "exert a creature, creatures you control get +1/+0 until end of turn.",
}
RECORDS = {r["name"]: r for r in (VIZIER, TWINS)}
ATTACK = {"number": 3, "active_player": "A", "step": "declare_attackers"}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated_and_prints_back(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("You may exert ~ as it attacks.\nWhenever you exert")


def _library(who: str) -> list[dict[str, str]]:
    return [{"id": f"{who}_lib{i}", "card": "Forest"} for i in range(4)]


def _vizier_board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "vizier", "card": "Vizier of the True"}],
            "library": _library("a"),
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": _library("b"),
        },
        turn=ATTACK,
    )


def test_the_static_ability_alone_offers_the_optional_cost_to_attack_701_43d() -> None:
    asked = pending(_vizier_board(), {"type": "attack", "attackers": {"vizier": "B"}}).pending
    assert asked is not None
    assert asked.kind is DecisionKind.MAY and asked.rule == "508.1g" and asked.decider == "A"
    assert [o.id for o in asked.options] == ["exert", "no"]


def test_exerting_triggers_whenever_you_exert_a_creature_and_it_stays_tapped_701_43a() -> None:
    attacked = play(_vizier_board(), {"type": "attack", "attackers": {"vizier": "B"}}, ["exert"])
    assert cites(attacked.log, "701.43a")
    done = resolve_all(attacked.state)
    assert done.object("bears").tapped  # the only creature an opponent controls
    state = play(done, NEXT_UPKEEP).state  # B's turn
    state = play(state, NEXT_UPKEEP).state  # A's next turn: the exerted Vizier stays tapped
    assert state.object("vizier").tapped


def test_not_exerting_nothing_triggers() -> None:
    attacked = play(_vizier_board(), {"type": "attack", "attackers": {"vizier": "B"}}, ["no"])
    done = resolve_all(attacked.state)
    assert not done.object("bears").tapped
    assert not cites(attacked.log, "701.43a")


def test_each_exerted_creature_triggers_every_whenever_you_exert_ability() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "twins", "card": "Trueheart Twins"},
                {"id": "vizier", "card": "Vizier of the True"},
                {"id": "ogre", "card": "Gray Ogre"},
            ],
            "library": _library("a"),
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": _library("b"),
        },
        turn=ATTACK,
    )
    action = {"type": "attack", "attackers": {"twins": "B", "vizier": "B"}}
    answers = ["exert", "exert"]
    while (asked := apply(state, action, answers).pending) is not None:
        # the order the four triggered abilities go on the stack doesn't matter here (603.3b)
        answers.append(asked.options[0].id)
    attacked = play(state, action, answers)
    done = resolve_all(attacked.state)
    # two creatures exerted: each ability triggers twice (603.2c), Twins' pump applies twice
    assert chars(done, done.object("ogre")).power == 2 + 2
    assert chars(done, done.object("twins")).power == 4 + 2
    assert chars(done, done.object("bears")).power == 2  # only creatures A controls
    assert done.object("bears").tapped
