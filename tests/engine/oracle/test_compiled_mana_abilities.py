"""Mana abilities compiled from real cards' Oracle text (605.1a, 106.1): a filter land's choice
of bundles (Cascade Bluffs), "Add three mana of any one color." (Gilded Lotus), and "add ...
instead" when a condition holds as the ability resolves (608.2c: River of Tears after a land
was played, 305.1; the Urza's lands beside the other two, 205.3i)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.cache import COMPILED
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


def game(
    lands: list[str], hand: list[str] | None = None, mana: dict[str, int] | None = None
) -> GameState:
    alice: dict[str, Any] = {
        "id": "A",
        "battlefield": [{"id": f"a{i}", "card": n} for i, n in enumerate(lands)],
        "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(hand or [])],
        "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
    }
    if mana:
        alice["mana_pool"] = mana
    bob = {"id": "B", "library": [{"id": f"m{i}", "card": "Island"} for i in range(3)]}
    return board(alice, bob, turn={"number": 3, "active_player": "A", "step": "precombat_main"})


def pool(state: GameState) -> dict[str, int]:
    return dict(state.player("A").mana_pool.to_json())


def tap(state: GameState, obj: str, ability: int = 0, choices: tuple[str, ...] = ()) -> Any:
    return play(state, {"type": "activate", "object": obj, "ability": ability}, choices)


def test_cascade_bluffs_filters_one_hybrid_mana_into_a_chosen_pair() -> None:
    state = game(["Cascade Bluffs"], mana={"U": 1})
    asked = pending(state, {"type": "activate", "object": "a0", "ability": 1})
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["UU", "UR", "RR"]
    filtered = tap(state, "a0", 1, ("UR",))
    assert pool(filtered.state) == {"U": 1, "R": 1}  # the {U} paid the {U/R}
    assert filtered.state.object("a0").tapped
    assert cites(filtered.log, "608.2d")
    red = tap(game(["Cascade Bluffs"], mana={"R": 1}), "a0", 1, ("RR",))
    assert pool(red.state) == {"R": 2}
    assert automated("Cascade Bluffs")


def test_gilded_lotus_adds_three_mana_of_one_chosen_color() -> None:
    tapped = tap(game(["Gilded Lotus"]), "a0", 0, ("B",))
    assert pool(tapped.state) == {"B": 3}
    assert automated("Gilded Lotus")


def test_river_of_tears_adds_black_instead_once_a_land_was_played() -> None:
    state = game(["River of Tears"], hand=["Swamp"])
    assert pool(tap(state, "a0").state) == {"U": 1}
    played = play(state, {"type": "play_land", "object": "h0"}).state
    assert pool(tap(played, "a0").state) == {"B": 1}
    # the next turn, no land played yet (305.2: the count is each turn's)
    later = play(played, {"type": "advance", "to": "precombat_main", "turn": "next"}).state
    later = play(later, {"type": "advance", "to": "precombat_main", "turn": "next"}).state
    assert later.turn.active_player == "A"
    assert pool(tap(later, "a0").state) == {"U": 1}
    assert automated("River of Tears")


def test_urzas_tower_adds_three_beside_a_mine_and_a_power_plant() -> None:
    alone = game(["Urza's Tower", "Urza's Mine"])
    assert pool(tap(alone, "a0").state) == {"C": 1}
    assembled = game(["Urza's Tower", "Urza's Mine", "Urza's Power Plant"])
    assert pool(tap(assembled, "a0").state) == {"C": 3}
    assert pool(tap(assembled, "a1").state) == {"C": 2}
    assert pool(tap(assembled, "a2").state) == {"C": 2}
    # a Mine and a Power-Plant but no Tower: the Mine adds one
    assert pool(tap(game(["Urza's Mine", "Urza's Power Plant"]), "a0").state) == {"C": 1}
    assert all(automated(n) for n in ("Urza's Mine", "Urza's Power Plant", "Urza's Tower"))


def test_new_horizons_lets_the_enchanted_land_add_two_mana_of_one_color() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "wastes", "card": "Wastes"},
                {"id": "horizons", "card": "New Horizons", "attached_to": "wastes"},
            ],
        },
        {"id": "B"},
    )
    abilities = chars(state, state.object("wastes")).abilities
    granted = len(abilities) - 1  # 613.1f: the quoted ability, the land's own from now on
    tapped = tap(state, "wastes", granted, ("G",))
    assert pool(tapped.state) == {"G": 2}
    assert cites(tapped.log, "605.3b")
    assert automated("New Horizons")
