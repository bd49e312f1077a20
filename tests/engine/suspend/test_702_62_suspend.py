"""Suspend (702.62a): "Suspend N—[cost]": when its owner could begin to cast it from their hand,
they may pay [cost] and exile it with N time counters (a special action, 116.2f); at the
beginning of their upkeep, if it is suspended (702.62b), a time counter is removed; when the
last is removed, if it's exiled, they may cast it without paying its mana cost (608.2g, 118.9),
and a creature spell cast so has haste until they lose control of it. Real cards of the 2026
card file, compiled from their Oracle text: Rift Bolt ("~ deals 3 damage to any target. /
Suspend 1—{R}") and Durkwood Baloth ("Suspend 5—{G}", a 5/5 creature)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

import engine
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Step, Turn, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Rift Bolt", "Durkwood Baloth")
SUSPEND_BOLT = {"type": "suspend", "object": "bolt"}


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def alice(step: str = "precombat_main", **zones: Any) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Rift Bolt"}],
            "mana_pool": {"R": 1},
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
            **zones,
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(3)],
        },
        turn={"number": 1, "active_player": "A", "step": step},
    )


def upkeep_of(state: GameState, player: str) -> GameState:
    """Advance from the untap step of `player`'s next turn into their upkeep."""
    untap = replace(state, turn=Turn(state.turn.number + 1, player, Step.UNTAP))
    return play(untap, {"type": "advance"}).state


def test_suspend_cards_compile_automated() -> None:
    for name in NAMES:
        compiled = compile_record(_records()[name])
        assert compiled.label == AUTOMATED
        assert compiled.definition.suspend is not None
    assert compile_record(_records()["Rift Bolt"]).definition.suspend == (1, "{R}")


def test_suspending_pays_the_cost_and_exiles_the_card_with_time_counters() -> None:
    offered = [o for o in available_actions(alice()) if o.action.get("type") == "suspend"]
    assert len(offered) == 1 and offered[0].legal
    done = play(alice(), SUSPEND_BOLT)
    bolt = done.state.object("bolt")
    assert bolt.zone is Zone.EXILE and bolt.counter("time") == 1
    assert done.state.player("A").mana_pool.to_json() == {}
    assert cites(done.log, "116.2f") and cites(done.log, "702.62a")


def test_a_sorcery_is_suspended_only_when_it_could_be_cast() -> None:
    with pytest.raises(IllegalAction) as refused:
        engine.apply(alice("beginning_of_combat"), SUSPEND_BOLT)
    assert refused.value.rule == "307.1"


def test_at_the_upkeep_the_last_counter_comes_off_and_the_card_may_be_cast_free() -> None:
    suspended = play(alice(), SUSPEND_BOLT).state
    upkeep = upkeep_of(suspended, "A")
    countdown = play(upkeep, {"type": "resolve"})  # removes the last time counter
    assert countdown.state.object("bolt").counter("time") == 0
    assert cites(countdown.log, "702.62a")
    asked = pending(countdown.state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.kind is DecisionKind.MAY
    cast = play(countdown.state, {"type": "resolve"}, ["cast", "B"])
    assert cites(cast.log, "608.2g") and cites(cast.log, "118.9")
    done = resolve_all(cast.state)
    assert done.player("B").life == 17
    assert done.object("bolt").zone is Zone.GRAVEYARD


def test_the_opponent_s_upkeep_removes_nothing() -> None:
    suspended = play(alice(), SUSPEND_BOLT).state
    upkeep = upkeep_of(suspended, "B")
    assert not upkeep.pending_triggers and not upkeep.zone(Zone.STACK)
    assert upkeep.object("bolt").counter("time") == 1


def test_declining_leaves_the_card_exiled() -> None:
    suspended = play(alice(), SUSPEND_BOLT).state
    countdown = play(upkeep_of(suspended, "A"), {"type": "resolve"})
    done = play(countdown.state, {"type": "resolve"}, ["dont"])
    assert done.state.object("bolt").zone is Zone.EXILE
    assert done.state.player("B").life == 20


def test_a_creature_cast_by_suspend_has_haste_while_its_caster_controls_it() -> None:
    state = alice(exile=[{"id": "baloth", "card": "Durkwood Baloth", "counters": {"time": 1}}])
    countdown = play(upkeep_of(state, "A"), {"type": "resolve"})
    cast = play(countdown.state, {"type": "resolve"}, ["cast"])
    done = resolve_all(cast.state)
    baloth = done.object("baloth")
    assert baloth.zone is Zone.BATTLEFIELD
    assert chars(done, baloth).has("haste")
    # Bob gains control of it: the haste ends for good (702.62a).
    taken = done.with_object(replace(baloth, controller="B"))
    after = play(taken, {"type": "advance"}).state
    assert not chars(after, after.object("baloth")).has("haste")
    assert not any(e.kind == "suspend_haste" for e in after.effects)
