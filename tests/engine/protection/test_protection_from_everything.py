"""Protection from everything for a player (PRO-1 to PRO-4; 702.16, 615.12, 608.2b)."""

from __future__ import annotations

import pytest

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor
from engine.core.errors import IllegalAction
from engine.core.state import Effect, Params
from engine.instructions.registry import ExecContext, execute
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, play

PROTECTED = {
    "id": "ring",
    "kind": "protection",
    "controller": "B",
    "params": {"protected": "B", "from": "everything"},
    "duration": "until_your_next_turn",
}


def test_pro_1_untargeted_discard_still_happens() -> None:
    """An untargeted effect still affects the protected player (discard)."""
    state = board(
        {"id": "A"}, {"id": "B", "hand": [{"id": "c1", "card": "Shock"}]}, effects=[PROTECTED]
    )
    res = Resolution(state, ChoiceCursor(()))
    execute(res, ExecContext("A", "c1"), (instruction("discard", player="each_opponent", count=1),))
    assert res.state.object("c1").zone.value == "graveyard"


def test_pro_1_combat_damage_to_the_player_is_prevented() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B"},
        effects=[PROTECTED],
    )
    result = play(
        state,
        {"type": "deal_damage", "source": "bears", "target": "B", "amount": 2, "combat": True},
    )
    assert result.state.player("B").life == 20
    assert cites(result.log, "702.16e")


def test_pro_2_unpreventable_damage_is_dealt() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "exc", "card": "Excruciator"}]},
        {"id": "B"},
        effects=[PROTECTED],
    )
    result = play(
        state, {"type": "deal_damage", "source": "exc", "target": "B", "amount": 7, "combat": True}
    )
    assert result.state.player("B").life == 13
    assert cites(result.log, "615.12")


def test_pro_3_spell_whose_only_target_gained_protection_does_not_resolve() -> None:
    state = board(
        {"id": "A", "life": 10, "hand": [{"id": "helix", "card": "Lightning Helix"}]},
        {"id": "B", "hand": [{"id": "tp", "card": "Teferi's Protection"}]},
    )
    state = play(state, {"type": "cast", "object": "helix", "targets": ["B"], "free": True}).state
    state = play(state, {"type": "cast", "object": "tp", "free": True}).state
    state = play(state, {"type": "resolve"}).state  # Teferi's Protection
    result = play(state, {"type": "resolve"})  # Lightning Helix
    assert result.state.player("B").life == 20
    assert result.state.player("A").life == 10  # not even the untargeted life gain happens
    assert cites(result.log, "608.2b")


def test_pro_3_with_two_targets_the_legal_one_is_still_affected() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "arc", "card": "Arc Trail"}]},
        {"id": "B", "battlefield": [{"id": "exc", "card": "Excruciator"}]},
    )
    state = play(
        state, {"type": "cast", "object": "arc", "targets": ["B", "exc"], "free": True}
    ).state
    # B gains protection from everything in response (as The One Ring's trigger would give).
    state = state.with_effect(
        Effect("ring", "protection", "B", None, Params({"protected": "B", "from": "everything"}))
    )
    result = play(state, {"type": "resolve"})
    assert result.state.player("B").life == 20
    assert result.state.object("exc").damage == 1


def test_pro_4_player_with_protection_cant_be_targeted() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        {"id": "B"},
        effects=[PROTECTED],
    )
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True})
    assert err.value.rule == "702.16b"


def test_teferis_protection_locks_life_phases_out_and_exiles_itself() -> None:
    state = board(
        {
            "id": "A",
            "life": 3,
            "hand": [{"id": "tp", "card": "Teferi's Protection"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
    )
    state = play(state, {"type": "cast", "object": "tp", "free": True}).state
    state = play(state, {"type": "resolve"}).state
    assert state.object("tp").zone.value == "exile"
    assert state.object("bears").phased_out
    result = play(state, {"type": "lose_life", "player": "A", "amount": 5})
    assert result.state.player("A").life == 3
    assert cites(result.log, "119.8")
