"""X amounts (107.3a, 608.2h) in more clauses: "create X tokens", "put X counters", "discard X
cards", "loses X life and you gain X life", and X defined as the object's own value ("where X is
~'s power") or a count ("the greatest power among creatures you control", "the number of colors
among permanents you control"). Real cards, compiled from their Oracle text. A triggered
ability's own X isn't applied (107.3m): such a line stays unapplied."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

KRENKO = "Krenko, Mob Boss"
BLADEWARDEN = "Auriok Bladewarden"
HARVEST = "Essence Harvest"
CRATERHOOF = "Craterhoof Behemoth"
KITHKEEPER = "Kithkeeper"
GADWICK = "Gadwick, the Wizened"
GOBLINS = ("Raging Goblin", "Goblin Piker")
CARDS = (KRENKO, BLADEWARDEN, HARVEST, CRATERHOOF, KITHKEEPER, GADWICK, *GOBLINS)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS)


def _alice(**zones: Any) -> GameState:
    return board({"id": "A", "life": 10, **zones}, {"id": "B", "life": 10})


@pytest.mark.parametrize("name", [KRENKO, BLADEWARDEN, HARVEST, CRATERHOOF, KITHKEEPER])
def test_107_3a_each_card_compiles_automated_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def test_107_3a_create_x_tokens_where_x_is_a_count() -> None:
    state = _alice(
        battlefield=[
            {"id": "krenko", "card": KRENKO},
            {"id": "g1", "card": GOBLINS[0]},
            {"id": "g2", "card": GOBLINS[1]},
        ]
    )
    done = play(state, {"type": "activate", "object": "krenko", "ability": 0})
    done = play(done.state, RESOLVE)
    tokens = [o for o in done.state.battlefield if o.token]
    assert len(tokens) == 3  # Krenko and the two other Goblins, counted as it resolves
    assert cites(done.log, "608.2h")


def test_107_3a_where_x_is_the_cards_own_power() -> None:
    state = _alice(
        battlefield=[
            {"id": "warden", "card": BLADEWARDEN, "counters": {"+1/+1": 2}},
            {"id": "bears", "card": "Grizzly Bears"},
        ]
    )
    done = play(state, {"type": "activate", "object": "warden", "ability": 0, "targets": ["bears"]})
    done = play(done.state, RESOLVE)
    bears = chars(done.state, done.state.object("bears"))
    assert (bears.power, bears.toughness) == (5, 5)  # 2/2 plus X = 3, the Bladewarden's power
    assert cites(done.log, "107.3a")


def test_loses_x_life_and_you_gain_x_life_where_x_is_the_greatest_power() -> None:
    state = _alice(
        hand=[{"id": "harvest", "card": HARVEST}],
        battlefield=[
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 1}},
        ],
    )
    cast = play(state, {"type": "cast", "object": "harvest", "targets": ["B"], "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.player("B").life == 6  # the Hill Giant's power, 3 + 1
    assert done.state.player("A").life == 14
    assert cites(done.log, "608.2h")


def test_creatures_gain_trample_and_get_x_where_x_is_the_number_of_creatures() -> None:
    state = _alice(
        hand=[{"id": "hoof", "card": CRATERHOOF}],
        battlefield=[{"id": "bears", "card": "Grizzly Bears"}],
    )
    cast = play(state, {"type": "cast", "object": "hoof", "free": True})
    entered = play(cast.state, RESOLVE)
    done = resolve_all(entered.state)
    bears = chars(done, done.object("bears"))
    assert (bears.power, bears.toughness) == (4, 4)  # two creatures: +2/+2
    assert "trample" in bears.keywords


def test_create_x_tokens_where_x_is_the_number_of_colors_among_your_permanents() -> None:
    state = _alice(
        hand=[{"id": "keeper", "card": KITHKEEPER}],
        battlefield=[
            {"id": "bears", "card": "Grizzly Bears"},  # green
            {"id": "ox", "card": "Hill Giant"},  # red
            {"id": "island", "card": "Island"},  # colorless: no color (105.2c)
        ],
    )
    cast = play(state, {"type": "cast", "object": "keeper", "free": True})
    entered = play(cast.state, RESOLVE)
    done = resolve_all(entered.state)
    tokens = [o for o in done.battlefield if o.token and o.zone is Zone.BATTLEFIELD]
    assert len(tokens) == 3  # white (Kithkeeper), green and red


def test_107_3m_a_triggered_abilitys_own_x_is_not_applied() -> None:
    # Gadwick's X is the X its spell was cast with (107.3m): the engine doesn't carry it to the
    # triggered ability, so the line says it isn't applied rather than drawing no cards.
    compiled = compile_record(records(GADWICK)[GADWICK])
    assert compiled.label != AUTOMATED
    reasons = [line.reason for line in compiled.lines if not line.applied]
    assert any("107.3m" in str(reason) for reason in reasons), reasons
