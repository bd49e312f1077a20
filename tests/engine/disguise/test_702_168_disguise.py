"""Disguise (702.168): "Disguise [cost]" lets its card be cast face down for {3} as a 2/2 creature
with ward {2}, no name, no subtypes and no mana cost (702.168a-c, 708.4); any time its controller
has priority they may turn it face up by paying its disguise cost, a special action (116.2b,
702.168d), and "when ~ is turned face up" triggers. Concealed Weapon of the 2026 card file (an
Equipment: "Equipped creature gets +3/+0." / "Disguise {2}{R}" / "When ~ is turned face up,
attach it to target creature you control." / "Equip {1}{R}") is compiled from its Oracle text."""

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

WEAPON = "Concealed Weapon"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WEAPON)


def _cast_face_down() -> GameState:
    """Alice casts Concealed Weapon face down for {3}; it resolves into a face-down 2/2."""
    state = board(
        {"id": "A", "hand": [{"id": "weapon", "card": WEAPON}], "mana_pool": {"C": 3}},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "weapon", "face_down": True})
    assert cites(cast.log, "702.168b") and cites(cast.log, "118.9")
    assert cast.state.player("A").mana_pool.to_json() == {}  # {3}, not {1}{R}
    return play(cast.state, RESOLVE).state


def _disguised(controller: str, pool: dict[str, int] | None = None) -> GameState:
    """A face-down Concealed Weapon cast with disguise (a document's "cast_for") and Grizzly
    Bears on `controller`'s battlefield; Lightning Bolt in the other player's hand."""
    mine = {
        "battlefield": [
            {"id": "weapon", "card": WEAPON, "face_down": True, "cast_for": "disguise"},
            {"id": "bears", "card": "Grizzly Bears"},
        ],
        "mana_pool": pool or {},
    }
    theirs = {"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}}
    a, b = (mine, theirs) if controller == "A" else (theirs, mine)
    return board({"id": "A", **a}, {"id": "B", **b})


def test_702_168a_disguise_compiles_and_prints_back() -> None:
    compiled = compile_record(records(WEAPON)[WEAPON])
    assert compiled.label == AUTOMATED
    assert compiled.definition.disguise == "{2}{R}"
    assert "Disguise {2}{R}" in compiled.printed.split("\n")


def test_702_168b_face_down_it_is_a_nameless_2_2_creature_with_ward_2() -> None:
    state = _cast_face_down()
    weapon = state.object("weapon")
    assert weapon.zone is Zone.BATTLEFIELD and weapon.face_down
    c = chars(state, weapon)
    assert (c.name, c.types, c.subtypes, c.mana_cost) == ("", ("Creature",), (), "")
    assert (c.power, c.toughness) == (2, 2)
    assert [a.keyword for a in c.abilities] == ["Ward"]
    assert engine.load(engine.dump(state)) == state


def test_702_168b_its_ward_2_counters_an_opponents_spell_unless_they_pay() -> None:
    state = _disguised("B")
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["weapon"]})
    assert len(cast.state.zone(Zone.STACK)) == 2  # Lightning Bolt and the ward ability above it
    done = play(cast.state, RESOLVE, ["decline"])
    assert done.state.object("bolt").zone is Zone.GRAVEYARD
    assert done.state.object("weapon").zone is Zone.BATTLEFIELD
    assert cites(done.log, "702.21a")


def test_702_168d_turning_it_face_up_pays_the_disguise_cost_and_triggers() -> None:
    state = _disguised("A", {"R": 1, "C": 2})
    up = play(state, {"type": "turn_face_up", "object": "weapon"})
    assert cites(up.log, "116.2b") and cites(up.log, "702.168d")
    assert up.state.player("A").mana_pool.to_json() == {}
    weapon = up.state.object("weapon")
    c = chars(up.state, weapon)
    assert not weapon.face_down and c.name == WEAPON and c.power is None
    assert all(getattr(a, "keyword", "") != "Ward" for a in c.abilities)
    # "When ~ is turned face up, attach it to target creature you control."
    done = play(up.state, RESOLVE)
    assert done.state.object("weapon").attached_to == "bears"
    assert chars(done.state, done.state.object("bears")).power == 5  # +3/+0


def test_702_168d_without_the_mana_it_isnt_turned_face_up() -> None:
    with pytest.raises(IllegalAction):
        play(_disguised("A", {"C": 2}), {"type": "turn_face_up", "object": "weapon"})


def test_702_168c_a_card_without_disguise_or_morph_cant_be_cast_face_down() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}], "mana_pool": {"C": 3}},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears", "face_down": True})
    assert refused.value.rule == "702.37d"
