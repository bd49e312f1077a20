"""Evolve (702.100a): "Whenever a creature you control enters, if that creature has greater power
or toughness than this creature, put a +1/+1 counter on this creature." An intervening "if"
(603.4), compared again as the ability resolves (702.100b). Cloudfin Raptor (a 0/1 flyer with
evolve) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

CLOUDFIN_RAPTOR = {
    "name": "Cloudfin Raptor",
    "type_line": "Creature — Bird Mutant",
    "mana_cost": "{U}",
    "power": "0",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Flying\nEvolve (Whenever a creature enters the battlefield under your "
    "control, if that creature has greater power or toughness than this creature, put a +1/+1 "
    "counter on this creature.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _raptor_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Cloudfin Raptor": CLOUDFIN_RAPTOR})


def _board(**raptor: object) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "memnite", "card": "Memnite"},
            ],
            "battlefield": [{"id": "raptor", "card": "Cloudfin Raptor", **raptor}],
        },
        {"id": "B", "hand": [{"id": "b_bears", "card": "Grizzly Bears"}]},
    )


def _pt(state: GameState) -> tuple[int | None, int | None]:
    c = chars(state, state.object("raptor"))
    return c.power, c.toughness


def test_cloudfin_raptor_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(CLOUDFIN_RAPTOR)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Flying\nEvolve"


def test_a_bigger_creature_entering_evolves_it_702_100a() -> None:
    cast = play(_board(), {"type": "cast", "object": "bears", "free": True})
    entered = play(cast.state, RESOLVE)
    assert cites(entered.log, "603.2") and cites(entered.log, "702.100a")
    done = resolve_all(entered.state)
    assert done.object("raptor").counter("+1/+1") == 1
    assert _pt(done) == (1, 2)


def test_a_creature_no_bigger_doesnt_trigger_603_4() -> None:
    # A 1/2 Raptor: Memnite (1/1) has neither greater power nor greater toughness.
    cast = play(_board(counters={"+1/+1": 1}), {"type": "cast", "object": "memnite", "free": True})
    entered = play(cast.state, RESOLVE)
    assert cites(entered.log, "603.4") and cites(entered.log, "702.100a")
    done = resolve_all(entered.state)
    assert done.object("raptor").counter("+1/+1") == 1


def test_bigger_by_the_time_it_resolves_it_doesnt_evolve_702_100b() -> None:
    cast = play(_board(), {"type": "cast", "object": "bears", "free": True})
    entered = play(cast.state, RESOLVE).state
    # With the trigger on the stack the Raptor grows to 2/3 (two counters put on it).
    grown = entered.with_object(entered.object("raptor").with_counters("+1/+1", 2))
    done = play(grown, RESOLVE)
    assert cites(done.log, "603.4")
    assert done.state.object("raptor").counter("+1/+1") == 2
