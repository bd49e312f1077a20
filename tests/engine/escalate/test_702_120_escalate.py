"""Escalate (702.120a): the spell costs its escalate cost more for each mode chosen beyond the
first (601.2f). Borrowed Hostility ({R} instant, "Escalate {3}", "Choose one or both —") is
compiled from its Oracle text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_text
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

HOSTILITY = compile_text(
    "Borrowed Hostility",
    "Instant",
    "Escalate {3} (Pay this cost for each mode chosen beyond the first.)\n"
    "Choose one or both —\n• Target creature gets +3/+0 until end of turn.\n"
    "• Target creature gains first strike until end of turn.",
    "{R}",
)


@pytest.fixture(autouse=True)
def borrowed_hostility() -> Iterator[None]:
    lookup = {"Borrowed Hostility": HOSTILITY.definition}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "hostility", "card": "Borrowed Hostility"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "mana_pool": pool,
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def test_borrowed_hostility_compiles_automated() -> None:
    assert HOSTILITY.label == AUTOMATED
    assert HOSTILITY.definition.escalate == "{3}"


def test_both_modes_cost_the_escalate_cost_once_more() -> None:
    action = {
        "type": "cast",
        "object": "hostility",
        "modes": [0, 1],
        "targets": ["bears", "bears"],
    }
    cast = play(alice({"R": 1, "C": 3}), action)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {R} and {3}
    assert cites(cast.log, "702.120a")
    done = play(cast.state, {"type": "resolve"})
    bears = chars(done.state, done.state.object("bears"))
    assert bears.power == 5 and bears.has("first strike")


def test_both_modes_without_the_escalate_mana_cant_be_cast() -> None:
    action = {
        "type": "cast",
        "object": "hostility",
        "modes": [0, 1],
        "targets": ["bears", "bears"],
    }
    with pytest.raises(IllegalAction):
        play(alice({"R": 1}), action)


def test_one_mode_costs_only_the_mana_cost() -> None:
    action = {"type": "cast", "object": "hostility", "mode": 0, "targets": ["bears"]}
    cast = play(alice({"R": 1}), action)
    assert not cites(cast.log, "702.120a")
    done = play(cast.state, {"type": "resolve"})
    bears = chars(done.state, done.state.object("bears"))
    assert bears.power == 5 and not bears.has("first strike")
