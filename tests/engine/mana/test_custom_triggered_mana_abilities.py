"""A custom card's triggered mana ability (605.1b): "Whenever a land is tapped for mana, its
controller adds ..." resolves at once, right after the mana ability that triggered it, without
the stack (605.4a)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import InvalidDocument
from engine.core.state import Zone
from engine.testing.scenario import board, cites, play


def _flare(effect: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {
        "name": "Judge's Flare",
        "types": ["Enchantment"],
        "abilities": [
            {
                "text": "Whenever a land is tapped for mana, its controller adds one mana of any "
                "type that land produced.",
                "trigger": "land_tapped_for_mana",
                "effects": [effect],
                **extra,
            }
        ],
    }


ANY_TYPE = {
    "kind": "add_mana",
    "params": {"player": "bound:player", "choose_from": "bound:produced"},
}
RED = {"kind": "add_mana", "params": {"player": "bound:player", "mana": {"R": 1}}}


def _tap_forest(card: dict[str, Any], tapper: str = "B") -> engine.Result:
    state = board(
        {"id": "A", "battlefield": [{"id": "flare", "card": "Judge's Flare"}]},
        {"id": "B", "battlefield": [{"id": "forest", "card": "Forest"}]},
        custom_cards=[card],
        turn={"number": 2, "active_player": tapper, "step": "precombat_main"},
    )
    return play(state, {"type": "activate", "object": "forest", "ability": 0})


def test_a_custom_triggered_mana_ability_adds_mana_without_the_stack_605_4a() -> None:
    """Bob taps his Forest: Alice's enchantment adds one more {G} to Bob's pool at once."""
    result = _tap_forest(_flare(ANY_TYPE))
    assert result.state.player("B").mana_pool.to_json() == {"G": 2}
    assert not result.state.zone(Zone.STACK) and not result.state.pending_triggers
    assert cites(result.log, "605.4a") and cites(result.log, "605.1b")


def test_its_controller_adds_a_fixed_mana() -> None:
    result = _tap_forest(_flare(RED))
    assert result.state.player("B").mana_pool.to_json() == {"G": 1, "R": 1}


def test_the_ability_is_a_mana_ability_by_its_facts_and_round_trips() -> None:
    state = board({"id": "A"}, {"id": "B"}, custom_cards=[_flare(RED)])
    (card,) = state.custom_cards
    assert card.abilities[0].mana_ability
    assert engine.load(engine.dump(state)) == state


def test_a_targeted_ability_cant_claim_to_be_a_mana_ability_605_1b() -> None:
    bad = _flare(RED, targets=["player"], mana_ability=True)
    with pytest.raises(InvalidDocument) as refused:
        board({"id": "A"}, {"id": "B"}, custom_cards=[bad])
    assert refused.value.path == "custom_cards[0].abilities[0].mana_ability"
