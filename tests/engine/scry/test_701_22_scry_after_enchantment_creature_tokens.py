"""Scry (701.22a) after a spell creates enchantment creature tokens (111.1, 205.2a: a token with
both card types, as stated): Rise of Eagles ("Create two 2/2 blue Bird enchantment creature
tokens with flying. Scry 1.") and Fated Intervention ("Create two 3/3 green Centaur enchantment
creature tokens. If it's your turn, scry 2."). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RISE_OF_EAGLES = {
    "name": "Rise of Eagles",
    "type_line": "Sorcery",
    "mana_cost": "{4}{U}{U}",
    "layout": "normal",
    "keywords": ["Scry"],
    "oracle_text": "Create two 2/2 blue Bird enchantment creature tokens with flying. Scry 1. "
    "(Look at the top card of your library. You may put that card on the bottom.)",
}
FATED_INTERVENTION = {
    "name": "Fated Intervention",
    "type_line": "Instant",
    "mana_cost": "{2}{G}{G}{G}",
    "layout": "normal",
    "keywords": ["Scry"],
    "oracle_text": "Create two 3/3 green Centaur enchantment creature tokens. If it's your "
    "turn, scry 2. (Look at the top two cards of your library, then put any number of them on "
    "the bottom and the rest on top in any order.)",
}
RECORDS = {r["name"]: r for r in (RISE_OF_EAGLES, FATED_INTERVENTION)}
RESOLVE = {"type": "resolve"}
LIBRARY = [{"id": "c1", "card": "Shock"}, {"id": "c2", "card": "Island"}]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated_and_prints_back(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert "enchantment creature tokens" in compiled.printed


def _cast(card: str, active: str = "A") -> Any:
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": card}], "library": LIBRARY},
        {"id": "B"},
        turn={"number": 2, "active_player": active, "step": "precombat_main"},
    )
    return play(state, {"type": "cast", "object": "spell", "free": True})


def _tokens(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if o.token]


def test_two_enchantment_creature_birds_then_scry_701_22a() -> None:
    done = play(_cast("Rise of Eagles").state, RESOLVE, ["bottom"])
    birds = _tokens(done.state)
    assert len(birds) == 2
    for bird in birds:
        c = chars(done.state, bird)
        assert c.is_type("Enchantment") and c.is_type("Creature")
        assert (c.power, c.toughness, c.colors) == (2, 2, ("U",))
        assert c.has("flying") and "Bird" in c.subtypes
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["c2", "c1"]
    assert cites(done.log, "701.22a")


def test_fated_intervention_on_your_turn_scries_two() -> None:
    done = play(_cast("Fated Intervention").state, RESOLVE, ["bottom", "bottom", "c1"])
    centaurs = _tokens(done.state)
    assert len(centaurs) == 2
    assert all(chars(done.state, o).is_type("Enchantment") for o in centaurs)
    assert cites(done.log, "701.22a")
