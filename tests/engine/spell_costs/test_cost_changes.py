"""601.2f: the total cost of a spell is its mana cost plus cost increases minus reductions; a
reduction lowers only the generic part, never below zero (118.7). Effects of kind
"modify_spell_cost" (engine.rules.effects.spell_costs)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play


def changer(name: str, spells: str, casters: str, generic: int) -> dict[str, Any]:
    return {
        "name": name,
        "types": ["Artifact"],
        "abilities": [
            {
                "text": f"{name} changes what spells cost.",
                "effect": "modify_spell_cost",
                "params": {"spells": spells, "casters": casters, "generic": generic},
            }
        ],
    }


RED_MEDALLION = changer("Test Red Medallion", "color:R", "you", -1)
SPHERE = changer("Test Sphere", "any", "each", 1)
OPPONENTS_TAX = changer("Test Tax", "any", "opponents", 2)


def game(a: list[str], b: list[str], hand: list[str], pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": pool,
            "battlefield": [{"id": f"a{i}", "card": c} for i, c in enumerate(a)],
            "hand": [{"id": f"h{i}", "card": c} for i, c in enumerate(hand)],
        },
        {"id": "B", "battlefield": [{"id": f"b{i}", "card": c} for i, c in enumerate(b)]},
        custom_cards=[RED_MEDALLION, SPHERE, OPPONENTS_TAX],
    )


def test_a_reduction_lowers_only_generic_mana() -> None:
    """Hill Giant ({3}{R}) costs {2}{R}; Lightning Bolt ({R}) still costs {R}."""
    giant = game(["Test Red Medallion"], [], ["Hill Giant"], {"R": 1, "C": 2})
    result = play(giant, {"type": "cast", "object": "h0"})
    assert result.state.object("h0").zone is Zone.STACK
    assert result.state.player("A").mana_pool.to_json() == {}
    assert cites(result.log, "601.2f")
    bolt = game(["Test Red Medallion"], [], ["Lightning Bolt"], {})
    with pytest.raises(IllegalAction):
        play(bolt, {"type": "cast", "object": "h0", "targets": ["B"]})


def test_increase_and_reduction_add_up() -> None:
    """Sphere +{1} and the Medallion -{1}: Hill Giant costs its printed {3}{R}."""
    state = game(["Test Red Medallion", "Test Sphere"], [], ["Hill Giant"], {"R": 1, "C": 3})
    result = play(state, {"type": "cast", "object": "h0"})
    assert result.state.player("A").mana_pool.to_json() == {}
    notes = [e.text for e in result.log if "601.2f" in e.rules]
    assert any("1} more" in n for n in notes) and any("1} less" in n for n in notes)


def test_a_tax_on_opponents_doesnt_tax_its_controller() -> None:
    """Bob's tax applies to Alice's spells (+{2}); Alice's own tax doesn't."""
    taxed = game([], ["Test Tax"], ["Grizzly Bears"], {"G": 2})
    with pytest.raises(IllegalAction):
        play(taxed, {"type": "cast", "object": "h0"})
    own = game(["Test Tax"], [], ["Grizzly Bears"], {"G": 2})
    assert play(own, {"type": "cast", "object": "h0"}).state.object("h0").zone is Zone.STACK
