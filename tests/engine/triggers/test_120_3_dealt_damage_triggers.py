"""Being dealt damage as a trigger event (120.3): "whenever a source deals damage to ~" (the same
event as "whenever ~ is dealt damage", the card's words kept), "whenever enchanted creature is
dealt damage" (an Aura watching its creature, 303.4m) with "that much" (the amount dealt), and
"whenever you're dealt damage". Cards compiled from their Oracle text in the 2026 card file:
Nested Ghoul, Soul Link, Darien, King of Kjeldor."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

GHOUL = "Nested Ghoul"
SOUL_LINK = "Soul Link"
DARIEN = "Darien, King of Kjeldor"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GHOUL, SOUL_LINK, DARIEN, "Shock")


@pytest.mark.parametrize("name", [GHOUL, SOUL_LINK, DARIEN])
def test_120_3_the_trigger_compiles_and_prints_back(name: str) -> None:
    assert compile_record(records(name)[name]).label == AUTOMATED


def _shock(target: str, battlefield: list[dict[str, Any]]) -> Any:
    state = board(
        {"id": "A", "battlefield": battlefield},
        {"id": "B", "hand": [{"id": "shock", "card": "Shock"}]},
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "shock", "targets": [target], "free": True})
    return play(cast.state, {"type": "resolve"})


def test_120_3_a_source_dealing_damage_to_nested_ghoul_makes_a_zombie() -> None:
    shocked = _shock("ghoul", [{"id": "ghoul", "card": GHOUL}])
    assert cites(shocked.log, "603.2")
    done = resolve_all(shocked.state)
    assert sum(1 for o in done.zone(Zone.BATTLEFIELD, "A") if o.token) == 1


def test_120_3_soul_link_gains_that_much_life() -> None:
    shocked = _shock(
        "bears",
        [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "link", "card": SOUL_LINK, "attached_to": "bears"},
        ],
    )
    done = resolve_all(shocked.state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.player("A").life == 22


def test_120_3_darien_makes_that_many_soldiers_when_you_are_dealt_damage() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "darien", "card": DARIEN}]},
        {"id": "B", "hand": [{"id": "shock", "card": "Shock"}]},
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "shock", "targets": ["A"], "free": True})
    shocked = play(cast.state, {"type": "resolve"})
    assert shocked.state.player("A").life == 18
    assert cites(shocked.log, "603.2")
    asked = pending(shocked.state, {"type": "resolve"}).pending
    assert asked is not None  # "you may" (603.5)
    done = resolve_all(play(shocked.state, {"type": "resolve"}, ["yes"]).state)
    assert sum(1 for o in done.zone(Zone.BATTLEFIELD, "A") if o.token) == 2  # that much: 2
