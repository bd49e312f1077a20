"""Annihilator N (702.86a): "Whenever this creature attacks, defending player sacrifices N
permanents." Ulamog's Crusher (an 8/8 with annihilator 2 that attacks each combat if able) is
compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

ULAMOGS_CRUSHER = {
    "name": "Ulamog's Crusher",
    "type_line": "Creature — Eldrazi",
    "mana_cost": "{8}",
    "power": "8",
    "toughness": "8",
    "layout": "normal",
    "keywords": ["Annihilator"],
    "oracle_text": "Annihilator 2 (Whenever this creature attacks, defending player sacrifices "
    "two permanents.)\nUlamog's Crusher attacks each combat if able.",
}
ATTACK = {"type": "attack", "attackers": {"crusher": "B"}}


@pytest.fixture(autouse=True)
def _crusher_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Ulamog's Crusher": ULAMOGS_CRUSHER})


def _board(*defending: dict[str, object]) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "crusher", "card": "Ulamog's Crusher"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B", "battlefield": list(defending)},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )


def test_ulamogs_crusher_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(ULAMOGS_CRUSHER)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Annihilator 2\n~ attacks each combat if able."


def test_the_defending_player_chooses_two_permanents_to_sacrifice_702_86a() -> None:
    state = _board(
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "mountain", "card": "Mountain"},
        {"id": "island", "card": "Island"},
    )
    attacked = play(state, ATTACK)
    asked = pending(attacked.state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.decider == "B"
    assert set(asked.pending.option_ids()) == {"bears", "mountain", "island"}
    done = play(attacked.state, {"type": "resolve"}, ["mountain", "island"])
    assert done.state.object("mountain").zone is Zone.GRAVEYARD
    assert done.state.object("island").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert done.state.object("forest").zone is Zone.BATTLEFIELD  # not the attacker's own
    assert cites(done.log, "702.86a") and cites(done.log, "701.21a")


def test_with_fewer_permanents_than_n_all_are_sacrificed_701_21a() -> None:
    attacked = play(_board({"id": "bears", "card": "Grizzly Bears"}), ATTACK)
    done = play(attacked.state, {"type": "resolve"})
    assert done.state.object("bears").zone is Zone.GRAVEYARD
