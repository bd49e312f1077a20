"""A sentence that runs only if its condition holds as the spell reaches it (608.2c): Fated
Conflagration ("~ deals 5 damage to target creature or planeswalker. If it's your turn, scry 2.")
scries only when cast on its controller's turn; Feed the Cauldron ("Destroy target creature with
mana value 3 or less. If it's your turn, create a Food token.") likewise creates its Food. Both
are compiled from the 2026 card file's Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

FATED = "Fated Conflagration"
CAULDRON = "Feed the Cauldron"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FATED, CAULDRON)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (FATED, "If it's your turn, scry 2."),
        (CAULDRON, "If it's your turn, create a Food token."),
    ],
)
def test_608_2c_the_conditional_sentence_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed.endswith(line)


def _board(active: str, card: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": active, "step": "precombat_main"},
    )


def _cast(active: str, card: str) -> GameState:
    # Both are instants: Alice casts hers on either player's turn.
    action = {"type": "cast", "object": "spell", "targets": ["bears"], "free": True}
    return play(_board(active, card), action).state


def test_608_2c_on_your_turn_the_scry_happens() -> None:
    state = _cast("A", FATED)
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.rule.startswith("701.22")
    done = play(state, RESOLVE, ["bottom", "bottom"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")][0] == "l2"
    assert cites(done.log, "701.22a")


def test_608_2c_on_an_opponents_turn_it_doesnt() -> None:
    done = play(_cast("B", FATED), RESOLVE)
    assert done.pending is None
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["l0", "l1", "l2"]
    assert not cites(done.log, "701.22a")


@pytest.mark.parametrize(("active", "foods"), [("A", 1), ("B", 0)])
def test_608_2c_the_food_only_on_your_turn(active: str, foods: int) -> None:
    done = play(_cast(active, CAULDRON), RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert len([o for o in done.state.battlefield if o.card == "Food Token"]) == foods
