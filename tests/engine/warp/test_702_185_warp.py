"""Warp (702.185a): cast the card from the hand for its warp cost rather than its mana cost
(118.9); the permanent is exiled at the beginning of the next end step (a delayed triggered
ability, 603.7), and its owner may cast the card from exile after that turn has ended for as long
as it remains exiled (702.185b: a warped card). Bygone Colossus ({9}, 9/9, "Warp {3}") is
compiled from its Oracle text.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import engine
from engine import available_actions
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Step, Turn, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

COLOSSUS = {
    "name": "Bygone Colossus",
    "type_line": "Artifact Creature — Robot Giant",
    "mana_cost": "{9}",
    "power": "9",
    "toughness": "9",
    "layout": "normal",
    "keywords": ["Warp"],
    "oracle_text": "Warp {3} (You may cast this card from your hand for its warp cost. Exile "
    "this creature at the beginning of the next end step, then you may cast it from exile on a "
    "later turn.)",
}
WARP = {"type": "cast", "object": "colossus", "warp": True}


@pytest.fixture(autouse=True)
def _colossus_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Bygone Colossus": COLOSSUS})


def _alice(pool: dict[str, int], zone: str = "hand") -> GameState:
    return board(
        {"id": "A", zone: [{"id": "colossus", "card": "Bygone Colossus"}], "mana_pool": pool},
        {"id": "B"},
    )


def test_bygone_colossus_compiles_and_prints_back() -> None:
    compiled = compile_record(COLOSSUS)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Warp {3}"


def test_warped_is_exiled_at_the_end_step_and_cast_from_exile_a_later_turn_702_185a() -> None:
    cast = play(_alice({"C": 3}), WARP)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {3}, not {9}
    assert cites(cast.log, "702.185a") and cites(cast.log, "118.9")
    entered = play(cast.state, {"type": "resolve"})
    assert entered.state.object("colossus").zone is Zone.BATTLEFIELD
    assert engine.load(engine.dump(entered.state)) == entered.state
    ended = play(entered.state, {"type": "advance", "to": "end"})
    assert len(ended.state.zone(Zone.STACK)) == 1 and cites(ended.log, "603.7")
    exiled = play(ended.state, {"type": "resolve"})
    assert exiled.state.object("colossus").zone is Zone.EXILE
    assert cites(exiled.log, "702.185a")
    assert engine.load(engine.dump(exiled.state)) == exiled.state
    # Not this turn: only after the current turn has ended.
    with pytest.raises(IllegalAction) as refused:
        play(exiled.state, {"type": "cast", "object": "colossus", "free": True})
    assert refused.value.rule == "702.185a"
    # Its next turn (turn 3), in its main phase: cast from exile, paying its mana cost.
    turn = Turn(exiled.state.turn.number + 2, "A", Step.PRECOMBAT_MAIN)
    later = replace(exiled.state, turn=turn)
    offered = [a for a in available_actions(later) if a.action.get("object") == "colossus"]
    assert any(a.legal for a in offered)
    with pytest.raises(IllegalAction):  # its mana cost, {9}: the pool is empty
        play(later, {"type": "cast", "object": "colossus"})
    again = play(later, {"type": "cast", "object": "colossus", "free": True})
    assert again.state.object("colossus").zone is Zone.STACK
    assert cites(again.log, "702.185b")
    stays = play(again.state, {"type": "resolve"})
    assert not stays.state.object("colossus").cast_for
    done = play(stays.state, {"type": "advance", "to": "end"})
    assert done.state.zone(Zone.STACK) == ()  # not warped this time: no delayed trigger
    assert done.state.object("colossus").zone is Zone.BATTLEFIELD


def test_warp_only_from_the_hand_702_185a() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_alice({"C": 3}, "graveyard"), WARP)
    assert refused.value.rule in ("702.185a", "601.2")


def test_cast_for_its_mana_cost_it_stays() -> None:
    cast = play(_alice({"C": 9}), {"type": "cast", "object": "colossus"})
    entered = play(cast.state, {"type": "resolve"})
    ended = play(entered.state, {"type": "advance", "to": "end"})
    assert ended.state.zone(Zone.STACK) == ()
    assert ended.state.object("colossus").zone is Zone.BATTLEFIELD


def test_warp_only_for_a_card_with_it() -> None:
    state = board({"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears", "warp": True, "free": True})
    assert refused.value.rule == "702.185a"


def test_warp_and_another_alternative_cost_118_9a() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_alice({"C": 9}), {**WARP, "dash": True})
    assert refused.value.rule in ("118.9a", "702.109a")
