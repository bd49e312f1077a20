"""Goad (701.15): until the goading player's next turn the creature is goaded (701.15a): it attacks
each combat if able and attacks a player other than the goading player if able (701.15b); the
same player goading it again adds nothing (701.15d). Laser Screwdriver ("{3}, {T}: Goad target
creature.") is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.mechanics.goad import goaders
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SCREWDRIVER = {
    "name": "Laser Screwdriver",
    "type_line": "Artifact",
    "mana_cost": "{3}",
    "layout": "normal",
    "keywords": ["Goad", "Surveil"],
    "oracle_text": "{T}: Add one mana of any color.\n{1}, {T}: Tap target artifact.\n{2}, {T}: "
    "Surveil 1. (Look at the top card of your library. You may put that card into your "
    "graveyard.)\n{3}, {T}: Goad target creature. (Until your next turn, it attacks each combat "
    "if able and attacks a player other than you if able.)",
}
OCEANUS = {
    "name": "Oceanus Dragon",
    "type_line": "Creature — Dragon",
    "mana_cost": "{4}{U}{U}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Flying", "Goad"],
    "oracle_text": "Flying\nWhen Oceanus Dragon enters the battlefield, tap target creature an "
    "opponent controls. Goad it. (Until your next turn, those creatures attack each combat if "
    "able and attack a player other than you if able.)",
}
GOAD = {
    "type": "activate",
    "object": "screwdriver",
    "ability": 3,
    "free": True,
    "targets": ["bears"],
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Laser Screwdriver": SCREWDRIVER, "Oceanus Dragon": OCEANUS})


def test_goad_compiles_and_prints_back() -> None:
    compiled = compile_record(SCREWDRIVER)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[-1] == "{3}, {T}: Goad target creature."


def _goaded(*more: dict[str, Any], **doc: Any) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "screwdriver", "card": "Laser Screwdriver"}],
            "library": [{"id": "a1", "card": "Forest"}, {"id": "a2", "card": "Forest"}],
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": "b1", "card": "Forest"}, {"id": "b2", "card": "Forest"}],
        },
        *more,
        **doc,
    )
    activated = play(state, GOAD)
    done = play(activated.state, {"type": "resolve"})
    assert goaders(done.state, "bears") == ("A",)
    assert cites(done.log, "701.15a")
    return done.state


def _bs_attack_step(state: GameState) -> GameState:
    state = play(state, {"type": "advance", "to": "declare_attackers", "turn": "next"}).state
    assert state.turn.active_player == "B"
    return state


def test_a_goaded_creature_attacks_each_combat_if_able_701_15b() -> None:
    state = _bs_attack_step(_goaded())
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "attack", "attackers": {}})
    assert refused.value.rule == "701.15b"
    attacked = play(state, {"type": "attack", "attackers": {"bears": "A"}})
    assert attacked.state.object("bears").tapped


def test_it_attacks_a_player_other_than_the_goader_if_able_701_15b() -> None:
    state = _bs_attack_step(_goaded({"id": "C"}, format="free_for_all"))
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "attack", "attackers": {"bears": "A"}})
    assert refused.value.rule == "701.15b"
    play(state, {"type": "attack", "attackers": {"bears": "C"}})


def test_goading_again_adds_nothing_701_15d() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "screwdriver", "card": "Laser Screwdriver"},
                {"id": "second", "card": "Laser Screwdriver"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    state = play(state, GOAD).state
    state = play(state, {**GOAD, "object": "second"}).state
    state = play(state, {"type": "resolve"}).state
    done = play(state, {"type": "resolve"})
    assert cites(done.log, "701.15d")
    assert len([e for e in done.state.effects if e.kind == "goaded"]) == 1


def test_goad_ends_at_the_goaders_next_turn() -> None:
    state = play(_goaded(), {"type": "advance", "to": "upkeep", "turn": "next"}).state
    state = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert state.turn.active_player == "A"
    assert goaders(state, "bears") == ()


def test_goad_it_goads_the_target_the_sentence_before_named() -> None:
    compiled = compile_record(OCEANUS)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[-1] == (
        "When ~ enters, tap target creature an opponent controls. Goad it."
    )
    state = board(
        {"id": "A", "hand": [{"id": "dragon", "card": "Oceanus Dragon"}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "dragon", "free": True})
    entered = play(cast.state, {"type": "resolve"})  # the only legal target is chosen (603.3d)
    done = play(entered.state, {"type": "resolve"})
    assert done.state.object("bears").tapped
    assert goaders(done.state, "bears") == ("A",)
    assert cites(done.log, "701.15a")
