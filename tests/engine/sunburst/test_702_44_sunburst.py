"""Sunburst (702.44a): a permanent enters with a counter for each color of mana spent to cast it,
+1/+1 counters on a creature and charge counters otherwise; none unless it was cast and colored
mana was spent (702.44b). Etched Oracle (a creature) and Pentad Prism (an artifact) of the 2026
card file are compiled from their Oracle text (engine.mechanics.sunburst)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ORACLE = "Etched Oracle"
PRISM = "Pentad Prism"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ORACLE, PRISM)


@pytest.mark.parametrize("name", [ORACLE, PRISM])
def test_702_44a_sunburst_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed.splitlines()[0] == "Sunburst"


def _cast(card: str, pool: dict[str, int]) -> Any:
    state = board({"id": "A", "mana_pool": pool, "hand": [{"id": "it", "card": card}]}, {"id": "B"})
    cast = settle(state, {"type": "cast", "object": "it"})
    assert cast.state.player("A").mana_pool.to_json() == {}
    return play(cast.state, RESOLVE)


def test_702_44a_a_creature_gets_a_plus_one_counter_for_each_color() -> None:
    done = _cast(ORACLE, {"W": 1, "U": 1, "B": 1, "C": 1})  # {4}: three colors and colorless
    oracle = done.state.object("it")
    assert oracle.zone is Zone.BATTLEFIELD
    assert oracle.counter("+1/+1") == 3 and oracle.counter("charge") == 0
    shown = chars(done.state, oracle)
    assert (shown.power, shown.toughness) == (3, 3)  # a 0/0 with three counters
    assert cites(done.log, "702.44a") and cites(done.log, "614.1c")


def test_702_44a_a_noncreature_gets_charge_counters() -> None:
    done = _cast(PRISM, {"R": 1, "G": 1})
    prism = done.state.object("it")
    assert prism.counter("charge") == 2 and prism.counter("+1/+1") == 0
    assert cites(done.log, "702.44a")


def test_702_44b_colorless_mana_only_gives_no_counter() -> None:
    done = _cast(PRISM, {"C": 2})
    assert done.state.object("it").counter("charge") == 0
    assert cites(done.log, "702.44b")
