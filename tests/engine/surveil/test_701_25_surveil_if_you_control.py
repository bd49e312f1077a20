"""Surveil (701.25a) and scry (701.22a) in a sentence after another that runs only if you
control a permanent of a kind as the spell reaches it (608.2c): Failed Fording ("Return target
nonland permanent to its owner's hand. If you control a Desert, surveil 1.") and Fateful Absence
style "Exile target creature. If you control an enchantment, scry 2." The kind is read with the
permanents as they are then (613.1d), a subtype or a card type. Compiled from the Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

FORDING = {
    "name": "Failed Fording",
    "type_line": "Instant",
    "mana_cost": "{1}{U}",
    "layout": "normal",
    "keywords": ["Surveil"],
    "oracle_text": "Return target nonland permanent to its owner's hand. If you control a "
    "Desert, surveil 1. (Look at the top card of your library. You may put it into your "
    "graveyard.)",
}
EXILE_SCRY = {
    "name": "Test Banishing Light",
    "type_line": "Instant",
    "mana_cost": "{1}{W}",
    "layout": "normal",
    "oracle_text": "Exile target creature. If you control an enchantment, scry 2.",
}
RECORDS = {r["name"]: r for r in (FORDING, EXILE_SCRY)}
RESOLVE = {"type": "resolve"}
DESERT = {
    "id": "desert",
    "card": "Test Desert",
    "characteristics": {"types": ["Land"], "subtypes": ["Desert"]},
}
LIBRARY = [{"id": "c1", "card": "Shock"}, {"id": "c2", "card": "Island"}]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "sentence"),
    [
        ("Failed Fording", "If you control a Desert, surveil 1."),
        ("Test Banishing Light", "If you control an enchantment, scry 2."),
    ],
)
def test_the_card_compiles_automated_and_prints_the_sentence_back(name: str, sentence: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed.endswith(sentence)


def _fording(lands: list[dict[str, Any]]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "fording", "card": "Failed Fording"}],
            "battlefield": lands,
            "library": LIBRARY,
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def _cast_fording(state: GameState) -> Any:
    return play(state, {"type": "cast", "object": "fording", "targets": ["bears"], "free": True})


def test_with_a_desert_it_surveils_after_the_bounce_608_2c_701_25a() -> None:
    cast = _cast_fording(_fording([DESERT]))
    done = play(cast.state, RESOLVE, ["graveyard"])
    assert done.state.object("bears").zone is Zone.HAND
    assert done.state.object("c1").zone is Zone.GRAVEYARD
    assert cites(done.log, "608.2c") and cites(done.log, "701.25a")


def test_without_a_desert_it_only_bounces() -> None:
    cast = _cast_fording(_fording([{"id": "island", "card": "Island"}]))
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.HAND
    assert done.state.object("c1").zone is Zone.LIBRARY
    assert not cites(done.log, "701.25a")
    assert cites(done.log, "608.2c")


def _exile_scry(battlefield: list[dict[str, Any]]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Test Banishing Light"}],
            "battlefield": battlefield,
            "library": LIBRARY,
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def test_a_card_type_counts_too_701_22a() -> None:
    state = _exile_scry([{"id": "anthem", "card": "Glorious Anthem"}])
    cast = play(state, {"type": "cast", "object": "spell", "targets": ["bears"], "free": True})
    done = play(cast.state, RESOLVE, ["bottom", "top"])
    assert done.state.object("bears").zone is Zone.EXILE
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["c2", "c1"]
    assert cites(done.log, "701.22a")


def test_no_enchantment_no_scry() -> None:
    state = _exile_scry([{"id": "ring", "card": "Sol Ring"}])
    cast = play(state, {"type": "cast", "object": "spell", "targets": ["bears"], "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.EXILE
    assert not cites(done.log, "701.22a")
