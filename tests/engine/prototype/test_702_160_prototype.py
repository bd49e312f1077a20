"""Prototype (702.160a, 718): a prototype card may be cast prototyped; the spell and the
permanent it becomes then have only its prototype mana cost, power and toughness, and that
cost's colors (718.3b); everywhere else the card has its normal characteristics (718.4).
Combat Thresher ({7} 3/3, "Prototype {2}{W} — 1/1") and Blitz Automaton ({7} 6/4, "Prototype
{2}{R} - 3/2", printed with a hyphen) of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

THRESHER = "Combat Thresher"
AUTOMATON = "Blitz Automaton"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, THRESHER, AUTOMATON, "Unsummon")


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (THRESHER, "Prototype {2}{W} — 1/1\nDouble strike\nWhen ~ enters, draw a card."),
        (AUTOMATON, "Prototype {2}{R} — 3/2\nHaste"),
    ],
)
def test_702_160a_prototype_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _alice(pool: dict[str, int]) -> GameState:
    hand = [{"id": "it", "card": THRESHER}, {"id": "bounce", "card": "Unsummon"}]
    library = [{"id": f"l{i}", "card": "Plains"} for i in range(3)]
    return board({"id": "A", "hand": hand, "library": library, "mana_pool": pool}, {"id": "B"})


def test_718_3b_cast_prototyped_it_has_the_prototype_cost_size_and_color() -> None:
    state = _alice({"W": 1, "C": 2})
    cast = play(state, {"type": "cast", "object": "it", "prototype": True})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {2}{W}, not {7}
    spell = chars(cast.state, cast.state.object("it"))
    assert (spell.mana_cost, spell.mana_value, spell.colors) == ("{2}{W}", 3, ("W",))
    assert cites(cast.log, "702.160a") and cites(cast.log, "718.3b")
    entered = play(cast.state, RESOLVE).state
    it = entered.object("it")
    seen = chars(entered, it)
    assert it.zone is Zone.BATTLEFIELD
    assert (seen.power, seen.toughness, seen.colors) == (1, 1, ("W",))
    assert seen.has("double strike")  # 718.5: its abilities stay
    assert engine.load(engine.dump(entered)) == entered
    drawn = play(entered, RESOLVE).state  # its enters trigger: draw a card
    assert len(drawn.zone(Zone.HAND, "A")) == 2


def test_718_4_back_in_the_hand_it_has_its_normal_characteristics() -> None:
    state = _alice({"W": 1, "C": 2})
    entered = play(play(state, {"type": "cast", "object": "it", "prototype": True}).state, RESOLVE)
    drawn = play(entered.state, RESOLVE).state
    bounced = play(
        drawn, {"type": "cast", "object": "bounce", "targets": ["it"], "free": True}
    ).state
    back = play(bounced, RESOLVE).state
    it = back.object("it")
    seen = chars(back, it)
    assert it.zone is Zone.HAND and it.cast_for == ""
    assert (seen.mana_cost, seen.power, seen.toughness, seen.colors) == ("{7}", 3, 3, ())


def test_702_160a_cast_normally_it_is_the_colorless_3_3() -> None:
    state = _alice({"C": 7})
    entered = play(play(state, {"type": "cast", "object": "it"}).state, RESOLVE).state
    seen = chars(entered, entered.object("it"))
    assert (seen.power, seen.toughness, seen.colors, seen.mana_value) == (3, 3, (), 7)


def test_718_3a_only_the_prototype_cost_is_paid_and_only_with_prototype() -> None:
    with pytest.raises(IllegalAction):
        play(_alice({"W": 1, "C": 1}), {"type": "cast", "object": "it", "prototype": True})
    state = board({"id": "A", "hand": [{"id": "u", "card": "Unsummon"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "u", "prototype": True, "free": True})
    assert refused.value.rule == "702.160a"


def test_702_160a_the_action_list_offers_the_prototyped_cast() -> None:
    labels = [o.label for o in available_actions(_alice({"W": 1, "C": 2}))]
    assert f"Cast {THRESHER} prototyped" in labels
