"""Rad counters (122.1i, 728.1), however they got there (here: the scenario document, as the
judge's editor places them): at the beginning of the player's precombat main phase they mill one
card per rad counter and, for each nonland card milled, lose 1 life and remove a rad counter."""

from __future__ import annotations

from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play

TO_MAIN = {"type": "advance", "to": "precombat_main"}
RESOLVE = {"type": "resolve"}


def _board(counters: dict[str, int]) -> GameState:
    """Alice's upkeep; her library's top: Lightning Bolt, Forest, Grizzly Bears, then Forests."""
    library = [
        {"id": "bolt", "card": "Lightning Bolt"},
        {"id": "forest", "card": "Forest"},
        {"id": "bears", "card": "Grizzly Bears"},
        *({"id": f"f{i}", "card": "Forest"} for i in range(3)),
    ]
    return board(
        {"id": "A", "name": "Alice", "counters": counters, "library": library},
        {"id": "B", "name": "Bob", "library": [{"id": "b0", "card": "Forest"}]},
        turn={"number": 3, "active_player": "A", "step": "upkeep"},
    )


def test_three_rad_counters_mill_three_one_nonland_costs_one_life_122_1i() -> None:
    state = _board({"rad": 3})
    begun = play(state, TO_MAIN)
    # The draw step drew the Lightning Bolt; the next three cards are milled.
    assert begun.state.turn.step.value == "precombat_main"
    assert begun.state.object("bolt").zone is Zone.HAND
    assert cites(begun.log, "122.1i")
    done = play(begun.state, RESOLVE)
    milled = ("forest", "bears", "f0")
    assert all(done.state.object(c).zone is Zone.GRAVEYARD for c in milled)
    assert done.state.object("f1").zone is Zone.LIBRARY
    alice = done.state.player("A")
    assert alice.life == 20 - 1  # one nonland card (Grizzly Bears) among the three
    assert alice.counters.get("rad") == 2
    assert cites(done.log, "728.1")


def test_rad_counters_two_nonland_of_three_milled_728_1() -> None:
    """A known library: after the draw, 2 nonland and 1 land card on top."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "counters": {"rad": 3},
            "library": [
                {"id": "d", "card": "Forest"},  # drawn in the draw step
                {"id": "n1", "card": "Lightning Bolt"},
                {"id": "n2", "card": "Grizzly Bears"},
                {"id": "l1", "card": "Forest"},
                {"id": "rest", "card": "Forest"},
            ],
        },
        {"id": "B", "name": "Bob", "library": [{"id": "b0", "card": "Forest"}]},
        turn={"number": 3, "active_player": "A", "step": "upkeep"},
    )
    done = play(play(state, TO_MAIN).state, RESOLVE)
    assert [done.state.object(c).zone for c in ("n1", "n2", "l1")] == [Zone.GRAVEYARD] * 3
    assert done.state.object("rest").zone is Zone.LIBRARY
    alice = done.state.player("A")
    assert alice.life == 18
    assert alice.counters.get("rad") == 1
    assert cites(done.log, "122.1i")


def test_no_rad_counters_nothing_happens() -> None:
    done = play(_board({}), TO_MAIN)
    assert not cites(done.log, "122.1i")
    assert not [o for o in done.state.objects if o.zone is Zone.STACK]
    assert done.state.object("forest").zone is Zone.LIBRARY
    assert done.state.player("A").life == 20
