""" "Whenever one or more [other] [nontoken] creatures [you control] die" (700.4, 603.10a): one
trigger event for the creatures that die at once (603.2c), whoever controlled them, each read
as it last existed on the battlefield. Cards compiled from their Oracle text in the 2026 card
file: Morbid Opportunist, Vengeful Townsfolk, Great Fierce Bee, Sengir Connoisseur, Homicide
Investigator."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

OPPORTUNIST = "Morbid Opportunist"  # one or more other creatures die: draw (once each turn)
TOWNSFOLK = "Vengeful Townsfolk"  # one or more other creatures you control die: +1/+1 counter
CARDS = (OPPORTUNIST, TOWNSFOLK, "Great Fierce Bee", "Sengir Connoisseur", "Homicide Investigator")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS, "Pyroclasm")


@pytest.mark.parametrize("name", CARDS)
def test_603_10a_the_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "one or more" in compiled.printed


def _pyroclasm(mine: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> Any:
    state = board(
        {
            "id": "A",
            "battlefield": mine,
            "hand": [{"id": "spell", "card": "Pyroclasm"}],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(4)],
        },
        {"id": "B", "battlefield": theirs},
    )
    cast = play(state, {"type": "cast", "object": "spell", "targets": [], "free": True})
    return play(cast.state, {"type": "resolve"})


def _waiting(state: GameState) -> int:
    return len(state.pending_triggers) + len(state.zone(Zone.STACK))


def test_603_2c_creatures_of_both_players_dying_at_once_trigger_once() -> None:
    done = _pyroclasm(
        [{"id": "opp", "card": OPPORTUNIST}, {"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "elves", "card": "Llanowar Elves"}, {"id": "b_bears", "card": "Grizzly Bears"}],
    )
    assert {"bears", "elves", "b_bears"} <= {o.id for o in done.state.zone(Zone.GRAVEYARD, "A")} | {
        o.id for o in done.state.zone(Zone.GRAVEYARD, "B")
    }
    assert _waiting(done.state) == 1
    assert cites(done.log, "603.2c")
    state = resolve_all(done.state)
    assert len(state.zone(Zone.HAND, "A")) == 1


def test_603_2c_only_your_creatures_count_for_townsfolk() -> None:
    theirs_only = _pyroclasm(
        [{"id": "folk", "card": TOWNSFOLK}], [{"id": "elves", "card": "Llanowar Elves"}]
    )
    assert _waiting(theirs_only.state) == 0
    mine = _pyroclasm(
        [
            {"id": "folk", "card": TOWNSFOLK},
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "elves", "card": "Llanowar Elves"},
        ],
        [],
    )
    state = resolve_all(mine.state)
    assert state.object("folk").counter("+1/+1") == 1  # one trigger for the two
