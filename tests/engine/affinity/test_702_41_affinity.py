"""Affinity for [text] (702.41a): "This spell costs {1} less to cast for each [text] you
control", generic mana only, as the total cost is determined (601.2f). Real cards of the 2026
card file compiled from their Oracle text: Dross Golem ("Affinity for Swamps", a subtype in the
plural; {5}) and Hellspur Brute ("Affinity for outlaws", 700.12: Assassins, Mercenaries, Pirates,
Rogues, Warlocks; {4}{R})."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Dross Golem", "Hellspur Brute")
CAST = {"type": "cast", "object": "spell"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _alice(card: str, pool: dict[str, int], battlefield: list[str]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "mana_pool": pool,
            # tapped: their mana can't pay the rest, only the pool can
            "battlefield": [
                {"id": f"p{i}", "card": c, "tapped": True} for i, c in enumerate(battlefield)
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Swamp"}]},
    )


@pytest.mark.parametrize(
    ("name", "line"),
    [("Dross Golem", "Affinity for Swamps"), ("Hellspur Brute", "Affinity for outlaws")],
)
def test_702_41a_affinity_for_text_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed.split("\n")[0] == line


def test_702_41a_dross_golem_costs_one_less_for_each_swamp_you_control() -> None:
    # Three Swamps and a Mountain of Alice's, a Swamp of Bob's: {5} less {3} is {2}.
    cast = play(_alice("Dross Golem", {"C": 2}, ["Swamp", "Swamp", "Swamp", "Mountain"]), CAST)
    assert cast.state.object("spell").zone is Zone.STACK
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.41a") and cites(cast.log, "601.2f")
    with pytest.raises(IllegalAction):
        play(_alice("Dross Golem", {"C": 1}, ["Swamp", "Swamp", "Swamp", "Mountain"]), CAST)


def test_702_41a_hellspur_brute_counts_outlaws_and_never_colored_mana() -> None:
    # Two Mercenaries (outlaws) and Grizzly Bears (no outlaw): {4}{R} less {2} is {2}{R}.
    board_cards = ["Hellspur Brute", "Hellspur Brute", "Grizzly Bears"]
    cast = play(_alice("Hellspur Brute", {"R": 1, "C": 2}, board_cards), CAST)
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert any("affinity for outlaws" in e.text for e in cast.log)
    with pytest.raises(IllegalAction):
        play(_alice("Hellspur Brute", {"C": 3}, board_cards), CAST)  # {R} stays to pay
