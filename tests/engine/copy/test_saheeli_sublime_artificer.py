"""Saheeli, Sublime Artificer: "[−2]: Target artifact you control becomes a copy of another target
artifact or creature you control until end of turn, except it's an artifact in addition to its
other types." (compiled from its Oracle text). A copy effect in layer 1a (613.2a, 707.2) with an
exception that is part of the copiable values (707.9b); it ends in the cleanup step (514.2) or as
the artifact leaves the battlefield (400.7), not as Saheeli does."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

SAHEELI = {
    "name": "Saheeli, Sublime Artificer",
    "type_line": "Legendary Planeswalker — Saheeli",
    "mana_cost": "{1}{U/R}{U/R}",
    "loyalty": "5",
    "layout": "normal",
    "oracle_text": "Whenever you cast a noncreature spell, create a 1/1 colorless Servo artifact "
    "creature token.\n[−2]: Target artifact you control becomes a copy of another target artifact "
    "or creature you control until end of turn, except it's an artifact in addition to its other "
    "types.",
}
RETRIBUTIVE_WAND = {
    "name": "Retributive Wand",
    "type_line": "Artifact",
    "mana_cost": "{3}",
    "layout": "normal",
    "oracle_text": "{3}, {T}: Retributive Wand deals 1 damage to any target.\nWhen Retributive "
    "Wand is put into a graveyard from the battlefield, it deals 5 damage to any target.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Saheeli, Sublime Artificer": SAHEELI, "Retributive Wand": RETRIBUTIVE_WAND})


def test_saheeli_compiles_automated() -> None:
    assert compile_record(SAHEELI).label == AUTOMATED


def _board(loyalty: int = 3) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {
                    "id": "saheeli",
                    "card": "Saheeli, Sublime Artificer",
                    "counters": {"loyalty": loyalty},
                },
                {"id": "wand", "card": "Retributive Wand"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "millstone", "card": "Millstone"},
            ],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _minus_two(state: GameState, *targets: str) -> Any:
    action = {"type": "activate", "object": "saheeli", "ability": 1, "targets": list(targets)}
    return play(play(state, action).state, RESOLVE)


def test_the_wand_becomes_a_bears_artifact_creature_until_end_of_turn_707_9b() -> None:
    done = _minus_two(_board(), "wand", "bears")
    assert cites(done.log, "707.2")
    wand = chars(done.state, done.state.object("wand"))
    assert wand.name == "Grizzly Bears"
    assert wand.is_type("Artifact") and wand.is_type("Creature") and "Bear" in wand.subtypes
    assert (wand.power, wand.toughness) == (2, 2)
    assert done.state.object("saheeli").counter("loyalty") == 1
    # 514.2: the effect ends in the cleanup step
    later = play(done.state, {"type": "advance", "to": "cleanup"})
    wand = chars(later.state, later.state.object("wand"))
    assert wand.name == "Retributive Wand" and not wand.is_type("Creature")


def test_the_copy_outlasts_saheeli_herself() -> None:
    done = _minus_two(_board(loyalty=2), "wand", "millstone")
    assert done.state.object("saheeli").zone is Zone.GRAVEYARD  # 704.5i: no loyalty left
    wand = chars(done.state, done.state.object("wand"))
    assert wand.name == "Millstone" and wand.is_type("Artifact")


def test_it_copies_only_your_own_and_another_target_115_3() -> None:
    with pytest.raises(IllegalAction):
        _minus_two(_board(), "wand", "wurm")
    with pytest.raises(IllegalAction):
        _minus_two(_board(), "wand", "wand")
    with pytest.raises(IllegalAction):
        _minus_two(_board(), "bears", "wand")  # the first target must be an artifact
