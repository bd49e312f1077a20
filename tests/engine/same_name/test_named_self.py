"""Cards that name themselves (201.4): Faerie Miscreant's intervening "if you control another
creature named ~" (603.4: checked as it triggers and as it resolves) and Daru Cavalier's search
for "a card named ~" (701.23a), compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

FAERIE_MISCREANT = {
    "name": "Faerie Miscreant",
    "type_line": "Creature — Faerie Rogue",
    "mana_cost": "{U}",
    "colors": ["U"],
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Flying"],
    "oracle_text": "Flying\nWhen Faerie Miscreant enters the battlefield, if you control another "
    "creature named Faerie Miscreant, draw a card.",
}
DARU_CAVALIER = {
    "name": "Daru Cavalier",
    "type_line": "Creature — Human Soldier",
    "mana_cost": "{3}{W}",
    "colors": ["W"],
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["First strike"],
    "oracle_text": "First strike\nWhen Daru Cavalier enters the battlefield, you may search your "
    "library for a card named Daru Cavalier, reveal it, put it into your hand, then shuffle.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Faerie Miscreant": FAERIE_MISCREANT, "Daru Cavalier": DARU_CAVALIER})


def cast(card: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "free": True}


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(FAERIE_MISCREANT).label == AUTOMATED
    assert compile_record(DARU_CAVALIER).label == AUTOMATED


def test_a_second_faerie_miscreant_draws_a_card_603_4() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "second", "card": "Faerie Miscreant"}],
            "battlefield": [{"id": "first", "card": "Faerie Miscreant"}],
            "library": [{"id": "top", "card": "Island"}],
        },
        {"id": "B"},
    )
    entered = play(play(state, cast("second")).state, RESOLVE)
    assert cites(entered.log, "603.2")
    done = play(entered.state, RESOLVE)
    assert done.state.object("top").zone is Zone.HAND


def test_the_first_faerie_miscreant_doesnt_trigger_603_4() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "first", "card": "Faerie Miscreant"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": "top", "card": "Island"}],
        },
        {"id": "B"},
    )
    entered = play(play(state, cast("first")).state, RESOLVE)
    assert entered.state.zone(Zone.STACK) == ()
    assert cites(entered.log, "603.4")
    assert entered.state.object("top").zone is Zone.LIBRARY


def test_the_other_miscreant_gone_before_it_resolves_means_no_card_603_4() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "second", "card": "Faerie Miscreant"}],
            "battlefield": [{"id": "first", "card": "Faerie Miscreant"}],
            "library": [{"id": "top", "card": "Island"}],
        },
        {"id": "B"},
    )
    entered = play(play(state, cast("second")).state, RESOLVE).state
    gone = play(entered, {"type": "move_object", "object": "first", "to": "graveyard"}).state
    done = play(gone, RESOLVE)
    assert done.state.object("top").zone is Zone.LIBRARY
    assert cites(done.log, "603.4")


def test_daru_cavalier_may_find_another_daru_cavalier_701_23a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "cavalier", "card": "Daru Cavalier"}],
            "library": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "other", "card": "Daru Cavalier"},
            ],
        },
        {"id": "B"},
    )
    entered = play(play(state, cast("cavalier")).state, RESOLVE).state
    asked = pending(entered, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY
    # Only the other Cavalier can be found (not the Bears).
    assert {o.id for o in asked.options} == {"decline", "nothing", "other"}
    done = play(entered, RESOLVE, ["other"])
    assert done.state.object("other").zone is Zone.HAND
    assert cites(done.log, "701.20a")
