"""Qualities of the entering permanent (603.6a): "a nontoken creature" (111.1) and "another
creature with power N or less" (208.1), as it is on the battlefield. Cards compiled from their
Oracle text in the 2026 card file: Blessed Sanctuary, Serra Redeemer."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SANCTUARY = "Blessed Sanctuary"
REDEEMER = "Serra Redeemer"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SANCTUARY, REDEEMER, "Hill Giant")


@pytest.mark.parametrize("name", [SANCTUARY, REDEEMER])
def test_603_6a_the_trigger_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    line = next(line for line in compiled.lines if line.text.startswith("Whenever"))
    assert line.applied, line.reason
    if name != "Blessed Sanctuary" and name != "Jo Grant":  # both have a line left unapplied
        assert compiled.label == AUTOMATED


def _cast(battlefield: list[dict[str, Any]], creature: str) -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "new", "card": creature}],
            "battlefield": battlefield,
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "new", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    return entered, resolve_all(entered.state)


def test_603_6a_a_nontoken_creature_makes_one_unicorn_not_more() -> None:
    entered, done = _cast([{"id": "sanctuary", "card": SANCTUARY}], "Grizzly Bears")
    assert cites(entered.log, "603.2")
    creatures = [o for o in done.zone(Zone.BATTLEFIELD, "A") if o.id not in ("sanctuary",)]
    tokens = [o for o in creatures if o.token]
    # the Unicorn token entering doesn't trigger it again (111.1: it's a token)
    assert len(tokens) == 1
    assert len(creatures) == 2


def test_603_6a_power_2_or_less_gets_two_counters() -> None:
    _, done = _cast([{"id": "redeemer", "card": REDEEMER}], "Grizzly Bears")
    assert done.object("new").counters.get("+1/+1") == 2


def test_603_6a_power_3_doesnt_trigger() -> None:
    entered, done = _cast([{"id": "redeemer", "card": REDEEMER}], "Hill Giant")
    assert not done.object("new").counters.get("+1/+1")
    assert not cites(entered.log, "603.2")
