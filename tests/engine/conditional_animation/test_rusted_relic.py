"""A permanent that is a creature only while a condition holds (611.3a; layers 4 and 7b, 613.1d,
613.4b), compiled from Oracle text: Rusted Relic ("Metalcraft — Rusted Relic is a 5/5 Golem
artifact creature as long as you control three or more artifacts.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RELIC = {
    "name": "Rusted Relic",
    "mana_cost": "{4}",
    "type_line": "Artifact",
    "layout": "normal",
    "oracle_text": "Metalcraft \u2014 Rusted Relic is a 5/5 Golem artifact creature as long as "
    "you control three or more artifacts.",
}


@pytest.fixture(autouse=True)
def _relic_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Rusted Relic": RELIC})


def _board(artifacts: int, **relic: Any) -> GameState:
    others = [{"id": f"a{n}", "card": "Ornithopter"} for n in range(artifacts)]
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "relic", "card": "Rusted Relic", **relic}, *others],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
        },
        {"id": "B"},
    )


def test_rusted_relic_compiles_automated() -> None:
    compiled = compile_record(RELIC)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_with_three_artifacts_it_is_a_5_5_golem_artifact_creature_613_1d_613_4b() -> None:
    state = _board(2)  # the relic itself is the third artifact
    c = chars(state, state.object("relic"))
    assert c.is_type("Creature") and c.is_type("Artifact")
    assert "Golem" in c.subtypes
    assert (c.power, c.toughness) == (5, 5)


def test_with_two_artifacts_it_is_no_creature_611_3a() -> None:
    state = _board(1)
    c = chars(state, state.object("relic"))
    assert not c.is_type("Creature")
    assert c.power is None


def test_counters_still_modify_its_base_5_5_in_layer_7c() -> None:
    state = _board(2, counters={"+1/+1": 1})
    c = chars(state, state.object("relic"))
    assert (c.power, c.toughness) == (6, 6)


def test_as_a_creature_it_can_be_dealt_lethal_damage_704_5g() -> None:
    state = _board(2, damage=2)
    done = play(state, {"type": "cast", "object": "bolt", "targets": ["relic"], "free": True})
    dead = play(done.state, {"type": "resolve"})
    assert dead.state.object("relic").zone is Zone.GRAVEYARD
    assert cites(dead.log, "704.5g")


def test_losing_an_artifact_stops_it_being_a_creature() -> None:
    state = _board(2)
    bolt = {"type": "cast", "object": "bolt", "targets": ["a0"], "free": True}
    done = play(play(state, bolt).state, {"type": "resolve"}).state
    assert done.object("a0").zone is Zone.GRAVEYARD
    assert not chars(done, done.object("relic")).is_type("Creature")
