"""Epic (702.50a-b): once the spell resolves, its controller can't cast spells for the rest of the
game, and at the beginning of each of their upkeeps the spell is copied, except for its epic
ability. Enduring Ideal ("Search your library for an enchantment card and put it onto the
battlefield. Then shuffle. Epic") of the 2026 card file is compiled from its Oracle text
(engine.mechanics.epic)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Step, Zone
from engine.mechanics.epic import EPIC
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

IDEAL = "Enduring Ideal"
ANTHEM = "Glorious Anthem"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, IDEAL, ANTHEM, "Grizzly Bears")


def test_702_50a_epic_compiles_and_prints_back() -> None:
    compiled = compile_record(records(IDEAL)[IDEAL])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed.splitlines()[-1] == "Epic"


def _resolved() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "ideal", "card": IDEAL}, {"id": "bears", "card": "Grizzly Bears"}],
            "library": [
                {"id": "anthem1", "card": ANTHEM},
                {"id": "anthem2", "card": ANTHEM},
                {"id": "other", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "library": [{"id": "b1", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "ideal", "free": True})
    done = play(cast.state, RESOLVE, ["anthem1"])
    assert cites(done.log, "702.50a")
    return done.state


def test_702_50b_no_more_spells_cast() -> None:
    state = _resolved()
    assert state.object("anthem1").zone is Zone.BATTLEFIELD
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears", "free": True})
    assert refused.value.rule == "702.50b"


def test_702_50a_a_copy_at_each_upkeep_without_epic() -> None:
    state = _resolved()
    for _ in range(30):
        if state.turn.active_player == "A" and state.turn.step is Step.UPKEEP:
            break
        state = play(state, {"type": "advance"}).state
    assert state.turn.number == 5 and state.zone(Zone.STACK)  # the delayed trigger
    copied = play(state, RESOLVE)
    (copy,) = [o for o in copied.state.zone(Zone.STACK) if o.spell_copy]
    assert copy.card == IDEAL and cites(copied.log, "707.10")
    done = play(copied.state, RESOLVE, ["anthem2"])
    assert done.state.object("anthem2").zone is Zone.BATTLEFIELD
    assert len([e for e in done.state.effects if e.kind == EPIC]) == 1  # the copy made none
