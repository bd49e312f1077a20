"""Impending N—[cost] (702.176a): an alternative cost (118.9); if it was paid the permanent
enters with N time counters (614.1c), isn't a creature while its impending cost was paid and it
has a time counter on it (layer 4, 613.1d), and at the beginning of its controller's end step a
time counter is removed from it.

Real cards of the 2026 card file, compiled from their Oracle text: Overlord of the Floodpits
({3}{U}{U} Enchantment Creature 5/3, "Impending 4—{1}{U}{U}", flying, "Whenever ~ enters or
attacks, draw two cards, then discard a card.")."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

OVERLORD = "Overlord of the Floodpits"
RESOLVE = {"type": "resolve"}
IMPENDING = {"type": "cast", "object": "it", "impending": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, OVERLORD)


def alice(pool: dict[str, int], **more: Any) -> GameState:
    library = [{"id": f"top{i}", "card": "Island"} for i in range(4)]
    return board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": OVERLORD}],
            "library": library,
            "mana_pool": pool,
            **more,
        },
        {"id": "B"},
    )


def _resolve_all(state: GameState) -> GameState:
    while state.zone(Zone.STACK):
        asked = apply(state, RESOLVE)
        choice = [asked.pending.options[0].id] if asked.pending is not None else []
        state = play(state, RESOLVE, choice).state
    return state


def test_702_176a_impending_compiles_and_prints_back() -> None:
    compiled = compile_record(records(OVERLORD)[OVERLORD])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Impending 4—{1}{U}{U}"


def test_702_176a_the_picker_offers_the_impending_cost() -> None:
    offered = [o for o in available_actions(alice({"U": 2, "C": 1})) if o.action.get("impending")]
    assert len(offered) == 1 and offered[0].legal


def test_702_176a_cast_for_its_impending_cost_it_enters_with_time_counters_not_a_creature() -> None:
    cast = play(alice({"U": 2, "C": 1}), IMPENDING)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{U}{U}, not {3}{U}{U}
    assert cites(cast.log, "702.176a") and cites(cast.log, "118.9")
    entered = play(cast.state, RESOLVE)
    it = entered.state.object("it")
    assert it.zone is Zone.BATTLEFIELD and it.counter("time") == 4
    assert cites(entered.log, "614.1c") and cites(entered.log, "702.176a")
    seen = chars(entered.state, it)
    assert not seen.is_type("Creature") and seen.is_type("Enchantment")
    assert seen.power is None and "Avatar" not in seen.subtypes  # 205.3d
    assert engine.load(engine.dump(entered.state)) == entered.state
    # its enters trigger still works: it isn't a creature, but it entered (draw two, discard)
    state = _resolve_all(entered.state)
    assert len(state.zone(Zone.HAND, "A")) == 1


def test_702_176a_a_time_counter_is_removed_at_the_beginning_of_your_end_step() -> None:
    cast = play(alice({"U": 2, "C": 1}), IMPENDING)
    state = _resolve_all(play(cast.state, RESOLVE).state)
    ended = play(state, {"type": "advance", "to": "end"})
    assert ended.state.zone(Zone.STACK)
    removed = play(ended.state, RESOLVE)
    assert removed.state.object("it").counter("time") == 3
    assert cites(removed.log, "702.176a")
    assert not chars(removed.state, removed.state.object("it")).is_type("Creature")


def test_702_176a_when_the_last_time_counter_is_removed_it_is_a_creature() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "it", "card": OVERLORD, "cast_for": "impending", "counters": {"time": 1}}
            ],
        },
        {"id": "B"},
    )
    assert not chars(state, state.object("it")).is_type("Creature")
    ended = play(state, {"type": "advance", "to": "end"})
    removed = play(ended.state, RESOLVE)
    it = removed.state.object("it")
    assert it.counter("time") == 0
    seen = chars(removed.state, it)
    assert seen.is_type("Creature") and (seen.power, seen.toughness) == (5, 3)
    assert "Avatar" in seen.subtypes


def test_702_176a_cast_for_its_mana_cost_it_is_a_creature_without_counters() -> None:
    cast = play(alice({"U": 2, "C": 3}), {"type": "cast", "object": "it"})
    entered = play(cast.state, RESOLVE)
    it = entered.state.object("it")
    assert it.counter("time") == 0 and chars(entered.state, it).is_type("Creature")


def test_702_176a_time_counters_on_a_permanent_not_cast_for_impending_dont_matter() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "it", "card": OVERLORD, "counters": {"time": 2}}]},
        {"id": "B"},
    )
    assert chars(state, state.object("it")).is_type("Creature")
    ended = play(state, {"type": "advance", "to": "end"})
    assert not ended.state.zone(Zone.STACK)


def test_118_9a_impending_and_another_alternative_cost_cannot_both_be_paid() -> None:
    with pytest.raises(IllegalAction):
        play(alice({"U": 2, "C": 1}), {**IMPENDING, "dash": True})
