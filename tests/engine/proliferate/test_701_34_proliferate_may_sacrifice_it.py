"""An optional sacrifice of the object with the ability, called "it" after a trigger event naming
that object (603.5, 608.2c, 701.21a): "Whenever ~ deals combat damage to a player, you may
sacrifice it. If you do, proliferate." (Cacophony Scamp, 701.34a) and "Whenever ~ attacks and
isn't blocked, you may sacrifice it. If you do, defending player discards three cards." (Dauthi
Mindripper: the defending player is the one it attacked as the ability triggered, 508.5), of
the 2026 card file, compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SCAMP = "Cacophony Scamp"
MINDRIPPER = "Dauthi Mindripper"
SHRIKE = "Impaler Shrike"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SCAMP, MINDRIPPER, SHRIKE)


@pytest.mark.parametrize("name", [SCAMP, MINDRIPPER, SHRIKE])
def test_701_21a_may_sacrifice_it_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "you may sacrifice it. If you do," in compiled.printed


def _attack(attacker: str) -> GameState:
    state = board(
        {
            "id": "A",
            "library": [{"id": f"a_lib{i}", "card": "Island"} for i in range(4)],
            "battlefield": [
                {"id": "attacker", "card": attacker},
                {"id": "countered", "card": "Grizzly Bears", "counters": {"+1/+1": 1}},
            ],
        },
        {
            "id": "B",
            "hand": [{"id": f"b_card{i}", "card": "Grizzly Bears"} for i in range(4)],
            "library": [{"id": f"b_lib{i}", "card": "Island"} for i in range(4)],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"attacker": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    return settle(state, {"type": "block", "blockers": {}}).state


def test_701_21a_mindripper_sacrificed_the_defending_player_discards_three() -> None:
    state = resolve_all(_attack(MINDRIPPER))  # the first option: sacrifice it
    assert state.object("attacker").zone is Zone.GRAVEYARD
    discarded = [c for c in range(4) if state.object(f"b_card{c}").zone is Zone.GRAVEYARD]
    assert len(discarded) == 3


def test_603_5_mindripper_kept_nobody_discards() -> None:
    state = _attack(MINDRIPPER)
    kept = play(state, {"type": "resolve"}, ["keep"])
    assert kept.state.object("attacker").zone is Zone.BATTLEFIELD
    assert all(kept.state.object(f"b_card{c}").zone is Zone.HAND for c in range(4))
    assert cites(kept.log, "603.5")


def _to_damage(attacker: str) -> Any:
    state = resolve_all(_attack(attacker))
    return settle(state, {"type": "advance"})


def test_701_34a_cacophony_scamp_sacrificed_after_combat_damage_proliferates() -> None:
    damaged = _to_damage(SCAMP)
    assert damaged.state.player("B").life == 19
    # sacrifice it, then add a counter to each permanent proliferate offers (the Bears)
    done = settle(damaged.state, {"type": "resolve"})
    assert done.state.object("attacker").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.34a")
    assert done.state.object("countered").counter("+1/+1") == 2


def test_701_21a_impaler_shrike_sacrificed_draws_three() -> None:
    damaged = _to_damage(SHRIKE)
    done = play(damaged.state, {"type": "resolve"}, ["sacrifice"])
    assert done.state.object("attacker").zone is Zone.GRAVEYARD
    drawn = [i for i in range(4) if done.state.object(f"a_lib{i}").zone is Zone.HAND]
    assert len(drawn) == 3
