"""Paradigm (702.192a, 707.10, 707.12): as a spell with paradigm resolves, after its other
instructions, if it's the first time a spell its controller controls with that name has resolved
this game, a delayed trigger is created: at the beginning of each of their precombat main
phases, a copy of the card is created in exile, and they may cast it without paying its mana
cost. The spell then exiles itself. Real card of the 2026 card file, compiled from its Oracle
text: Decorum Dissertation ({3}{B}{B} sorcery, "Target player draws two cards and loses 2 life.
Paradigm")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Step, Zone
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import use_cards

NAMES = ("Decorum Dissertation",)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(*spells: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": s, "card": "Decorum Dissertation"} for s in spells],
            "library": [{"id": f"a{i}", "card": "Island"} for i in range(10)],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Island"} for i in range(10)]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _cast(state: GameState, spell: str) -> GameState:
    cast = play(state, {"type": "cast", "object": spell, "targets": ["B"], "free": True})
    return resolve_all(cast.state)


def _paradigm_effects(state: GameState) -> int:
    return sum(1 for e in state.effects if e.kind == "paradigm")


def test_702_192a_it_resolves_then_exiles_itself_with_a_delayed_trigger() -> None:
    done = _cast(_board("spell"), "spell")
    assert done.player("B").life == 18
    assert len(done.zone(Zone.HAND, "B")) == 2
    assert done.object("spell").zone is Zone.EXILE  # not the graveyard
    assert _paradigm_effects(done) == 1


def test_702_192a_only_the_first_spell_with_the_name_creates_it() -> None:
    first = _cast(_board("one", "two"), "one")
    second = _cast(first, "two")
    assert second.object("two").zone is Zone.EXILE
    assert _paradigm_effects(second) == 1
    assert second.player("B").life == 16


def _next_main(state: GameState) -> GameState:
    """To A's next precombat main phase (turn 5), the delayed trigger waiting."""
    for _ in range(40):
        state = play(state, {"type": "advance"}).state
        if state.turn.active_player == "A" and state.turn.step is Step.PRECOMBAT_MAIN:
            return state
    raise AssertionError("no next precombat main phase")


def test_702_192a_each_precombat_main_phase_a_copy_may_be_cast() -> None:
    done = _cast(_board("spell"), "spell")
    main = _next_main(done)
    assert main.turn.number == 5 and main.zone(Zone.STACK)  # the delayed trigger (603.7)
    asked = pending(main, RESOLVE)
    assert asked.pending is not None
    copied = play(main, RESOLVE, ["cast", "B"])
    assert cites(copied.log, "707.12") and cites(copied.log, "702.192a")
    (copy,) = copied.state.zone(Zone.STACK)
    assert copy.spell_copy and copy.card == "Decorum Dissertation"
    resolved = play(copied.state, RESOLVE)
    assert resolved.state.player("B").life == 16
    assert resolved.state.find_object(copy.id) is None  # exiled, then gone (704.5e)
    assert _paradigm_effects(resolved.state) == 1  # still one: the copy made none


def test_702_192a_the_copy_may_be_declined() -> None:
    main = _next_main(_cast(_board("spell"), "spell"))
    declined = play(main, RESOLVE, ["dont"])
    assert declined.state.zone(Zone.STACK) == ()
    assert declined.state.player("B").life == 18
    assert not [o for o in declined.state.objects if o.spell_copy]  # 704.5e
