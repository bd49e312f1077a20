"""Garna, the Bloodflame: "Flash / When ~ enters, return to your hand all creature cards in your
graveyard that were put there from anywhere this turn. / Other creatures you control have haste."

The turn history remembers each card put into a graveyard this turn as the object it is there
(engine.mechanics.turn_history, 400.7): a creature card that died this turn returns, one that
was in the graveyard before the turn began doesn't, nor a noncreature card, nor a card in an
opponent's graveyard. Compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

GARNA = {
    "name": "Garna, the Bloodflame",
    "type_line": "Legendary Creature — Human Warrior",
    "mana_cost": "{3}{B}{R}",
    "layout": "normal",
    "power": "3",
    "toughness": "3",
    "oracle_text": "Flash\nWhen Garna, the Bloodflame enters, return to your hand all creature "
    "cards in your graveyard that were put there from anywhere this turn.\nOther creatures you "
    "control have haste.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Garna, the Bloodflame": GARNA})


def test_it_compiles_automated_and_prints_back_its_text() -> None:
    compiled = compile_record(GARNA)
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def _after_the_bolts() -> GameState:
    """Alice bolts her own Llanowar Elves and Bob's Grizzly Bears this turn; her graveyard
    already held a Grizzly Bears card from an earlier turn."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [
                {"id": "garna", "card": "Garna, the Bloodflame"},
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "bolt2", "card": "Lightning Bolt"},
            ],
            "battlefield": [{"id": "elves", "card": "Llanowar Elves"}],
            "graveyard": [{"id": "old", "card": "Grizzly Bears"}],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    for bolt, target in (("bolt", "elves"), ("bolt2", "bears")):
        cast = play(state, {"type": "cast", "object": bolt, "targets": [target], "free": True})
        state = play(cast.state, RESOLVE).state
        assert state.object(target).zone is Zone.GRAVEYARD
    return state


def _garna_enters(state: GameState) -> GameState:
    state = play(state, {"type": "cast", "object": "garna", "free": True}).state
    state = play(state, RESOLVE).state  # Garna enters; the trigger goes on the stack
    assert state.object("garna").zone is Zone.BATTLEFIELD
    return state


def test_the_creature_card_put_there_this_turn_returns_the_older_one_doesnt() -> None:
    done = play(_garna_enters(_after_the_bolts()), RESOLVE)
    state = done.state
    assert state.object("elves").zone is Zone.HAND  # died this turn (700.4)
    assert state.object("old").zone is Zone.GRAVEYARD  # there since an earlier turn
    assert state.object("bolt").zone is Zone.GRAVEYARD  # not a creature card
    assert state.object("bears").zone is Zone.GRAVEYARD  # Bob's graveyard, not "your"
    assert cites(done.log, "400.7") and cites(done.log, "608.2c")


def test_a_saved_document_keeps_the_turn_history() -> None:
    state = load(dump(_after_the_bolts()))
    done = play(_garna_enters(state), RESOLVE)
    assert done.state.object("elves").zone is Zone.HAND
