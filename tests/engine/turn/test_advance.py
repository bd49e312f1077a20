"""Moving through the turn (500): one step at a time or on to a named step, what refuses an
advance, what stops one early, and the hooks other rules hang on step boundaries."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.events import StepBegan
from engine.core.state import GameState, Step, Zone
from engine.rules import turn
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, play


def at(step: str, *, number: int = 3, active: str = "A", **doc: Any) -> GameState:
    players = doc.pop("players", ({"id": "A", "name": "Alice"}, {"id": "B", "name": "Bob"}))
    return board(*players, turn={"number": number, "active_player": active, "step": step}, **doc)


def test_advance_goes_to_the_next_step() -> None:
    result = play(at("precombat_main"), {"type": "advance"})
    assert result.state.turn.step is Step.BEGINNING_OF_COMBAT
    assert StepBegan(Step.BEGINNING_OF_COMBAT, "A", 3) in result.events


def test_advance_to_a_step_of_this_turn_begins_each_step_on_the_way() -> None:
    players = ({"id": "A", "library": [{"id": "top", "card": "Grizzly Bears"}]}, {"id": "B"})
    result = play(at("upkeep", players=players), {"type": "advance", "to": "end"})
    assert result.state.turn.step is Step.END
    began = [e.step for e in result.events if isinstance(e, StepBegan)]
    assert began == [
        Step.DRAW,
        Step.PRECOMBAT_MAIN,
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.END_OF_COMBAT,  # no attackers: 508.8
        Step.POSTCOMBAT_MAIN,
        Step.END,
    ]


def test_advance_to_a_step_of_the_next_turn() -> None:
    result = play(at("postcombat_main"), {"type": "advance", "to": "upkeep", "turn": "next"})
    assert result.state.turn.number == 4
    assert result.state.turn.active_player == "B"
    assert result.state.turn.step is Step.UPKEEP


def test_a_passed_step_of_this_turn_is_refused() -> None:
    with pytest.raises(IllegalAction) as err:
        play(at("postcombat_main"), {"type": "advance", "to": "upkeep"})
    assert err.value.rule == "500.1"


def test_bad_advance_documents_are_refused() -> None:
    with pytest.raises(InvalidDocument):
        play(at("upkeep"), {"type": "advance", "to": "lunch"})
    with pytest.raises(InvalidDocument):
        play(at("upkeep"), {"type": "advance", "turn": "next"})


def test_a_step_doesnt_end_while_the_stack_has_something_on_it() -> None:
    """500.2: The One Ring's upkeep trigger stops a longer advance in the upkeep, and the stack
    must be resolved before the next advance."""
    state = at(
        "end",
        players=(
            {"id": "A", "name": "Alice"},
            {
                "id": "B",
                "name": "Bob",
                "battlefield": [{"id": "ring", "card": "The One Ring", "counters": {"burden": 2}}],
            },
        ),
    )
    result = play(state, {"type": "advance", "to": "precombat_main", "turn": "next"})
    assert result.state.turn.step is Step.UPKEEP
    assert len(result.state.zone(Zone.STACK)) == 1
    assert cites(result.log, "500.2")
    with pytest.raises(IllegalAction) as err:
        play(result.state, {"type": "advance"})
    assert err.value.rule == "500.2"
    resolved = play(result.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 18
    assert play(resolved.state, {"type": "advance"}).state.turn.step is Step.DRAW


def test_unspent_mana_empties_as_a_step_ends() -> None:
    state = at("precombat_main", players=({"id": "A", "mana_pool": {"G": 2}}, {"id": "B"}))
    result = play(state, {"type": "advance"})
    assert not result.state.player("A").mana_pool


def test_step_hooks_run_as_steps_begin_and_end() -> None:
    seen: list[tuple[str, Step]] = []

    def began(res: Resolution, step: Step) -> None:
        seen.append(("begins", step))

    def ended(res: Resolution, step: Step) -> None:
        seen.append(("ends", step))

    turn.STEP_BEGINS.append(began)
    turn.STEP_ENDS.append(ended)
    try:
        play(at("precombat_main"), {"type": "advance", "to": "declare_attackers"})
    finally:
        turn.STEP_BEGINS.remove(began)
        turn.STEP_ENDS.remove(ended)
    assert seen == [
        ("ends", Step.PRECOMBAT_MAIN),
        ("begins", Step.BEGINNING_OF_COMBAT),
        ("ends", Step.BEGINNING_OF_COMBAT),
        ("begins", Step.DECLARE_ATTACKERS),
    ]


def test_the_turn_passes_in_turn_order_skipping_players_who_left() -> None:
    """800.4k: in free-for-all, Bob has lost; after Alice's turn comes Carol's."""
    state = at(
        "cleanup",
        players=(
            {"id": "A", "name": "Alice"},
            {"id": "B", "name": "Bob", "lost": True},
            {"id": "C", "name": "Carol"},
        ),
        format="free_for_all",
    )
    result = play(state, {"type": "advance"})
    assert result.state.turn.active_player == "C"
    assert result.state.turn.step is Step.UNTAP
    assert cites(result.log, "800.4k")
    after_carol = play(
        at(
            "cleanup",
            active="C",
            players=({"id": "A"}, {"id": "B", "lost": True}, {"id": "C"}),
            format="free_for_all",
        ),
        {"type": "advance"},
    )
    assert after_carol.state.turn.active_player == "A"


def test_two_headed_giant_turns_pass_between_teams() -> None:
    """805.4: each team takes turns; the next team's first player in seating order is recorded
    as the active player."""
    players = (
        {"id": "A1", "team": "a", "life": 30},
        {"id": "A2", "team": "a", "life": 30},
        {"id": "B1", "team": "b", "life": 30},
        {"id": "B2", "team": "b", "life": 30},
    )
    result = play(
        at("cleanup", active="A1", players=players, format="two_headed_giant"), {"type": "advance"}
    )
    assert result.state.turn.active_player == "B1"
