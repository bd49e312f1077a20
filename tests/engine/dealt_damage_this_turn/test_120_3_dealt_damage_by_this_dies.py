""" "Whenever a creature dealt damage by ~ this turn dies": the engine remembers, for the turn,
which source dealt damage to which creature (120.3), each the object it was (400.7), and the
trigger looks back at the creature as it last existed on the battlefield (603.10a). Vampiric
Dragon and Sengir Vampire are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

DRAGON = "Vampiric Dragon"  # Flying; the trigger; {1}{R}: ~ deals 1 damage to target creature.
SENGIR = "Sengir Vampire"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, DRAGON, SENGIR, "Shock", "Cloudshift")


@pytest.mark.parametrize("name", [DRAGON, SENGIR])
def test_120_3_the_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "dealt damage by ~ this turn dies, put a +1/+1 counter on ~" in compiled.printed


def _board(**extra: Any) -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"R": 2},
            "battlefield": [{"id": "dragon", "card": DRAGON}],
            "hand": [{"id": "shock", "card": "Shock"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        **extra,
    )


def _ping(state: GameState, target: str) -> GameState:
    activated = play(
        state, {"type": "activate", "object": "dragon", "ability": 1, "targets": [target]}
    )
    return resolve_all(activated.state)


def test_120_3_a_creature_it_dealt_damage_to_dies() -> None:
    done = _ping(_board(), "elves")
    assert done.object("elves").zone is Zone.GRAVEYARD
    assert done.object("dragon").counter("+1/+1") == 1


def test_120_3_damage_earlier_in_the_turn_counts() -> None:
    """The Dragon's 1 damage leaves the Bears alive; Shock kills them later in the turn."""
    pinged = _ping(_board(), "bears")
    assert pinged.object("bears").zone is Zone.BATTLEFIELD
    cast = play(pinged, {"type": "cast", "object": "shock", "targets": ["bears"], "free": True})
    resolved = settle(cast.state, {"type": "resolve"})
    assert cites(resolved.log, "603.2")
    done = resolve_all(resolved.state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("dragon").counter("+1/+1") == 1


def test_120_3_a_creature_it_never_damaged_doesnt_count() -> None:
    cast = play(_board(), {"type": "cast", "object": "shock", "targets": ["elves"], "free": True})
    done = resolve_all(play(cast.state, {"type": "resolve"}).state)
    assert done.object("elves").zone is Zone.GRAVEYARD
    assert done.object("dragon").counter("+1/+1") == 0


def test_400_7_a_source_that_left_and_came_back_is_another_object() -> None:
    """The Dragon deals 1 damage to the Bears, is flickered (a new object), then Shock kills
    the Bears: the new Dragon dealt them no damage, so no trigger."""
    state = _board()
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 2},
            "battlefield": [{"id": "dragon", "card": DRAGON}],
            "hand": [
                {"id": "shock", "card": "Shock"},
                {"id": "flicker", "card": "Cloudshift"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    pinged = _ping(state, "bears")
    cast = play(pinged, {"type": "cast", "object": "flicker", "targets": ["dragon"], "free": True})
    flickered = resolve_all(cast.state)
    assert flickered.object("dragon").timestamp != pinged.object("dragon").timestamp
    cast = play(flickered, {"type": "cast", "object": "shock", "targets": ["bears"], "free": True})
    done = resolve_all(play(cast.state, {"type": "resolve"}).state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("dragon").counter("+1/+1") == 0
