"""The top of a library looked at without a keyword action (608.2c): Taigam's Scheming ("Look at
the top five cards of your library. Put any number of them into your graveyard and the rest back
on top of your library in any order.") and Ponder ("Look at the top three cards of your library,
then put them back in any order. You may shuffle. Draw a card."), compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

RECORDS: dict[str, dict[str, Any]] = {
    "Taigam's Scheming": {
        "name": "Taigam's Scheming",
        "mana_cost": "{1}{U}",
        "type_line": "Sorcery",
        "oracle_text": "Look at the top five cards of your library. Put any number of them into "
        "your graveyard and the rest back on top of your library in any order.",
        "colors": ["U"],
    },
    "Ponder": {
        "name": "Ponder",
        "mana_cost": "{U}",
        "type_line": "Sorcery",
        "oracle_text": "Look at the top three cards of your library, then put them back in any "
        "order. You may shuffle.\nDraw a card.",
        "colors": ["U"],
    },
}
LIBRARY = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Shock"]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"]


def _cast(card: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "library": [{"id": f"l{i}", "card": c} for i, c in enumerate(LIBRARY)],
        },
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "spell", "free": True}).state


def _library(state: GameState) -> list[str]:
    return [o.id for o in state.zone(Zone.LIBRARY, "A")]


def test_taigams_scheming_mills_the_chosen_and_orders_the_rest() -> None:
    state = _cast("Taigam's Scheming")
    # For l0..l4 from the top: keep l0, drop l1, keep l2, drop l3 and l4; then l2 goes on top.
    answers = ["top", "graveyard", "top", "graveyard", "graveyard", "l2"]
    resolved = play(state, {"type": "resolve"}, answers)
    after = resolved.state
    assert _library(after) == ["l2", "l0", "l5"]
    assert {"l1", "l3", "l4"} <= {o.id for o in after.zone(Zone.GRAVEYARD, "A")}
    assert cites(resolved.log, "608.2c") and not cites(resolved.log, "701.25a")  # no surveil


def test_ponder_keeps_the_order_chosen_when_not_shuffling_then_draws() -> None:
    state = _cast("Ponder")
    after = play(state, {"type": "resolve"}, ["l2", "l0", "keep"]).state
    assert [o.id for o in after.zone(Zone.HAND, "A")] == ["l2"]
    assert _library(after)[:2] == ["l0", "l1"]


def test_ponder_may_shuffle_701_24a() -> None:
    state = _cast("Ponder")
    asked = pending(state, {"type": "resolve"}, ["l2", "l0"])
    assert {o.id for o in asked.pending.options} == {"shuffle", "keep"}
    shuffled = play(state, {"type": "resolve"}, ["l2", "l0", "shuffle"])
    assert cites(shuffled.log, "701.24a")
    assert len(shuffled.state.zone(Zone.HAND, "A")) == 1
    assert len(_library(shuffled.state)) == 5
