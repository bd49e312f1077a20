"""Cloak (701.58): the top card of a library is turned face down and put onto the battlefield as
a 2/2 creature with ward {2} and no name, subtypes or mana cost (701.58a); its controller may turn
it face up for its mana cost if it is a creature card (701.58b, a special action, 116.2b). Ransom
Note ("{2}, Sacrifice ~: Choose one — • Cloak the top card of your library. ...") of the 2026
card file is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NOTE = "Ransom Note"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, NOTE)


def test_701_58a_cloak_compiles_and_prints_back() -> None:
    compiled = compile_record(records(NOTE)[NOTE])
    assert compiled.label == AUTOMATED
    assert "• Cloak the top card of your library." in compiled.printed.split("\n")


def _cloaked(top: str, pool: dict[str, int] | None = None) -> Any:
    """Alice sacrifices Ransom Note choosing its cloak mode; Lightning Bolt in Bob's hand."""
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "note", "card": NOTE}],
            "library": [{"id": "top", "card": top}, {"id": "next", "card": "Forest"}],
            "mana_pool": pool or {},
        },
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
    )
    action = {"type": "activate", "object": "note", "ability": 1, "mode": 0, "free": True}
    activated = play(state, action)
    return play(activated.state, RESOLVE)


def test_701_58a_the_top_card_enters_face_down_as_a_2_2_with_ward_2() -> None:
    done = _cloaked("Serra Angel")
    card = done.state.object("top")
    assert card.zone is Zone.BATTLEFIELD and card.face_down and card.controller == "A"
    c = chars(done.state, card)
    assert (c.name, c.types, c.subtypes, c.mana_cost) == ("", ("Creature",), (), "")
    assert (c.power, c.toughness) == (2, 2)
    assert [a.keyword for a in c.abilities] == ["Ward"]  # type: ignore[union-attr]
    assert cites(done.log, "701.58a")
    assert all("Serra Angel" not in e.text for e in done.log)  # 708.5
    assert engine.load(engine.dump(done.state)) == done.state


def test_701_58a_its_ward_2_counters_an_opponents_spell_unless_they_pay() -> None:
    state = _cloaked("Serra Angel").state
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["top"]})
    assert len(cast.state.zone(Zone.STACK)) == 2  # Lightning Bolt and the ward ability
    done = play(cast.state, RESOLVE, ["decline"])
    assert done.state.object("bolt").zone is Zone.GRAVEYARD
    assert done.state.object("top").zone is Zone.BATTLEFIELD
    assert cites(done.log, "702.21a")


def _with_pool(state: GameState, pool: dict[str, int]) -> GameState:
    doc = engine.dump(state)
    for player in doc["players"]:
        if player["id"] == "A":
            player["mana_pool"] = pool
    return engine.load(doc)


def test_701_58b_a_cloaked_creature_card_is_turned_face_up_for_its_mana_cost() -> None:
    state = _with_pool(_cloaked("Grizzly Bears").state, {"G": 1, "C": 1})
    up = play(state, {"type": "turn_face_up", "object": "top"})
    assert cites(up.log, "116.2b") and cites(up.log, "701.58b")
    bears = up.state.object("top")
    c = chars(up.state, bears)
    assert not bears.face_down and c.name == "Grizzly Bears" and c.abilities == ()
    assert up.state.player("A").mana_pool.to_json() == {}


def test_701_58b_a_cloaked_land_card_cant_be_turned_face_up() -> None:
    state = _with_pool(_cloaked("Island").state, {"C": 5})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "turn_face_up", "object": "top"})
    assert refused.value.rule == "701.58b"
