"""The built-in cards with delve (702.66): Gurmag Angler, Sultai Scavenger, Treasure Cruise and
Murderous Cut, each cast with cards exiled from the graveyard and then resolved."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.registry import REGISTRY
from engine.core.state import GameState, Zone
from engine.game.automation import is_automated, unmodeled
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

DELVE_CARDS = ("Gurmag Angler", "Sultai Scavenger", "Treasure Cruise", "Murderous Cut")


def alice(card: str, pool: dict[str, int], graveyard: int, **extra: Any) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "spell", "card": card}],
            "mana_pool": pool,
            "graveyard": [{"id": f"g{i}", "card": "Shock"} for i in range(graveyard)],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(4)],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "angel", "card": "Serra Angel"}],
        },
        **extra,
    )


def cast_and_resolve(state: GameState, action: dict[str, Any]) -> GameState:
    cast = play(state, action)
    assert cites(cast.log, "702.66a")
    return play(cast.state, {"type": "resolve"}).state


@pytest.mark.parametrize("name", DELVE_CARDS)
def test_the_delve_cards_are_automated(name: str) -> None:
    card = REGISTRY.get(name)
    assert card is not None and "Delve" in card.keywords
    assert is_automated(card), unmodeled(card)


def test_dead_drop_is_not_defined_without_a_sacrifice_instruction() -> None:
    """Dead Drop's "Target player sacrifices two creatures." has no instruction yet."""
    assert REGISTRY.get("Dead Drop") is None


def test_murderous_cut_with_four_cards_exiled_destroys_its_target_for_black() -> None:
    state = alice("Murderous Cut", {"B": 1}, graveyard=4)
    action = {
        "type": "cast",
        "object": "spell",
        "targets": ["angel"],
        "delve": ["g0", "g1", "g2", "g3"],
    }
    after = cast_and_resolve(state, action)
    assert after.object("angel").zone is Zone.GRAVEYARD
    assert after.object("spell").zone is Zone.GRAVEYARD
    assert [o.id for o in after.zone(Zone.EXILE, "A")] == ["g0", "g1", "g2", "g3"]
    assert not after.player("A").mana_pool


def test_treasure_cruise_with_seven_cards_exiled_draws_three_for_blue() -> None:
    state = alice("Treasure Cruise", {"U": 1}, graveyard=7)
    action = {"type": "cast", "object": "spell", "delve": [f"g{i}" for i in range(7)]}
    after = cast_and_resolve(state, action)
    assert [o.id for o in after.zone(Zone.HAND, "A")] == ["l0", "l1", "l2"]
    assert [o.id for o in after.zone(Zone.LIBRARY, "A")] == ["l3"]
    assert len(after.zone(Zone.EXILE, "A")) == 7
    # The sorcery itself went to the graveyard after the cards were exiled (608.2n).
    assert [o.id for o in after.zone(Zone.GRAVEYARD, "A")] == ["spell"]


def test_sultai_scavenger_enters_as_a_flying_3_3() -> None:
    state = alice("Sultai Scavenger", {"B": 1, "G": 1}, graveyard=4)
    action = {"type": "cast", "object": "spell", "delve": ["g0", "g1", "g2", "g3"]}
    after = cast_and_resolve(state, action)
    scavenger = chars(after, after.object("spell"))
    assert after.object("spell").zone is Zone.BATTLEFIELD
    assert (scavenger.power, scavenger.toughness, scavenger.has("flying")) == (3, 3, True)
    assert scavenger.mana_value == 6
