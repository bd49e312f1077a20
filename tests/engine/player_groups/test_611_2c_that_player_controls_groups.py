"""Groups of the permanents of the player a trigger event named: "Whenever ~ deals combat damage
to a player, it deals 1 damage to each creature that player controls." (Shockmaw Dragon),
"... gain control of all artifacts that player controls." (Hellkite Tyrant). The group is that
player's permanents of the type as the instruction applies (611.2c): no other player's. And a
target chosen among the permanents of the active player of a step trigger (Topplegeist: "At
the beginning of each opponent's upkeep, ... tap target creature that player controls", 603.3d).
Compiled from the cards' Oracle text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Shockmaw Dragon", "Hellkite Tyrant", "Balefire Dragon", "Topplegeist")


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_the_card_compiles_automated_and_prints_back_611_2c(name: str) -> None:
    compiled = compile_record(_records()[name])
    assert compiled.label == AUTOMATED
    assert "that player controls" in compiled.printed


def _hit(attacker: str, theirs: list[dict[str, Any]], mine: list[dict[str, Any]]) -> Any:
    state = board(
        {"id": "A", "battlefield": [{"id": "dragon", "card": attacker}, *mine]},
        {"id": "B", "battlefield": theirs},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"dragon": "B"}})
    return resolve_all(play(attacked.state, {"type": "advance", "to": "combat_damage"}).state)


def test_damage_to_each_creature_the_damaged_player_controls_611_2c() -> None:
    done = _hit(
        "Shockmaw Dragon",
        [
            {"id": "elves", "card": "Llanowar Elves"},
            {"id": "giant", "card": "Hill Giant"},
        ],
        [{"id": "my_elves", "card": "Llanowar Elves"}],
    )
    assert done.player("B").life == 16
    assert done.object("elves").zone is Zone.GRAVEYARD  # 1/1: dies
    assert done.object("giant").damage == 1
    assert done.object("my_elves").zone is Zone.BATTLEFIELD  # A's creature isn't that player's
    assert done.object("my_elves").damage == 0


def test_that_much_damage_to_each_of_their_creatures_120_3() -> None:
    done = _hit(
        "Balefire Dragon",
        [{"id": "giant", "card": "Hill Giant"}],
        [{"id": "my_giant", "card": "Hill Giant"}],
    )
    assert done.player("B").life == 14
    assert done.object("giant").zone is Zone.GRAVEYARD  # 6 damage to a 3/3
    assert done.object("my_giant").zone is Zone.BATTLEFIELD


def test_gain_control_of_all_artifacts_that_player_controls_611_2c() -> None:
    done = _hit(
        "Hellkite Tyrant",
        [{"id": "their_rock", "card": "Sol Ring"}, {"id": "their_land", "card": "Island"}],
        [{"id": "my_rock", "card": "Sol Ring"}],
    )
    assert done.player("B").life == 14
    assert done.object("their_rock").controller == "A"
    assert done.object("their_land").controller == "B"  # not an artifact
    assert done.object("my_rock").controller == "A"


def test_a_step_triggers_target_is_the_active_players_603_3d() -> None:
    # Delirium: four card types in A's graveyard. At B's upkeep, Topplegeist taps a creature B
    # controls, never one of A's.
    graveyard = [
        {"id": "g1", "card": "Grizzly Bears"},
        {"id": "g2", "card": "Island"},
        {"id": "g3", "card": "Lightning Bolt"},
        {"id": "g4", "card": "Sol Ring"},
    ]
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "geist", "card": "Topplegeist"},
                {"id": "my_bears", "card": "Grizzly Bears"},
            ],
            "graveyard": graveyard,
        },
        {"id": "B", "battlefield": [{"id": "their_bears", "card": "Grizzly Bears"}]},
        turn={"number": 4, "active_player": "B", "step": "untap"},
    )
    upkeep = play(state, {"type": "advance", "to": "upkeep"})
    done = resolve_all(upkeep.state)
    assert done.object("their_bears").tapped
    assert not done.object("my_bears").tapped
