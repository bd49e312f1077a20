"""Fight (701.14a) against "up to one target creature", then "that creature" naming that target
again (608.2c): Mawloc ("When ~ enters, it fights up to one target creature an opponent
controls. If that creature would die this turn, exile it instead."). With the target chosen,
the creature dealt lethal damage is exiled instead of dying (614.1a); with none chosen, nothing
fights (701.14b) and "that creature" names nothing. Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

MAWLOC = "Mawloc"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, MAWLOC)


def test_701_14a_that_creature_after_up_to_one_target_compiles_and_prints_back() -> None:
    compiled = compile_record(records(MAWLOC)[MAWLOC])
    assert compiled.label == AUTOMATED
    assert "If that creature would die this turn, exile it instead." in compiled.printed


def _cast(x: int) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "mawloc", "card": MAWLOC}],
            "mana_pool": {"R": 1, "G": 1 + x},
        },
        {"id": "B", "battlefield": [{"id": "their_bears", "card": "Grizzly Bears"}]},
    )
    return play(state, {"type": "cast", "object": "mawloc", "x": x}).state


def test_701_14a_the_chosen_creature_dealt_lethal_damage_is_exiled_instead() -> None:
    state = _cast(2)  # enters as a 4/4; its trigger asks for its target
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["none", "their_bears"]
    on_stack = play(state, RESOLVE, ["their_bears"]).state
    assert on_stack.object("mawloc").counter("+1/+1") == 2
    done = play(on_stack, RESOLVE)
    assert done.state.object("their_bears").zone is Zone.EXILE
    assert done.state.object("mawloc").damage == 2
    assert cites(done.log, "701.14a") and cites(done.log, "614.1a")


def test_701_14b_no_target_chosen_nothing_fights_and_nothing_is_exiled() -> None:
    state = _cast(2)
    on_stack = play(state, RESOLVE, ["none"]).state
    done = play(on_stack, RESOLVE)
    assert done.state.object("their_bears").zone is Zone.BATTLEFIELD
    assert done.state.object("their_bears").damage == 0
    assert done.state.object("mawloc").damage == 0
    assert not cites(done.log, "701.14a")
