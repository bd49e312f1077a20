""" "~ enters with a +1/+1 counter on it for each color of mana spent to cast it." (614.1c): the
colors of the mana its spell's cost took from the pool (601.2h; colorless mana is no color,
106.1b), kept from the spell onto the permanent it becomes and forgotten by any other move
(400.7). Springmantle Cleric is compiled from its Oracle text (engine.mechanics.mana_spent)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play

CLERIC = {
    "name": "Springmantle Cleric",
    "mana_cost": "{5}{G}",
    "type_line": "Creature — Elf Cleric",
    "colors": ["G"],
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Springmantle Cleric enters the battlefield with a +1/+1 counter on it for "
    "each color of mana spent to cast it.",
}
RESOLVE = {"type": "resolve"}
CAST = {"type": "cast", "object": "cleric"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Springmantle Cleric": CLERIC})


def test_springmantle_cleric_compiles_automated() -> None:
    compiled = compile_record(CLERIC)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == (
        "~ enters with a +1/+1 counter on it for each color of mana spent to cast it."
    )


def _cast_with(pool: dict[str, int]) -> GameState:
    state = board(
        {"id": "A", "mana_pool": pool, "hand": [{"id": "cleric", "card": "Springmantle Cleric"}]},
        {"id": "B"},
    )
    cast = settle(state, CAST)
    assert cast.state.player("A").mana_pool.to_json() == {}
    done = play(cast.state, RESOLVE)
    assert cites(done.log, "614.1c") and cites(done.log, "601.2h")
    return done.state


def test_four_colors_and_colorless_give_four_counters() -> None:
    state = _cast_with({"G": 2, "W": 1, "U": 1, "R": 1, "C": 1})
    cleric = state.object("cleric")
    assert cleric.zone is Zone.BATTLEFIELD
    assert cleric.counter("+1/+1") == 4  # green, white, blue, red; colorless is no color
    shown = chars(state, cleric)
    assert (shown.power, shown.toughness) == (8, 8)


def test_only_green_mana_gives_one_counter() -> None:
    state = _cast_with({"G": 6})
    assert state.object("cleric").counter("+1/+1") == 1


def test_the_mana_spent_is_saved_with_the_spell_on_the_stack() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"G": 1, "B": 2, "R": 3},
            "hand": [{"id": "cleric", "card": "Springmantle Cleric"}],
        },
        {"id": "B"},
    )
    cast = settle(state, CAST)
    saved = load(dump(cast.state))
    assert saved.object("cleric").mana_spent == ("B", "B", "R", "R", "R", "G")
    done = play(saved, RESOLVE).state
    assert done.object("cleric").counter("+1/+1") == 3


def test_a_cleric_put_onto_the_battlefield_without_being_cast_gets_none() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "cleric", "card": "Springmantle Cleric"}]}, {"id": "B"}
    )
    moved = play(state, {"type": "move_object", "object": "cleric", "to": "battlefield"}).state
    assert moved.object("cleric").counter("+1/+1") == 0


def test_a_cleric_that_leaves_and_returns_forgets_the_mana_400_7() -> None:
    state = _cast_with({"G": 2, "W": 2, "U": 2})
    assert state.object("cleric").counter("+1/+1") == 3
    for zone in ("hand", "battlefield"):
        state = play(state, {"type": "move_object", "object": "cleric", "to": zone}).state
    assert state.object("cleric").counter("+1/+1") == 0
    assert state.object("cleric").mana_spent == ()
