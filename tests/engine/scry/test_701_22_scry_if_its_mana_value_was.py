"""Scry (701.22a) and surveil (701.25a) in a sentence that runs only if the spell's target had
mana value N or less (608.2c), read as the target last existed on the battlefield once the
spell's first sentence moved it (608.2h): Fading Hope ("Return target creature to its owner's
hand. If its mana value was 3 or less, scry 1.") and Consuming Ashes ("Exile target creature.
If it had mana value 3 or less, surveil 2."). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

FADING_HOPE = {
    "name": "Fading Hope",
    "type_line": "Instant",
    "mana_cost": "{U}",
    "layout": "normal",
    "keywords": ["Scry"],
    "oracle_text": "Return target creature to its owner's hand. If its mana value was 3 or "
    "less, scry 1. (Look at the top card of your library. You may put that card on the "
    "bottom.)",
}
CONSUMING_ASHES = {
    "name": "Consuming Ashes",
    "type_line": "Instant",
    "mana_cost": "{3}{B}{B}",
    "layout": "normal",
    "keywords": ["Surveil"],
    "oracle_text": "Exile target creature. If it had mana value 3 or less, surveil 2. (Look at "
    "the top two cards of your library, then put any number of them into your graveyard and "
    "the rest on top of your library in any order.)",
}
RECORDS = {r["name"]: r for r in (FADING_HOPE, CONSUMING_ASHES)}
RESOLVE = {"type": "resolve"}
LIBRARY = [{"id": "c1", "card": "Shock"}, {"id": "c2", "card": "Island"}]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "sentence"),
    [
        ("Fading Hope", "If its mana value was 3 or less, scry 1."),
        ("Consuming Ashes", "If it had mana value 3 or less, surveil 2."),
    ],
)
def test_the_card_compiles_automated_and_prints_the_sentence_back(name: str, sentence: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed.endswith(sentence)


def _board(spell: str, creature: str) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "spell", "card": spell}], "library": LIBRARY},
        {"id": "B", "battlefield": [{"id": "it", "card": creature}]},
    )


def _cast(spell: str, creature: str) -> Any:
    state = _board(spell, creature)
    return play(state, {"type": "cast", "object": "spell", "targets": ["it"], "free": True})


def test_a_two_drop_bounced_then_scry_608_2h_701_22a() -> None:
    cast = _cast("Fading Hope", "Grizzly Bears")
    done = play(cast.state, RESOLVE, ["bottom"])
    assert done.state.object("it").zone is Zone.HAND
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["c2", "c1"]
    assert cites(done.log, "608.2h") and cites(done.log, "701.22a")


def test_a_four_drop_bounced_no_scry_608_2c() -> None:
    cast = _cast("Fading Hope", "Hill Giant")
    done = play(cast.state, RESOLVE)
    assert done.state.object("it").zone is Zone.HAND
    assert not cites(done.log, "701.22a")
    assert cites(done.log, "608.2c")


def test_exiled_two_drop_then_surveil_two_701_25a() -> None:
    cast = _cast("Consuming Ashes", "Grizzly Bears")
    done = play(cast.state, RESOLVE, ["graveyard", "graveyard"])
    assert done.state.object("it").zone is Zone.EXILE
    assert done.state.object("c1").zone is Zone.GRAVEYARD
    assert done.state.object("c2").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.25a")


def test_exiled_four_drop_no_surveil() -> None:
    cast = _cast("Consuming Ashes", "Hill Giant")
    done = play(cast.state, RESOLVE)
    assert done.state.object("it").zone is Zone.EXILE
    assert not cites(done.log, "701.25a")
