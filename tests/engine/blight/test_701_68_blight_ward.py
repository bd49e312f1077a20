"""A ward cost of blighting (702.21a, 701.68a): "Ward—Blight 2." counters the spell or ability
unless its controller blights 2, putting two -1/-1 counters on a creature they control, as the
ward ability resolves (118.12a); one who controls no creature can't pay (118.3, 701.68b). Auntie
Ool, Cursewretch of the 2026 card file is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

OOL = "Auntie Ool, Cursewretch"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, OOL, "Shock", "Serra Angel")


def test_701_68a_ward_blight_compiles_and_prints_back() -> None:
    compiled = compile_record(records(OOL)[OOL])
    assert next(s for s in compiled.lines if s.text == "Ward—Blight 2.").applied
    assert "Ward—Blight 2." in compiled.printed.split("\n")


def _shocked(creatures: list[dict[str, str]]) -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "ool", "card": OOL}]},
        {"id": "B", "hand": [{"id": "shock", "card": "Shock"}], "battlefield": creatures},
        turn={"number": 1, "active_player": "B", "step": "precombat_main"},
    )
    return play(state, {"type": "cast", "object": "shock", "targets": ["ool"], "free": True}).state


def test_702_21a_701_68a_the_caster_blights_and_the_spell_stays() -> None:
    cast = _shocked([{"id": "angel", "card": "Serra Angel"}])
    asked = pending(cast, RESOLVE)  # ward's trigger resolves first
    assert asked.pending is not None and "pay" in asked.pending.option_ids()
    paid = play(cast, RESOLVE, ["pay"])
    assert paid.state.object("angel").counter("-1/-1") == 2
    assert paid.state.object("shock").zone is Zone.STACK  # not countered
    assert cites(paid.log, "701.68a")
    assert engine.load(engine.dump(paid.state)) == paid.state


def test_702_21a_declined_the_spell_is_countered() -> None:
    cast = _shocked([{"id": "angel", "card": "Serra Angel"}])
    declined = play(cast, RESOLVE, ["decline"])
    assert declined.state.object("angel").counter("-1/-1") == 0
    assert declined.state.object("shock").zone is Zone.GRAVEYARD


def test_701_68b_without_a_creature_the_caster_cant_pay() -> None:
    cast = _shocked([])
    asked = pending(cast, RESOLVE)
    assert asked.pending is not None and asked.pending.option_ids() == ("decline",)
    done = play(cast, RESOLVE, ["decline"])
    assert done.state.object("shock").zone is Zone.GRAVEYARD
