"""The cleanup step (514): discarding to hand size, then damage wears off and "until end of turn"
effects end, at the same time."""

from __future__ import annotations

from typing import Any

from engine.core.choices import DecisionKind
from engine.core.state import Duration, GameState, Zone
from engine.testing.scenario import board, cites, pending, play


def alices_end_step(a: dict[str, Any], **doc: Any) -> GameState:
    return board(
        {"id": "A", "name": "Alice", **a},
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "end"},
        **doc,
    )


def hand(*names: str) -> list[dict[str, str]]:
    return [{"id": f"h{i}", "card": name} for i, name in enumerate(names)]


def test_cleanup_removes_damage_and_ends_until_end_of_turn_effects() -> None:
    pump = {
        "id": "pump",
        "kind": "modify_power_toughness",
        "controller": "A",
        "params": {"objects": ["giant"], "power": 3, "toughness": 3},
        "duration": Duration.END_OF_TURN.value,
    }
    lasting = {
        "id": "lasting",
        "kind": "modify_power_toughness",
        "controller": "A",
        "params": {"objects": ["giant"], "power": 1, "toughness": 1},
    }
    state = alices_end_step(
        {"battlefield": [{"id": "giant", "card": "Hill Giant", "damage": 5}]},
        effects=[pump, lasting],
    )
    result = play(state, {"type": "advance"})
    assert result.state.object("giant").damage == 0
    assert result.state.effect("pump") is None
    assert result.state.effect("lasting") is not None
    assert result.state.object("giant").zone is Zone.BATTLEFIELD  # 4/4 with no damage: survives
    assert cites(result.log, "514.2")


def test_discard_down_to_seven_choosing_the_cards() -> None:
    """514.1: with nine cards Alice discards two; she chooses which (701.9b)."""
    state = alices_end_step({"hand": hand(*["Grizzly Bears"] * 7, "Hill Giant", "Serra Angel")})
    asked = pending(state, {"type": "advance"})
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.CHOOSE_DISCARD and asked.pending.decider == "A"
    assert asked.pending.rule == "514.1"
    assert asked.pending.option_ids() == ("h0", "h7", "h8")  # identical Bears are one option
    result = play(state, {"type": "advance"}, ["h7", "h8"])
    assert len(result.state.zone(Zone.HAND, "A")) == 7
    assert {o.id for o in result.state.zone(Zone.GRAVEYARD, "A")} == {"h7", "h8"}


def test_no_question_when_the_discarded_cards_are_all_the_same() -> None:
    state = alices_end_step({"hand": hand(*["Grizzly Bears"] * 9)})
    result = play(state, {"type": "advance"})
    assert len(result.state.zone(Zone.HAND, "A")) == 7
    assert len(result.state.zone(Zone.GRAVEYARD, "A")) == 2


def test_seven_cards_are_kept() -> None:
    state = alices_end_step({"hand": hand(*["Grizzly Bears"] * 7)})
    result = play(state, {"type": "advance"})
    assert len(result.state.zone(Zone.HAND, "A")) == 7
    assert not cites(result.log, "514.1")


def test_only_the_active_player_discards() -> None:
    state = board(
        {"id": "A"},
        {"id": "B", "hand": hand(*["Grizzly Bears"] * 9)},
        turn={"number": 3, "active_player": "A", "step": "end"},
    )
    result = play(state, {"type": "advance"})
    assert len(result.state.zone(Zone.HAND, "B")) == 9


def test_a_creature_dying_in_cleanup_gives_priority_and_another_cleanup_step() -> None:
    """514.3a: the Bears are 1/1 only thanks to an "until end of turn" +1/+1 on top of a lasting
    -2/-2; when it ends they're 0/0 and die, so players get priority and cleanup repeats."""
    shrink = {
        "id": "shrink",
        "kind": "modify_power_toughness",
        "controller": "B",
        "params": {"objects": ["bears"], "power": -2, "toughness": -2},
    }
    pump = {
        "id": "pump",
        "kind": "modify_power_toughness",
        "controller": "A",
        "params": {"objects": ["bears"], "power": 1, "toughness": 1},
        "duration": "end_of_turn",
    }
    state = alices_end_step(
        {"battlefield": [{"id": "bears", "card": "Grizzly Bears"}]}, effects=[shrink, pump]
    )
    result = play(state, {"type": "advance"})
    assert result.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(result.log, "514.3a")
    cleanups = [e for e in result.log if e.text == "the cleanup step begins"]
    assert len(cleanups) == 1  # the second cleanup step is logged by 514.3a, not as a new advance
