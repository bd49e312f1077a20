"""Spells with "As an additional cost to cast this spell, sacrifice a creature." (118.8): the cost
is paid with the mana cost (601.2h), the caster chooses the creature, a spell whose cost can't be
paid can't be cast (118.3), and "the sacrificed creature's power" is its last known power
(608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.testing.scenario import board, cites, pending, play

FLING = {"type": "cast", "object": "fling", "targets": ["B"]}
# The pool holds {R}{C}{B}{B}: which mana pays the generic part is Alice's choice (601.2h). She
# spends {C} (Fling, {1}{R}) or {R}{C} (Tormented Thoughts, {2}{B}) on it.
FLING_MANA = "mana:RC"
TORMENTED_MANA = "mana:BRC"


def alice(battlefield: list[dict[str, Any]], hand: str = "Fling") -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "fling", "card": hand}],
            "battlefield": battlefield,
            "mana_pool": {"R": 1, "C": 1, "B": 2},
        },
        {"id": "B", "name": "Bob", "hand": [{"id": f"b{i}", "card": "Shock"} for i in range(4)]},
    )


GIANT = {"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 1}}
BEARS = {"id": "bears", "card": "Grizzly Bears"}


def test_fling_asks_which_creature_to_sacrifice_as_its_cost_is_paid() -> None:
    asked = pending(alice([GIANT, BEARS]), FLING, [FLING_MANA])
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.SACRIFICE and asked.pending.rule == "601.2h"
    assert asked.pending.option_ids() == ("giant", "bears")


def test_fling_deals_damage_equal_to_the_sacrificed_creatures_last_known_power() -> None:
    """The Hill Giant with a +1/+1 counter had power 4 as it last existed (608.2h)."""
    cast = play(alice([GIANT, BEARS]), FLING, [FLING_MANA, "giant"])
    assert cast.state.object("giant").zone is Zone.GRAVEYARD
    assert cites(cast.log, "701.21a")
    result = play(cast.state, {"type": "resolve"})
    assert result.state.player("B").life == 16
    assert cites(result.log, "608.2h")


def test_with_one_creature_there_is_nothing_to_choose() -> None:
    cast = play(alice([BEARS]), FLING, [FLING_MANA])
    assert cast.state.object("bears").zone is Zone.GRAVEYARD
    assert play(cast.state, {"type": "resolve"}).state.player("B").life == 18


def test_without_a_creature_fling_cant_be_cast() -> None:
    state = alice([{"id": "mountain", "card": "Mountain"}])
    with pytest.raises(IllegalAction) as refused:
        play(state, FLING)
    assert refused.value.rule == "118.3"
    assert not any(o.legal for o in available_actions(state) if o.action.get("object") == "fling")


def test_sacrificing_the_creature_fling_targets_makes_the_target_illegal() -> None:
    """Targets are chosen (601.2c) before costs are paid (601.2h)."""
    cast = play(
        alice([BEARS]), {"type": "cast", "object": "fling", "targets": ["bears"]}, [FLING_MANA]
    )
    result = play(cast.state, {"type": "resolve"})
    assert cites(result.log, "608.2b")


def test_tormented_thoughts_discards_the_sacrificed_creatures_power() -> None:
    state = alice([BEARS], hand="Tormented Thoughts")
    cast = play(state, {"type": "cast", "object": "fling", "targets": ["B"]}, [TORMENTED_MANA])
    result = play(cast.state, {"type": "resolve"})
    assert len(result.state.zone(Zone.HAND, "B")) == 2
