"""Spree (702.172a): the caster chooses one or more modes and pays, as an additional cost, the
cost printed with each chosen mode (601.2f). A real card of the 2026 card file, compiled from its
Oracle text: Explosive Derailment ({R}; "+ {2} — ~ deals 4 damage to target creature.", "+ {2} —
Destroy target artifact.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAME = "Explosive Derailment"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, NAME)


def _board(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "spell", "card": NAME}], "mana_pool": pool},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "thopter", "card": "Ornithopter"},
            ],
        },
    )


def test_702_172_spree_card_compiles_and_prints_back() -> None:
    compiled = compile_record(records(NAME)[NAME])
    assert compiled.label == AUTOMATED
    assert compiled.printed.split("\n")[0] == "Spree"
    spell = compiled.definition.abilities[0]
    assert [m.cost for m in spell.modes] == ["{2}", "{2}"]  # type: ignore[union-attr]


def test_702_172a_both_modes_cost_both_additional_costs() -> None:
    # {R} and {2} and {2}: {4}{R}.
    action = {"type": "cast", "object": "spell", "modes": [0, 1], "targets": ["bears", "thopter"]}
    cast = play(_board({"R": 1, "C": 4}), action)
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.172a") and cites(cast.log, "601.2f")
    done = resolve_all(cast.state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("thopter").zone is Zone.GRAVEYARD
    with pytest.raises(IllegalAction):
        play(_board({"R": 1, "C": 3}), action)


def test_702_172a_one_mode_costs_its_own_cost_only() -> None:
    action = {"type": "cast", "object": "spell", "mode": 1, "targets": ["thopter"]}
    cast = play(_board({"R": 1, "C": 2}), action)
    assert cast.state.player("A").mana_pool.to_json() == {}
    done = resolve_all(cast.state)
    assert done.object("thopter").zone is Zone.GRAVEYARD
    assert done.object("bears").zone is Zone.BATTLEFIELD
    with pytest.raises(IllegalAction):
        play(_board({"R": 1, "C": 1}), action)  # {R} alone doesn't pay the mode's {2}
