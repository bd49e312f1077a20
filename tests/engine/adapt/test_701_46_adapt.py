"""Adapt N (701.46a): "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
it." Aeromunculus (a 2/3 flier with "{2}{G}{U}: Adapt 1.") is compiled from its Oracle text;
Pteramander's adapt costs {1} less for each instant and sorcery card in its controller's
graveyard (602.2b, 601.2f), compiled from its 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

AEROMUNCULUS = {
    "name": "Aeromunculus",
    "type_line": "Creature — Homunculus Mutant",
    "mana_cost": "{1}{G}{U}",
    "power": "2",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Flying", "Adapt"],
    "oracle_text": "Flying\n{2}{G}{U}: Adapt 1. (If this creature has no +1/+1 counters on it, "
    "put a +1/+1 counter on it.)",
}
ADAPT = {"type": "activate", "object": "aero", "ability": 0, "free": True}


@pytest.fixture(autouse=True)
def _from_its_text(compiled_from: Any) -> None:
    compiled_from({"Aeromunculus": AEROMUNCULUS})


def _board(counters: int = 0) -> GameState:
    aero: dict[str, object] = {"id": "aero", "card": "Aeromunculus"}
    if counters:
        aero["counters"] = {"+1/+1": counters}
    return board({"id": "A", "battlefield": [aero]}, {"id": "B"})


def test_aeromunculus_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(AEROMUNCULUS)
    assert compiled.label == "automated"
    assert compiled.printed == "Flying\n{2}{G}{U}: Adapt 1."


def test_without_counters_it_adapts_701_46a() -> None:
    done = play(play(_board(), ADAPT).state, {"type": "resolve"})
    assert done.state.object("aero").counter("+1/+1") == 1
    assert cites(done.log, "701.46a")


def test_with_a_counter_already_it_gets_none_701_46a() -> None:
    done = play(play(_board(counters=1), ADAPT).state, {"type": "resolve"})
    assert done.state.object("aero").counter("+1/+1") == 1


def test_activated_twice_in_response_only_the_first_to_resolve_adds_counters() -> None:
    # Both activations check on resolution (608.2c): the second finds the counter.
    twice = play(play(_board(), ADAPT).state, ADAPT).state
    done = play(play(twice, {"type": "resolve"}).state, {"type": "resolve"})
    assert done.state.object("aero").counter("+1/+1") == 1


def _pteramander(compiled_from: Any, pool: dict[str, int], spells: int) -> GameState:
    """Pteramander (2026 Oracle text): "{7}{U}: Adapt 4. This ability costs {1} less to activate
    for each instant and sorcery card in your graveyard." (602.2b, 601.2f)."""
    use_cards(compiled_from, "Pteramander")
    graveyard = [{"id": f"bolt{i}", "card": "Lightning Bolt"} for i in range(spells)]
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "ptera", "card": "Pteramander"}],
            "graveyard": graveyard,
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def test_pteramander_compiles_with_its_own_cost_reduction() -> None:
    compiled = compile_record(records("Pteramander")["Pteramander"])
    assert compiled.label == "automated"
    assert compiled.printed.splitlines()[1] == (
        "{7}{U}: Adapt 4. This ability costs {1} less to activate for each instant and sorcery "
        "card in your graveyard."
    )


def test_its_adapt_costs_less_for_each_instant_in_the_graveyard_602_2b(compiled_from: Any) -> None:
    state = _pteramander(compiled_from, {"U": 1, "C": 4}, spells=3)
    activated = play(state, {"type": "activate", "object": "ptera", "ability": 0})
    assert cites(activated.log, "602.2b")
    assert not any(activated.state.player("A").mana_pool.values())  # {4}{U} paid
    done = play(activated.state, {"type": "resolve"})
    assert done.state.object("ptera").counter("+1/+1") == 4
    assert cites(done.log, "701.46a")


def test_without_enough_spells_in_the_graveyard_it_costs_more_601_2f(compiled_from: Any) -> None:
    state = _pteramander(compiled_from, {"U": 1, "C": 4}, spells=2)  # costs {5}{U}
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "activate", "object": "ptera", "ability": 0})
    assert err.value.rule == "601.2h"  # {5}{U} can't be paid from {U} and {C}{C}{C}{C}
