""" "Discard up to two cards, then draw that many cards." (Kinetic Augur) and "discard any number
of cards, then draw that many cards" (Cavalier of Flame): the player chooses the cards as the
ability resolves (608.2d, 107.1c: any number includes none), and "that many" is how many the
earlier instruction discarded (608.2c). Cards compiled from their Oracle text in the 2026 card
file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

AUGUR = "Kinetic Augur"
CAVALIER = "Cavalier of Flame"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, AUGUR, CAVALIER)


def test_608_2c_kinetic_augur_compiles_and_prints_back() -> None:
    compiled = compile_record(records(AUGUR)[AUGUR])
    assert compiled.label == AUTOMATED
    assert "discard up to two cards, then draw that many cards" in compiled.printed


def test_608_2c_cavaliers_line_is_applied() -> None:
    compiled = compile_record(records(CAVALIER)[CAVALIER])
    line = next(x for x in compiled.lines if "that many" in x.text)
    assert line.applied


def _entered(card: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "creature", "card": card},
                {"id": "h1", "card": "Island"},
                {"id": "h2", "card": "Mountain"},
                {"id": "h3", "card": "Forest"},
            ],
            "library": [{"id": f"l{i}", "card": "Plains"} for i in range(5)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "creature", "free": True})
    return play(cast.state, {"type": "resolve"}).state  # it enters; its ability triggers


def test_608_2c_kinetic_augur_draws_as_many_as_it_discarded() -> None:
    state = _entered(AUGUR)
    asked = pending(state, {"type": "resolve"}).pending
    assert asked is not None and {o.id for o in asked.options} >= {"done", "h1", "h2", "h3"}
    done = play(state, {"type": "resolve"}, ["h1", "h2"])  # up to two: no third question
    hand = {o.id for o in done.state.zone(Zone.HAND, "A")}
    assert {"h1", "h2"}.isdisjoint(hand) and "h3" in hand
    assert len(hand) == 3  # h3 and two cards drawn
    assert {o.id for o in done.state.zone(Zone.GRAVEYARD, "A")} == {"h1", "h2"}
    assert cites(done.log, "608.2d")


def test_107_1c_kinetic_augur_discarding_none_draws_none() -> None:
    done = play(_entered(AUGUR), {"type": "resolve"}, ["done"])
    assert len(done.state.zone(Zone.HAND, "A")) == 3
    assert len(done.state.zone(Zone.LIBRARY, "A")) == 5


def test_608_2c_cavalier_of_flame_any_number() -> None:
    done = play(_entered(CAVALIER), {"type": "resolve"}, ["h1", "h2", "h3"])
    hand = {o.id for o in done.state.zone(Zone.HAND, "A")}
    assert len(hand) == 3 and hand.isdisjoint({"h1", "h2", "h3"})
    assert len(done.state.zone(Zone.LIBRARY, "A")) == 2
