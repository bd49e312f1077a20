"""Proliferate, then proliferate again (701.34a, 608.2c): Contagion Engine ("When Contagion
Engine enters the battlefield, put a -1/-1 counter on each creature target player controls." /
"{4}, {T}: Proliferate, then proliferate again."). Each proliferate is whole: its choices are
made again. The first ability's group is the creatures of the target player (115.1, 611.2c).
Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

ENGINE = {
    "name": "Contagion Engine",
    "type_line": "Artifact",
    "mana_cost": "{6}",
    "layout": "normal",
    "keywords": ["Proliferate"],
    "oracle_text": "When Contagion Engine enters the battlefield, put a -1/-1 counter on each "
    "creature target player controls.\n{4}, {T}: Proliferate, then proliferate again. (Choose "
    "any number of permanents and/or players, then give each another counter of each kind "
    "already there. Then do it again.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Contagion Engine": ENGINE})


def test_contagion_engine_compiles_and_prints_back_701_34a() -> None:
    compiled = compile_record(ENGINE)
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "When ~ enters, put a -1/-1 counter on each creature target player controls.\n"
        "{4}, {T}: Proliferate, then proliferate again."
    )


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "engine", "card": "Contagion Engine"}],
            "battlefield": [{"id": "ogre", "card": "Gray Ogre", "counters": {"+1/+1": 1}}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )


def test_the_counters_go_on_each_creature_the_target_player_controls_611_2c() -> None:
    cast = play(_board(), {"type": "cast", "object": "engine", "free": True}).state
    on_stack = play(cast, RESOLVE, ["B"]).state
    done = play(on_stack, RESOLVE)
    assert done.state.object("giant").counter("-1/-1") == 1
    assert done.state.object("bears").counter("-1/-1") == 1
    assert done.state.object("ogre").counter("-1/-1") == 0


def test_proliferate_twice_each_with_its_own_choices_701_34a() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "engine", "card": "Contagion Engine"},
                {"id": "ogre", "card": "Gray Ogre", "counters": {"+1/+1": 1}},
            ],
        },
        {"id": "B", "poison": 1},
    )
    activated = play(state, {"type": "activate", "object": "engine", "ability": 1, "free": True})
    # the first proliferate: the Ogre, then player B; the second: the Ogre only
    done = play(activated.state, RESOLVE, ["add", "add", "add", "skip"])
    assert done.state.object("ogre").counter("+1/+1") == 3
    assert done.state.player("B").poison == 2
    assert cites(done.log, "701.34a")
