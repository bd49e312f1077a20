"""Amass Orcs X, where X is that spell's mana value (701.47a, 107.3a, 202.3): "Whenever you cast
a noncreature spell, amass Orcs X, where X is that spell's mana value." (Saruman, the White Hand;
its line about ward isn't compiled). The X is the cast spell's mana value (601.2i: the spell the
trigger event names), read as the ability resolves (608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SARUMAN = "Saruman, the White Hand"
LINE = "Whenever you cast a noncreature spell, amass Orcs X, where X is that spell's mana value."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SARUMAN)


def test_107_3a_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(SARUMAN)[SARUMAN])
    (line,) = [line for line in compiled.lines if line.text == LINE]
    assert line.applied
    assert LINE in compiled.printed.split("\n")


def test_701_47a_an_orc_army_with_as_many_counters_as_the_spells_mana_value() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "div", "card": "Divination"}, {"id": "bears", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "saruman", "card": SARUMAN}],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "div", "free": True})
    done = play(cast.state, {"type": "resolve"})
    (army,) = [o for o in done.state.battlefield if "Army" in chars(done.state, o).subtypes]
    assert army.counter("+1/+1") == 3 and "Orc" in chars(done.state, army).subtypes
    assert cites(done.log, "701.47a") and cites(done.log, "107.3a")
    # a creature spell doesn't trigger it: only the spell is on the stack
    resolved = play(done.state, {"type": "resolve"}).state
    creature = play(resolved, {"type": "cast", "object": "bears", "free": True})
    assert [o.id for o in creature.state.zone(Zone.STACK)] == ["bears"]
