"""Two target players exchanging life totals (701.12c), compiled from Oracle text: Axis of
Mortality ("At the beginning of your upkeep, you may have two target players exchange life
totals.", an optional trigger, 603.5) and Soul Conduit. "two target players" is one instance of
the word "target": the same player can't be both (115.3)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

AXIS_OF_MORTALITY = {
    "name": "Axis of Mortality",
    "type_line": "Enchantment",
    "mana_cost": "{4}{W}{W}",
    "colors": ["W"],
    "layout": "normal",
    "keywords": [],
    "oracle_text": "At the beginning of your upkeep, you may have two target players exchange "
    "life totals.",
}
SOUL_CONDUIT = {
    "name": "Soul Conduit",
    "type_line": "Artifact",
    "mana_cost": "{6}",
    "colors": [],
    "layout": "normal",
    "keywords": [],
    "oracle_text": "{6}, {T}: Two target players exchange life totals.",
}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _axis_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Axis of Mortality": AXIS_OF_MORTALITY})


@pytest.mark.parametrize("record", [AXIS_OF_MORTALITY, SOUL_CONDUIT], ids=["axis", "conduit"])
def test_the_cards_compile_as_automated_and_print_their_text(record: Any) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.printed == record["oracle_text"]


def before_alices_turn() -> GameState:
    return board(
        {
            "id": "A",
            "life": 3,
            "battlefield": [{"id": "axis", "card": "Axis of Mortality"}],
            "library": [{"id": f"a{i}", "card": "Swamp"} for i in range(3)],
        },
        {"id": "B", "life": 17, "library": [{"id": f"b{i}", "card": "Swamp"} for i in range(3)]},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )


def test_axis_of_mortality_may_exchange_the_two_targets_life_totals_701_12c() -> None:
    upkeep = play(before_alices_turn(), NEXT_UPKEEP, ["A"])  # then B: the only other player
    assert cites(upkeep.log, "603.3d")
    asked = pending(upkeep.state, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.rule == "603.5"
    declined = play(upkeep.state, RESOLVE, ["no"]).state
    assert (declined.player("A").life, declined.player("B").life) == (3, 17)
    done = play(upkeep.state, RESOLVE, ["yes"])
    assert (done.state.player("A").life, done.state.player("B").life) == (17, 3)
    assert cites(done.log, "701.12c")


def test_axis_of_mortality_cant_target_the_same_player_twice_115_3() -> None:
    first = pending(before_alices_turn(), NEXT_UPKEEP).pending
    assert first is not None and first.rule == "603.3d"
    assert [option.id for option in first.options] == ["A", "B"]
    # After B is the first target, A is the only player left for the second (115.3): the
    # engine asks nothing more, and a second answer "B" is refused as not needed.
    upkeep = play(before_alices_turn(), NEXT_UPKEEP, ["B"])
    assert upkeep.pending is None
    (trigger,) = upkeep.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.targets == ("B", "A")
    done = play(upkeep.state, RESOLVE, ["yes"]).state
    assert (done.player("A").life, done.player("B").life) == (17, 3)
