"""Biomancer's Familiar: "Activated abilities of creatures you control cost {2} less to activate.
This effect can't reduce the mana in that cost to less than one mana. / {T}: The next time
target creature adapts this turn, it adapts as though it had no +1/+1 counters on it." (compiled
from its Oracle text). The reduction takes generic mana only and leaves at least one mana
(602.2b, 601.2f); Bob's creatures' abilities cost what they cost. The adapt is read as though
the creature had no counters once (701.46a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import EngineError
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.puzzle.autopay import mana_cost_of
from engine.testing.scenario import board, cites, play

BIOMANCERS_FAMILIAR = {
    "name": "Biomancer's Familiar",
    "type_line": "Creature — Frog Beast",
    "mana_cost": "{G}{U}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Activated abilities of creatures you control cost {2} less to activate. This "
    "effect can't reduce the mana in that cost to less than one mana.\n{T}: The next time target "
    "creature adapts this turn, it adapts as though it had no +1/+1 counters on it.",
}
ADAPTER = {
    "name": "Adapter Test Subject",
    "type_line": "Creature — Beast",
    "mana_cost": "{1}{G}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "{2}{G}: Adapt 2. (If this creature has no +1/+1 counters on it, put two +1/+1 "
    "counters on it.)",
}
PUMPER = {
    "name": "Pumper Test Subject",
    "type_line": "Creature — Beast",
    "mana_cost": "{1}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "{2}: Pumper Test Subject gets +1/+1 until end of turn.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(
        {
            "Biomancer's Familiar": BIOMANCERS_FAMILIAR,
            "Adapter Test Subject": ADAPTER,
            "Pumper Test Subject": PUMPER,
        }
    )


@pytest.mark.parametrize("record", [BIOMANCERS_FAMILIAR, ADAPTER, PUMPER], ids=lambda r: r["name"])
def test_it_compiles_automated(record: dict[str, str]) -> None:
    assert compile_record(record).label == AUTOMATED


def _board(pool: dict[str, int], counters: int = 0) -> GameState:
    adapter: dict[str, Any] = {"id": "adapter", "card": "Adapter Test Subject"}
    if counters:
        adapter["counters"] = {"+1/+1": counters}
    return board(
        {
            "id": "A",
            "mana_pool": pool,
            "battlefield": [
                {"id": "familiar", "card": "Biomancer's Familiar"},
                adapter,
                {"id": "pumper", "card": "Pumper Test Subject"},
            ],
        },
        {
            "id": "B",
            "mana_pool": {"G": 1},
            "battlefield": [{"id": "their_pumper", "card": "Pumper Test Subject"}],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def test_adapt_costs_only_g_602_2b() -> None:
    done = play(_board({"G": 1}), {"type": "activate", "object": "adapter", "ability": 0})
    assert done.state.player("A").mana_pool.to_json() == {}
    assert cites(done.log, "602.2b")
    assert mana_cost_of(_board({"G": 1}), {"type": "activate", "object": "adapter"}) is not None


def test_a_two_cost_keeps_one_mana() -> None:
    done = play(_board({"C": 1}), {"type": "activate", "object": "pumper", "ability": 0})
    assert done.state.player("A").mana_pool.to_json() == {}
    with pytest.raises(EngineError):
        play(_board({}), {"type": "activate", "object": "pumper", "ability": 0})


def test_bobs_creatures_abilities_cost_what_they_cost() -> None:
    state = _board({})
    with pytest.raises(EngineError):
        play(state, {"type": "activate", "object": "their_pumper", "ability": 0})


def test_the_next_adapt_ignores_its_counters_once_701_46a() -> None:
    state = _board({"G": 2}, counters=1)
    tapped = play(
        state, {"type": "activate", "object": "familiar", "ability": 1, "targets": ["adapter"]}
    )
    state = play(tapped.state, RESOLVE).state
    adapted = play(
        play(state, {"type": "activate", "object": "adapter", "ability": 0}).state, RESOLVE
    )
    assert adapted.state.object("adapter").counter("+1/+1") == 3 and cites(adapted.log, "701.46a")
    again = play(
        play(adapted.state, {"type": "activate", "object": "adapter", "ability": 0}).state, RESOLVE
    )
    assert again.state.object("adapter").counter("+1/+1") == 3  # the effect was used up


def test_without_it_a_creature_with_a_counter_doesnt_adapt() -> None:
    state = _board({"G": 1}, counters=1)
    adapted = play(
        play(state, {"type": "activate", "object": "adapter", "ability": 0}).state, RESOLVE
    )
    assert adapted.state.object("adapter").counter("+1/+1") == 1


def test_a_creature_cards_cycling_in_her_hand_isnt_reduced_110_1(compiled_from: Any) -> None:
    # Only creatures (permanents) she controls: a creature card in her hand is none.
    cycler = {
        "name": "Cycler Test Subject",
        "type_line": "Creature — Beast",
        "mana_cost": "{3}{G}",
        "power": "3",
        "toughness": "3",
        "layout": "normal",
        "oracle_text": "Cycling {2} ({2}, Discard this card: Draw a card.)",
    }
    compiled_from({"Biomancer's Familiar": BIOMANCERS_FAMILIAR, "Cycler Test Subject": cycler})
    state = board(
        {
            "id": "A",
            "mana_pool": {"C": 1},
            "hand": [{"id": "cycler", "card": "Cycler Test Subject"}],
            "library": [{"id": "card", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "familiar", "card": "Biomancer's Familiar"}],
        },
        {"id": "B"},
    )
    with pytest.raises(EngineError):
        play(state, {"type": "activate", "object": "cycler", "ability": 0})
    paid = play(state, {"type": "activate", "object": "cycler", "ability": 0, "free": True})
    assert paid.state.object("cycler").zone.value == "graveyard"
