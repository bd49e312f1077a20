"""Abilities that trigger when their card is cycled (702.29c): "When you cycle ~" means "when you
discard this card to pay an activation cost of a cycling ability" (a typecycling cost too,
702.29f); it triggers from the zone the card went to. "When you cycle ~ or it dies" also
triggers as the permanent dies (700.4). Choking Tethers and Bant Sojourners of the 2026 card file
are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

TETHERS = "Choking Tethers"
SOJOURNERS = "Bant Sojourners"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TETHERS, SOJOURNERS)


def _alice(card: str, *, mana: dict[str, int], where: str = "hand") -> GameState:
    return board(
        {
            "id": "A",
            where: [{"id": "card", "card": card}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
            "mana_pool": mana,
        },
        {"id": "B", "battlefield": [{"id": "bear", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


@pytest.mark.parametrize("name", [TETHERS, SOJOURNERS])
def test_702_29c_the_cycle_trigger_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert any(line.startswith("When you cycle ~") for line in compiled.printed.split("\n"))


def test_702_29c_cycling_the_card_triggers_its_ability_from_the_graveyard() -> None:
    state = _alice(TETHERS, mana={"U": 1, "C": 1})
    cycled = play(state, {"type": "activate", "object": "card", "ability": 1})
    assert cycled.state.object("card").zone is Zone.GRAVEYARD
    assert cites(cycled.log, "702.29c")
    # The trigger is on top of the cycling ability: it resolves first, then the draw.
    tapped = play(cycled.state, RESOLVE, ["yes"])
    assert tapped.state.object("bear").tapped
    assert tapped.state.object("top").zone is Zone.LIBRARY
    drawn = play(tapped.state, RESOLVE)
    assert drawn.state.object("top").zone is Zone.HAND


def test_702_29c_discarding_it_otherwise_is_not_cycling() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "rot", "card": "Mind Rot"},
                {"id": "card", "card": TETHERS},
                {"id": "other", "card": SOJOURNERS},
            ],
            "battlefield": [{"id": "bear", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "rot", "targets": ["A"], "free": True})
    discarded = play(cast.state, RESOLVE, ["card"])
    assert {discarded.state.object(c).zone for c in ("card", "other")} == {Zone.GRAVEYARD}
    assert not discarded.state.pending_triggers and not discarded.state.zone(Zone.STACK)
    assert not cites(discarded.log, "702.29c")


def test_700_4_or_it_dies_triggers_as_the_creature_dies() -> None:
    state = _alice(SOJOURNERS, mana={}, where="battlefield")
    died = play(state, {"type": "move_object", "object": "card", "to": "graveyard"})
    assert died.state.object("card").zone is Zone.GRAVEYARD
    assert cites(died.log, "702.29c")


def test_702_29c_cycling_the_sojourners_makes_a_soldier() -> None:
    state = _alice(SOJOURNERS, mana={"W": 1, "C": 2})
    cycled = play(state, {"type": "activate", "object": "card", "ability": 1})
    assert cites(cycled.log, "702.29c")
    made = play(cycled.state, RESOLVE, ["yes"])
    tokens = [o for o in made.state.battlefield if o.token and o.controller == "A"]
    assert len(tokens) == 1
