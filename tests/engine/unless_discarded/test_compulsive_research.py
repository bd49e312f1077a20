"""A discard avoided by discarding a land card instead (118.12a): Compulsive Research ("Target
player draws three cards. Then that player discards two cards unless they discard a land
card."), compiled from its Oracle text. The target player decides, as the spell resolves."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

COMPULSIVE_RESEARCH = {
    "name": "Compulsive Research",
    "mana_cost": "{2}{U}",
    "type_line": "Sorcery",
    "oracle_text": "Target player draws three cards. Then that player discards two cards unless "
    "they discard a land card.",
    "colors": ["U"],
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Compulsive Research": COMPULSIVE_RESEARCH})


def test_it_compiles_automated() -> None:
    compiled = compile_record(COMPULSIVE_RESEARCH)
    assert compiled.label == AUTOMATED
    assert compiled.printed == COMPULSIVE_RESEARCH["oracle_text"]


def _cast(library: list[str], target: str = "A") -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "research", "card": "Compulsive Research"}],
            "library": [{"id": f"lib{i}", "card": c} for i, c in enumerate(library)],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": c} for i, c in enumerate(library)]},
    )
    return play(state, {"type": "cast", "object": "research", "targets": [target], "free": True})


def test_discarding_one_land_card_is_enough_118_12a() -> None:
    cast = _cast(["Forest", "Lightning Bolt", "Shock"])
    asked = pending(cast.state, {"type": "resolve"})
    assert {o.id for o in asked.pending.options} == {"lib0", "discard_cards"}
    resolved = play(cast.state, {"type": "resolve"}, ["lib0"])
    after = resolved.state
    assert {o.id for o in after.zone(Zone.HAND, "A")} == {"lib1", "lib2"}
    assert after.object("lib0").zone is Zone.GRAVEYARD and cites(resolved.log, "118.12a")


def test_or_two_cards_of_the_players_choice() -> None:
    cast = _cast(["Forest", "Lightning Bolt", "Shock"])
    after = play(cast.state, {"type": "resolve"}, ["discard_cards", "lib1", "lib2"]).state
    assert {o.id for o in after.zone(Zone.HAND, "A")} == {"lib0"}


def test_without_a_land_card_two_cards_are_discarded() -> None:
    cast = _cast(["Grizzly Bears", "Lightning Bolt", "Shock"])
    after = play(cast.state, {"type": "resolve"}, ["lib0", "lib1"]).state
    assert {o.id for o in after.zone(Zone.HAND, "A")} == {"lib2"}


def test_the_target_player_draws_and_decides() -> None:
    cast = _cast(["Forest", "Lightning Bolt", "Shock"], target="B")
    asked = pending(cast.state, {"type": "resolve"})
    assert asked.pending.decider == "B"
    after = play(cast.state, {"type": "resolve"}, ["b0"]).state
    assert {o.id for o in after.zone(Zone.HAND, "B")} == {"b1", "b2"}
    assert not after.zone(Zone.HAND, "A")
