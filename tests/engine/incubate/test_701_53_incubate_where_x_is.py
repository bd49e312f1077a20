"""Incubate X with X defined as a value of an object the ability names (701.53a, 107.3a, 608.2h):
"When ~ dies, incubate X, where X is its power." (Furnace Gremlin: its last known power, pumped
before it died) and "Whenever you cast a noncreature spell, incubate X, where X is that spell's
mana value." (Chrome Host Seedshark: the spell's mana value with X as chosen, 202.3e; as it last
existed on the stack once it has been countered, 608.2h). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

GREMLIN = "Furnace Gremlin"
SEEDSHARK = "Chrome Host Seedshark"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GREMLIN, SEEDSHARK)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (GREMLIN, "When ~ dies, incubate X, where X is its power."),
        (
            SEEDSHARK,
            "Whenever you cast a noncreature spell, incubate X, where X is that spell's mana "
            "value.",
        ),
    ],
)
def test_107_3a_where_x_is_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _incubators(state: GameState) -> list[int]:
    return sorted(o.counter("+1/+1") for o in state.battlefield if o.token)


def test_608_2h_its_power_is_the_last_known_power_of_the_dead_gremlin() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "gremlin", "card": GREMLIN}],
        },
        {"id": "B"},
    )
    pump = {"type": "activate", "object": "gremlin", "ability": 0, "free": True}
    for _ in range(2):
        state = play(play(state, pump).state, RESOLVE).state  # +1/+0 twice: a 3/2
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["gremlin"], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object("gremlin").zone is Zone.GRAVEYARD
    done = play(died.state, RESOLVE)
    assert _incubators(done.state) == [3]  # 1 printed + 2 until end of turn, as it last existed
    assert cites(done.log, "701.53a") and cites(done.log, "608.2h")


def _seedshark_board(*hand: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": f"h{i}", "card": c} for i, c in enumerate(hand)],
            "battlefield": [{"id": "shark", "card": SEEDSHARK}],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(4)],
        },
        {"id": "B"},
    )


def test_202_3_that_spells_mana_value() -> None:
    cast = play(_seedshark_board("Divination"), {"type": "cast", "object": "h0", "free": True})
    done = play(cast.state, RESOLVE)  # the trigger, above the spell
    assert _incubators(done.state) == [3]
    assert done.state.object("h0").zone is Zone.STACK
    assert cites(done.log, "107.3a")


def test_202_3e_x_counts_as_chosen_for_that_spells_mana_value() -> None:
    state = _seedshark_board("Blaze")
    cast = play(state, {"type": "cast", "object": "h0", "targets": ["B"], "x": 2, "free": True})
    done = play(cast.state, RESOLVE)
    assert _incubators(done.state) == [3]  # {X}{R} with X = 2


def test_608_2h_a_countered_spell_counts_as_it_last_existed_on_the_stack() -> None:
    state = _seedshark_board("Divination", "Counterspell")
    cast = play(state, {"type": "cast", "object": "h0", "free": True}).state
    # In response to the trigger, Counterspell (itself a noncreature spell) counters Divination.
    countering = {"type": "cast", "object": "h1", "targets": ["h0"], "free": True}
    cast = play(cast, countering).state
    second = play(cast, RESOLVE)  # Counterspell's trigger: mana value 2
    assert _incubators(second.state) == [2]
    countered = play(second.state, RESOLVE)
    assert countered.state.object("h0").zone is Zone.GRAVEYARD
    done = play(countered.state, RESOLVE)  # Divination's trigger, the spell gone
    assert _incubators(done.state) == [2, 3]
    assert cites(done.log, "608.2h")
