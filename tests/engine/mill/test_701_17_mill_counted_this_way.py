"""A number counted over the cards a mill moved (608.2c: "this way" names the mill before it;
701.17c: a milled card is found where it went): "You draw a card for each creature card put into
their graveyard this way." (Coerced Confession), "You gain 1 life for each creature card put into
your graveyard this way." (Gorging Vulture), "You gain 1 life for each land card milled this
way." (Dune Chanter), and the count after ", then" in the mill's sentence (Patient Rebuilding).
Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CONFESSION = "Coerced Confession"
VULTURE = "Gorging Vulture"
CHANTER = "Dune Chanter"
REBUILDING = "Patient Rebuilding"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CONFESSION, VULTURE, CHANTER, REBUILDING)


def _library(who: str, kinds: str) -> list[dict[str, str]]:
    """A library from the top: "c" a creature card (Grizzly Bears), "l" a land (Forest)."""
    cards = {"c": "Grizzly Bears", "l": "Forest", "i": "Shock"}
    return [{"id": f"{who}{i}", "card": cards[k]} for i, k in enumerate(kinds)]


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            CONFESSION,
            "Target player mills four cards. You draw a card for each creature card put into "
            "their graveyard this way.",
        ),
        (
            VULTURE,
            "When ~ enters, mill four cards. You gain 1 life for each creature card put into "
            "your graveyard this way.",
        ),
        (
            REBUILDING,
            "At the beginning of your upkeep, target opponent mills three cards, then you draw a "
            "card for each land card put into their graveyard this way.",
        ),
    ],
)
def test_701_17c_counted_this_way_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def test_701_17c_this_way_with_no_mill_before_it_is_not_read() -> None:
    # "this way" must name a mill of the same ability (608.2c): after a draw it names nothing
    record = {
        "name": "Test Sorcery",
        "type_line": "Sorcery",
        "mana_cost": "{1}{B}",
        "layout": "normal",
        "oracle_text": "Draw a card. You gain 1 life for each land card milled this way.",
    }
    compiled = compile_record(record)
    assert not compiled.lines[0].applied


def test_701_17c_draw_a_card_for_each_creature_card_put_into_their_graveyard() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "confession", "card": CONFESSION}],
            "library": _library("a", "lllll"),
        },
        {"id": "B", "library": _library("b", "clcil")},
    )
    cast = play(state, {"type": "cast", "object": "confession", "targets": ["B"], "free": True})
    done = play(cast.state, RESOLVE)
    assert sorted(o.id for o in done.state.zone(Zone.GRAVEYARD, "B")) == ["b0", "b1", "b2", "b3"]
    # two creature cards among the four milled: two cards drawn (121.1)
    assert len(done.state.zone(Zone.HAND, "A")) == 2
    assert len(done.state.zone(Zone.LIBRARY, "A")) == 3
    assert cites(done.log, "701.17a")
    assert cites(done.log, "608.2h")


def test_701_17c_no_creature_card_milled_draws_nothing() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "confession", "card": CONFESSION}],
            "library": _library("a", "lllll"),
        },
        {"id": "B", "library": _library("b", "lllic")},
    )
    cast = play(state, {"type": "cast", "object": "confession", "targets": ["B"], "free": True})
    done = play(cast.state, RESOLVE)
    # the creature card was fifth from the top: not milled, not counted
    assert len(done.state.zone(Zone.GRAVEYARD, "B")) == 4
    assert not done.state.zone(Zone.HAND, "A")


def test_701_17c_gain_life_for_each_creature_card_you_milled() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "vulture", "card": VULTURE}],
            "library": _library("a", "ccilc"),
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "vulture", "free": True})
    done = resolve_all(play(cast.state, RESOLVE).state)
    assert len(done.zone(Zone.GRAVEYARD, "A")) == 4
    assert done.player("A").life == 22  # two creature cards among a0..a3


def test_701_17c_gain_life_for_each_land_card_milled_this_way() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "chanter", "card": CHANTER}],
            "library": _library("a", "lclll"),
        },
        {"id": "B"},
    )
    activated = play(state, {"type": "activate", "object": "chanter", "ability": 0})
    done = resolve_all(activated.state)
    assert sorted(o.id for o in done.zone(Zone.GRAVEYARD, "A")) == ["a0", "a1"]
    assert done.player("A").life == 21  # one land card (a0) among the two milled
