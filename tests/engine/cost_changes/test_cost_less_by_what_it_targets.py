""" "~ costs {3} less to cast if it targets a tapped creature." (Ajani's Response; also an
attacking or blocking creature): the spell's targets are chosen (601.2c) before its total cost is
determined (601.2f), so the reduction reads them; compiled from the cards' Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Ajani's Response": {
        "name": "Ajani's Response",
        "mana_cost": "{4}{W}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "This spell costs {3} less to cast if it targets a tapped creature.\n"
        "Destroy target creature.",
    },
    "Depower": {
        "name": "Depower",
        "mana_cost": "{2}{W}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "This spell costs {2} less to cast if it targets an attacking creature.\n"
        "Target creature gets -4/-0 until end of turn.",
    },
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def _board(card: str, pool: dict[str, int], **doc: Any) -> GameState:
    return board(
        {"id": "A", "mana_pool": pool, "hand": [{"id": "spell", "card": card}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "tapped", "card": "Grizzly Bears", "tapped": True},
                {"id": "untapped", "card": "Hill Giant"},
            ],
        },
        **doc,
    )


def _cast(target: str) -> dict[str, Any]:
    return {"type": "cast", "object": "spell", "targets": [target]}


def test_targeting_a_tapped_creature_it_costs_three_less_601_2f() -> None:
    cast = play(_board("Ajani's Response", {"W": 1, "C": 1}), _cast("tapped"))
    assert cast.state.object("spell").zone is Zone.STACK
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "601.2f")


def test_targeting_an_untapped_creature_it_costs_its_full_cost() -> None:
    with pytest.raises(IllegalAction):
        play(_board("Ajani's Response", {"W": 1, "C": 1}), _cast("untapped"))
    cast = play(_board("Ajani's Response", {"W": 1, "C": 4}), _cast("untapped"))
    assert cast.state.object("spell").zone is Zone.STACK


def test_depower_costs_two_less_only_if_it_targets_an_attacker() -> None:
    turn = {"number": 2, "active_player": "B", "step": "declare_blockers"}
    combat = {"attackers": {"untapped": "A"}}
    state = _board("Depower", {"W": 1}, turn=turn, combat=combat)
    assert play(state, _cast("untapped")).state.object("spell").zone is Zone.STACK
    with pytest.raises(IllegalAction):
        play(state, _cast("tapped"))
