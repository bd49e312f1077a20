"""Persist (702.79a): "When this permanent is put into a graveyard from the battlefield, if it had
no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1
counter on it." An intervening "if" (603.4) that looks back in time (603.10a). Putrid Goblin (a
2/2) is compiled from its Oracle text ("Persist (reminder)").
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

PUTRID_GOBLIN = {
    "name": "Putrid Goblin",
    "type_line": "Creature — Zombie Goblin",
    "mana_cost": "{1}{B}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Persist (When this creature dies, if it had no -1/-1 counters on it, return "
    "it to the battlefield under its owner's control with a -1/-1 counter on it.)",
}


@pytest.fixture(autouse=True)
def _putrid_goblin_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Putrid Goblin": PUTRID_GOBLIN})


def _board(**goblin: Any) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "goblin", "card": "Putrid Goblin", **goblin}],
        },
        {"id": "B"},
    )


def test_putrid_goblin_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(PUTRID_GOBLIN)
    assert compiled.label == AUTOMATED
    assert compiled.definition.keywords == ("Persist",)


def test_putrid_goblin_dies_and_returns_with_a_minus_one_counter() -> None:
    cast = settle(
        _board(), {"type": "cast", "object": "murder", "targets": ["goblin"], "free": True}
    )
    died = settle(cast.state, {"type": "resolve"})
    assert cites(died.log, "603.2") and cites(died.log, "702.79a")
    done = resolve_all(died.state)
    returned = [o for o in done.battlefield if o.card == "Putrid Goblin"]
    assert len(returned) == 1
    goblin = returned[0]
    assert goblin.counter("-1/-1") == 1
    assert (chars(done, goblin).power, chars(done, goblin).toughness) == (1, 1)
    # a new object (400.7): a later timestamp than the goblin that died
    assert goblin.timestamp > cast.state.object("goblin").timestamp


def test_with_a_minus_one_counter_it_stays_in_the_graveyard_603_4() -> None:
    cast = settle(
        _board(counters={"-1/-1": 1}),
        {"type": "cast", "object": "murder", "targets": ["goblin"], "free": True},
    )
    resolved = settle(cast.state, {"type": "resolve"})
    assert cites(resolved.log, "603.4") and cites(resolved.log, "702.79a")
    assert not [o for o in resolved.state.battlefield if o.card == "Putrid Goblin"]
    assert resolved.state.object("goblin").zone is Zone.GRAVEYARD
