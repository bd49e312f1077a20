"""A player's verbs joined in one sentence, the subject said once (608.2c: in the order written):
"Target player mills two cards, draws two cards, and loses 2 life." (Atrocious Experiment),
"You draw two cards, lose 2 life, then mill two cards." (Funeral Rites), "Target opponent
discards two cards, mills two cards, and loses 2 life." (Demogorgon's Clutches). Mill is
701.17a; a player mills no more cards than their library holds (701.17b). Compiled from their
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record, compile_text
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

EXPERIMENT = "Atrocious Experiment"
RITES = "Funeral Rites"
CLUTCHES = "Demogorgon's Clutches"
REVELATION = "Horrifying Revelation"
CARDS = (EXPERIMENT, RITES, CLUTCHES, REVELATION)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS)


@pytest.mark.parametrize("name", CARDS)
def test_701_17a_predicate_chains_compile_automated(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def test_701_17a_a_verb_in_the_wrong_form_is_not_read() -> None:
    compiled = compile_text(
        "Test Chain",
        "Sorcery",
        "Target player mills two cards, draw two cards, and loses 2 life.",
    )
    assert not compiled.lines[0].applied


def _library(who: str, count: int) -> list[dict[str, str]]:
    return [{"id": f"{who.lower()}{i}", "card": "Forest"} for i in range(count)]


def _ids(state: GameState, zone: Zone, player: str) -> list[str]:
    return sorted(o.id for o in state.zone(zone, player))


def test_701_17a_target_player_mills_then_draws_then_loses_life_608_2c() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": EXPERIMENT}], "library": _library("A", 3)},
        {"id": "B", "library": _library("B", 5)},
    )
    action = {"type": "cast", "object": "spell", "targets": ["B"], "free": True}
    result = play(play(state, action).state, {"type": "resolve"})
    done = result.state
    # the top two cards are milled first, the next two drawn (608.2c: in the order written)
    assert _ids(done, Zone.GRAVEYARD, "B") == ["b0", "b1"]
    assert _ids(done, Zone.HAND, "B") == ["b2", "b3"]
    assert done.player("B").life == 18
    assert done.player("A").life == 20
    assert len(done.zone(Zone.LIBRARY, "A")) == 3
    assert cites(result.log, "701.17a")


def test_701_17b_you_draw_lose_life_then_mill_what_is_left() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": RITES}], "library": _library("A", 3)},
        {"id": "B", "library": _library("B", 3)},
    )
    action = {"type": "cast", "object": "spell", "free": True}
    result = play(play(state, action).state, {"type": "resolve"})
    done = result.state
    # two drawn, then only one card is left to mill (701.17b)
    assert _ids(done, Zone.HAND, "A") == ["a0", "a1"]
    assert _ids(done, Zone.GRAVEYARD, "A") == ["a2", "spell"]
    assert done.player("A").life == 18
    assert not done.zone(Zone.GRAVEYARD, "B")
    assert cites(result.log, "701.17a")


def test_701_17a_target_opponent_discards_mills_and_loses_life() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": CLUTCHES}], "library": _library("A", 3)},
        {
            "id": "B",
            "hand": [{"id": "h0", "card": "Island"}, {"id": "h1", "card": "Island"}],
            "library": _library("B", 4),
        },
    )
    action = {"type": "cast", "object": "spell", "targets": ["B"], "free": True}
    result = play(play(state, action).state, {"type": "resolve"})
    done = result.state
    assert _ids(done, Zone.GRAVEYARD, "B") == ["b0", "b1", "h0", "h1"]
    assert not done.zone(Zone.HAND, "B")
    assert done.player("B").life == 18
    assert len(done.zone(Zone.LIBRARY, "B")) == 2
