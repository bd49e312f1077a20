"""Sneak (702.190a): any time its controller could cast an instant during their declare blockers
step, they may cast the spell by paying its sneak cost and returning an unblocked creature they
control to its owner's hand rather than paying its mana cost (118.9). A permanent spell cast this
way enters tapped and attacking what the returned creature was attacking (702.190b). Foot Ninjas
({4}{W/B}{W/B} 5/5, "Sneak {3}{W/B}", "When this creature enters, you gain 3 life.") is compiled
from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import apply
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play

FOOT_NINJAS = {
    "name": "Foot Ninjas",
    "type_line": "Creature — Human Ninja",
    "mana_cost": "{4}{W/B}{W/B}",
    "power": "5",
    "toughness": "5",
    "layout": "normal",
    "keywords": ["Sneak"],
    "oracle_text": "Sneak {3}{W/B}\nWhen this creature enters, you gain 3 life.",
}
SNEAK = {"type": "cast", "object": "ninjas", "sneak": True}
PLAINS = [{"id": f"plains{i}", "card": "Plains"} for i in range(4)]


TECHNIQUE = {
    "name": "Donatello's Technique",
    "type_line": "Sorcery",
    "mana_cost": "{3}{U}{U}",
    "layout": "normal",
    "keywords": ["Sneak"],
    "oracle_text": "Sneak {U}\nDraw two cards.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Foot Ninjas": FOOT_NINJAS, "Donatello's Technique": TECHNIQUE})


def test_foot_ninjas_compile_and_print_back() -> None:
    compiled = compile_record(FOOT_NINJAS)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Sneak {3}{W/B}"


def _combat(blocks: dict[str, str] | None = None, step: str = "declare_blockers") -> GameState:
    """A attacks B with two Grizzly Bears; B's Bears block as `blocks` says."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "ninjas", "card": "Foot Ninjas"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "bears2", "card": "Grizzly Bears"},
                *PLAINS,
            ],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"bears": "B", "bears2": "B"}}).state
    if step == "declare_attackers":
        return state
    state = settle(state, {"type": "advance"}).state
    return settle(state, {"type": "block", "blockers": blocks or {}}).state


def test_sneak_returns_an_unblocked_creature_and_the_ninjas_enter_attacking_702_190b() -> None:
    state = _combat({"b_bears": "bears2"})
    cast = play(state, SNEAK)  # bears2 is blocked: bears is the one returned
    assert cast.state.object("bears").zone is Zone.HAND
    assert cast.state.object("ninjas").zone is Zone.STACK
    assert sum(1 for i in range(4) if cast.state.object(f"plains{i}").tapped) == 4  # {3}{W/B}
    assert cites(cast.log, "702.190a") and cites(cast.log, "118.9")
    assert engine.load(engine.dump(cast.state)) == cast.state
    entered = play(cast.state, {"type": "resolve"})
    ninjas = entered.state.object("ninjas")
    assert ninjas.zone is Zone.BATTLEFIELD and ninjas.tapped
    assert entered.state.combat is not None
    assert entered.state.combat.defender_of("ninjas") == "B"
    assert entered.state.combat.is_unblocked("ninjas")  # 508.4d
    assert cites(entered.log, "702.190b") and cites(entered.log, "508.4")
    done = resolve_all(entered.state)  # its enters trigger: A gains 3 life
    assert done.player("A").life == 23
    damage = settle(done, {"type": "advance"})
    assert damage.state.player("B").life == 15  # the Ninjas' 5


def test_the_player_chooses_which_unblocked_creature_to_return() -> None:
    state = _combat()
    asked = apply(state, SNEAK)
    assert asked.pending is not None
    assert {o.id for o in asked.pending.options} == {"bears", "bears2"}
    cast = play(state, SNEAK, ["bears2"])
    assert cast.state.object("bears2").zone is Zone.HAND


def test_no_sneak_before_blockers_are_declared() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_combat(step="declare_attackers"), SNEAK)
    assert refused.value.rule == "702.190a"  # not the declare blockers step


def test_no_sneak_without_an_unblocked_creature_118_3() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "ninjas", "card": "Foot Ninjas"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}, *PLAINS],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    state = settle(state, {"type": "block", "blockers": {"b_bears": "bears"}}).state
    with pytest.raises(IllegalAction) as refused:
        play(state, SNEAK)
    assert refused.value.rule == "118.3"


def test_no_sneak_in_the_main_phase_and_a_creature_spell_waits_for_it_307_1() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "ninjas", "card": "Foot Ninjas"}], "battlefield": PLAINS},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, SNEAK)
    assert refused.value.rule == "702.190a"


def test_sneak_only_for_a_card_with_it() -> None:
    bears_in_hand = board(
        {"id": "A", "hand": [{"id": "x", "card": "Grizzly Bears"}]},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(bears_in_hand, {"type": "cast", "object": "x", "sneak": True, "free": True})
    assert refused.value.rule == "702.190a"


def test_a_sorcery_with_sneak_is_cast_in_the_declare_blockers_step_702_190a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "technique", "card": "Donatello's Technique"}],
            "library": [{"id": f"card{i}", "card": "Island"} for i in range(3)],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "island", "card": "Island"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    state = settle(state, {"type": "block", "blockers": {}}).state
    with pytest.raises(IllegalAction) as refused:  # a sorcery, cast normally: not now
        play(state, {"type": "cast", "object": "technique", "free": True})
    assert refused.value.rule == "307.1"
    cast = play(state, {"type": "cast", "object": "technique", "sneak": True})
    assert cast.state.object("bears").zone is Zone.HAND
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("technique").zone is Zone.GRAVEYARD
    assert len(done.state.zone(Zone.HAND, "A")) == 3  # the Bears and two cards drawn
