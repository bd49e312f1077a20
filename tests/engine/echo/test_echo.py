"""Echo (702.30a): "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]." An intervening "if"
(603.4). Acridian (a 2/4 with echo {1}{G}) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

ACRIDIAN = {
    "name": "Acridian",
    "type_line": "Creature — Insect",
    "mana_cost": "{1}{G}",
    "power": "2",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Echo {1}{G} (At the beginning of your upkeep, if this came under your "
    "control since the beginning of your last upkeep, sacrifice it unless you pay its echo "
    "cost.)",
}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}
TAP_FORESTS = [{"type": "activate", "object": f, "ability": 0} for f in ("f1", "f2")]


@pytest.fixture(autouse=True)
def _acridian_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Acridian": ACRIDIAN})


def _library(prefix: str) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": "Swamp"} for i in range(4)]


def before_alices_turn(**acridian: Any) -> GameState:
    """Bob's end step; Alice controls Acridian and two Forests."""
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "acridian", "card": "Acridian", **acridian},
                {"id": "f1", "card": "Forest"},
                {"id": "f2", "card": "Forest"},
            ],
            "library": _library("a"),
        },
        {"id": "B", "library": _library("b")},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )


def test_acridian_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(ACRIDIAN)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Echo {1}{G}"


def test_cast_last_turn_it_triggers_and_paying_the_echo_keeps_it_702_30a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "acridian", "card": "Acridian"}],
            "battlefield": [{"id": "f1", "card": "Forest"}, {"id": "f2", "card": "Forest"}],
            "library": _library("a"),
        },
        {"id": "B", "library": _library("b")},
    )
    cast = play(state, {"type": "cast", "object": "acridian", "free": True})
    entered = play(cast.state, RESOLVE).state
    bobs = play(entered, NEXT_UPKEEP).state
    assert bobs.zone(Zone.STACK) == ()  # not Bob's permanent: no trigger in his upkeep
    upkeep = play(bobs, NEXT_UPKEEP)
    assert upkeep.state.turn.active_player == "A"
    assert cites(upkeep.log, "603.2") and cites(upkeep.log, "702.30a")
    state = upkeep.state
    for tap in TAP_FORESTS:
        state = play(state, tap).state
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    paid = play(state, RESOLVE, ["pay"])
    assert paid.state.object("acridian").zone is Zone.BATTLEFIELD
    assert sum(paid.state.player("A").mana_pool.values()) == 0
    assert cites(paid.log, "702.30a")
    # Its next upkeep: it has been under Alice's control since her last upkeep began (603.4).
    later = play(play(paid.state, NEXT_UPKEEP).state, NEXT_UPKEEP)
    assert later.state.turn.active_player == "A"
    assert later.state.zone(Zone.STACK) == ()
    assert later.state.object("acridian").zone is Zone.BATTLEFIELD


def test_not_paying_the_echo_sacrifices_it_701_21a() -> None:
    upkeep = play(before_alices_turn(summoning_sick=True), NEXT_UPKEEP)
    (trigger,) = upkeep.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.source == "acridian"
    # The two untapped Forests could pay (608.2g, 605.3a): she chooses not to.
    done = play(upkeep.state, RESOLVE, ["decline"])
    assert done.state.object("acridian").zone is Zone.GRAVEYARD
    assert not done.state.object("f1").tapped
    assert cites(done.log, "701.21a") and cites(done.log, "702.30a")


def test_controlled_since_before_the_last_upkeep_it_doesnt_trigger() -> None:
    upkeep = play(before_alices_turn(), NEXT_UPKEEP)
    assert upkeep.state.turn.active_player == "A"
    assert upkeep.state.zone(Zone.STACK) == ()
    assert upkeep.state.object("acridian").zone is Zone.BATTLEFIELD


def test_the_fact_is_kept_by_a_document_in_the_upkeep() -> None:
    upkeep = play(before_alices_turn(summoning_sick=True), NEXT_UPKEEP).state
    saved = dump(upkeep)
    (entry,) = [o for o in saved["players"][0]["battlefield"] if o["id"] == "acridian"]
    assert entry["arrived_since_last_upkeep"] is True
    reloaded = load(saved)
    done = play(reloaded, RESOLVE, ["decline"])
    assert done.state.object("acridian").zone is Zone.GRAVEYARD


def test_the_fact_ends_with_the_upkeep() -> None:
    state = play(before_alices_turn(summoning_sick=True), NEXT_UPKEEP).state
    assert state.object("acridian").arrived_since_last_upkeep
    for tap in TAP_FORESTS:
        state = play(state, tap).state
    paid = play(state, RESOLVE, ["pay"]).state
    drawn = play(paid, {"type": "advance", "to": "draw"}).state
    assert drawn.object("acridian").zone is Zone.BATTLEFIELD
    assert not drawn.object("acridian").arrived_since_last_upkeep
