"""A permanent that becomes a creature whose power and toughness count its counters (613.1d,
613.4b, 604.3a, 613.7a), and "enters with X charge counters" (107.3m, 614.1c), compiled from
Oracle text: Chimeric Mass."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

MASS = {
    "name": "Chimeric Mass",
    "mana_cost": "{X}",
    "type_line": "Artifact",
    "layout": "normal",
    "oracle_text": "Chimeric Mass enters the battlefield with X charge counters on it.\n{1}: "
    'Until end of turn, Chimeric Mass becomes a Construct artifact creature with "This '
    "creature's power and toughness are each equal to the number of charge counters on it.\"",
}
ANIMATE = {"type": "activate", "object": "mass", "ability": 1}


@pytest.fixture(autouse=True)
def _mass_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Chimeric Mass": MASS})


def _board(charge: int) -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"C": 2},
            "battlefield": [
                {"id": "mass", "card": "Chimeric Mass", "counters": {"charge": charge}}
            ],
            "hand": [
                {"id": "cast_mass", "card": "Chimeric Mass"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
        },
        {"id": "B"},
    )


def test_chimeric_mass_compiles_automated() -> None:
    compiled = compile_record(MASS)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_it_enters_with_x_charge_counters_107_3m_614_1c() -> None:
    cast = {"type": "cast", "object": "cast_mass", "x": 3, "free": True}
    done = play(play(_board(0), cast).state, {"type": "resolve"})
    assert done.state.object("cast_mass").zone is Zone.BATTLEFIELD
    assert done.state.object("cast_mass").counter("charge") == 3
    assert cites(done.log, "614.1c")


def test_activated_it_is_a_construct_artifact_creature_counting_its_counters_613_4b() -> None:
    state = _board(3)
    assert not chars(state, state.object("mass")).is_type("Creature")
    done = play(play(state, ANIMATE).state, {"type": "resolve"})
    c = chars(done.state, done.state.object("mass"))
    assert c.is_type("Creature") and c.is_type("Artifact")
    assert "Construct" in c.subtypes
    assert (c.power, c.toughness) == (3, 3)
    assert cites(done.log, "613.4b")


def test_counters_put_on_later_change_its_power_and_toughness() -> None:
    done = play(play(_board(2), ANIMATE).state, {"type": "resolve"}).state
    mass = done.object("mass").with_counters("charge", 2)
    done = done.with_object(mass)
    assert (chars(done, mass).power, chars(done, mass).toughness) == (4, 4)


def test_it_stops_being_a_creature_at_end_of_turn_514_2() -> None:
    done = play(play(_board(2), ANIMATE).state, {"type": "resolve"}).state
    ended = play(done, {"type": "advance", "to": "cleanup"}).state
    assert not chars(ended, ended.object("mass")).is_type("Creature")


def test_with_no_counters_it_dies_as_a_0_0_creature_704_5f() -> None:
    done = play(play(_board(0), ANIMATE).state, {"type": "resolve"})
    assert done.state.object("mass").zone is Zone.GRAVEYARD
    assert cites(done.log, "704.5f")
