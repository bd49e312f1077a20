"""Enlist (702.154a): as the creature attacks, its controller may tap up to one untapped creature
they control that isn't attacking and has haste or has been under their control since the turn
began (an optional cost to attack, 508.1g); when they do, the attacker gets +X/+0 until end of
turn, X the tapped creature's power. Linebreaker Baloth of the 2026 card file (a 4/5 Beast with
enlist) is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

BALOTH = "Linebreaker Baloth"
TURN = {"number": 3, "active_player": "A", "step": "declare_attackers"}
ATTACK = {"type": "attack", "attackers": {"baloth": "B"}}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BALOTH)


def _board(*others: dict[str, Any]) -> GameState:
    return board(
        {"id": "A", "battlefield": [{"id": "baloth", "card": BALOTH}, *others]},
        {"id": "B"},
        turn=TURN,
    )


BEARS = {"id": "bears", "card": "Grizzly Bears"}


def test_702_154a_enlist_compiles_and_prints_back() -> None:
    compiled = compile_record(records(BALOTH)[BALOTH])
    assert compiled.label == AUTOMATED
    assert compiled.printed.split("\n")[0] == "Enlist"


def test_702_154a_508_1g_the_attacking_player_may_tap_a_nonattacking_creature() -> None:
    sick = {"id": "sick", "card": "Grizzly Bears", "summoning_sick": True}
    tapped = {"id": "tapped", "card": "Grizzly Bears", "tapped": True}
    asked = pending(_board(BEARS, sick, tapped), ATTACK).pending
    assert asked is not None
    assert asked.kind is DecisionKind.MAY and asked.rule == "508.1g" and asked.decider == "A"
    # Not itself (702.154c), nor a creature with summoning sickness, nor a tapped one.
    assert [o.id for o in asked.options] == ["none", "bears"]


def test_702_154a_an_attacking_creature_cant_be_enlisted() -> None:
    attacked = play(_board(BEARS), {"type": "attack", "attackers": {"baloth": "B", "bears": "B"}})
    assert not cites(attacked.log, "702.154a")


def test_702_154a_enlisting_taps_it_and_adds_its_power_until_end_of_turn() -> None:
    attacked = play(_board(BEARS), ATTACK, ["bears"])
    assert cites(attacked.log, "702.154c") and cites(attacked.log, "508.1g")
    assert attacked.state.object("bears").tapped
    done = resolve_all(attacked.state)
    c = chars(done, done.object("baloth"))
    assert (c.power, c.toughness) == (6, 5)


def test_702_154a_not_enlisting_nothing_is_tapped_and_nothing_triggers() -> None:
    attacked = play(_board(BEARS), ATTACK, ["none"])
    assert not attacked.state.object("bears").tapped
    done = resolve_all(attacked.state)
    c = chars(done, done.object("baloth"))
    assert (c.power, c.toughness) == (4, 5)
