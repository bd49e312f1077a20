"""Ninjutsu (702.49a): from the hand, "[Cost], Reveal this card from your hand, Return an
unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield
from your hand tapped and attacking." It enters attacking what the returned creature attacked
(702.49c). Ninja of the Deep Hours is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import apply, available_actions
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play

NINJA = {
    "name": "Ninja of the Deep Hours",
    "type_line": "Creature — Human Ninja",
    "mana_cost": "{3}{U}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Ninjutsu"],
    "oracle_text": "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: "
    "Put this card onto the battlefield from your hand tapped and attacking.)\nWhenever this "
    "creature deals combat damage to a player, you may draw a card.",
}
NINJUTSU = {"type": "activate", "object": "ninja", "ability": 0}


@pytest.fixture(autouse=True)
def _ninja_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Ninja of the Deep Hours": NINJA})


def test_ninja_of_the_deep_hours_compiles_and_prints_back() -> None:
    compiled = compile_record(NINJA)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Ninjutsu {1}{U}"


def _attacking(blocks: dict[str, str] | None = None, defenders: Any = "B") -> GameState:
    """A attacks B with two Grizzly Bears; B blocks as `blocks` says (B's Bears can block)."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "ninja", "card": "Ninja of the Deep Hours"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "island", "card": "Island"},
                {"id": "island2", "card": "Island"},
                {"id": "bears2", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"bears": "B", "bears2": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    return settle(state, {"type": "block", "blockers": blocks or {}}).state


def test_ninjutsu_returns_the_unblocked_attacker_and_the_ninja_attacks_702_49a() -> None:
    state = _attacking({"b_bears": "bears2"})
    assert state.turn.step.value == "declare_blockers"
    activated = play(state, NINJUTSU)  # bears2 is blocked: only bears can be returned
    assert activated.state.object("bears").zone is Zone.HAND  # the cost (702.49a)
    assert activated.state.object("ninja").zone is Zone.HAND  # until it resolves
    assert activated.state.object("island").tapped and activated.state.object("island2").tapped
    assert cites(activated.log, "702.49a") and cites(activated.log, "702.49b")
    done = play(activated.state, {"type": "resolve"})
    ninja = done.state.object("ninja")
    assert ninja.zone is Zone.BATTLEFIELD and ninja.tapped
    assert done.state.combat is not None
    assert done.state.combat.defender_of("ninja") == "B"  # 702.49c
    assert done.state.combat.is_unblocked("ninja")  # 508.4d
    assert cites(done.log, "702.49c") and cites(done.log, "508.4")
    # Combat damage: the Ninja deals its 2 to B, and its trigger asks whether to draw.
    damage = settle(done.state, {"type": "advance"})
    assert damage.state.player("B").life == 18


def test_the_player_chooses_which_unblocked_attacker_to_return() -> None:
    state = _attacking()  # no blocks: both Bears are unblocked
    asked = apply(state, NINJUTSU)
    assert asked.pending is not None
    assert {o.id for o in asked.pending.options} == {"bears", "bears2"}
    activated = play(state, NINJUTSU, ["bears2"])
    assert activated.state.object("bears2").zone is Zone.HAND
    assert activated.state.object("bears").zone is Zone.BATTLEFIELD


def test_no_ninjutsu_before_blockers_are_declared_118_3() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "ninja", "card": "Ninja of the Deep Hours"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "island", "card": "Island"},
                {"id": "island2", "card": "Island"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = settle(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    with pytest.raises(IllegalAction) as refused:
        play(attacked, NINJUTSU)
    assert refused.value.rule == "118.3"  # no unblocked attacker yet (509.1h)
    offered = [a for a in available_actions(attacked) if a.action.get("object") == "ninja"]
    assert not any(a.legal for a in offered if a.action.get("type") == "activate")


def test_all_attackers_blocked_leaves_nothing_to_return() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "ninja", "card": "Ninja of the Deep Hours"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "island", "card": "Island"},
                {"id": "island2", "card": "Island"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    state = settle(state, {"type": "block", "blockers": {"b_bears": "bears"}}).state
    with pytest.raises(IllegalAction):
        play(state, NINJUTSU)


def test_the_ninja_attacks_the_planeswalker_the_returned_creature_attacked_702_49c() -> None:
    walker = {
        "id": "walker",
        "card": "Test Walker",
        "counters": {"loyalty": 5},
        "characteristics": {"types": ["Planeswalker"], "loyalty": 5},
    }
    state = board(
        {
            "id": "A",
            "hand": [{"id": "ninja", "card": "Ninja of the Deep Hours"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "island", "card": "Island"},
                {"id": "island2", "card": "Island"},
            ],
        },
        {"id": "B", "battlefield": [walker]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"bears": "walker"}}).state
    state = settle(state, {"type": "advance"}).state
    state = settle(state, {"type": "block", "blockers": {}}).state
    done = play(play(state, NINJUTSU).state, {"type": "resolve"})
    assert done.state.combat is not None
    assert done.state.combat.defender_of("ninja") == "walker"  # not B: 702.49c
