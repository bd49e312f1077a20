"""Connive (701.50a): the permanent's controller draws a card, then discards a card; a nonland card
discarded puts a +1/+1 counter on the conniving permanent. It connives even if part of it was
impossible (701.50b), a permanent gone is known by its last information and gets no counter
(701.50c). Hypnotic Grifter ("{3}: ~ connives.") and Mob Lookout ("When ~ enters, target
creature you control connives.") are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

GRIFTER = {
    "name": "Hypnotic Grifter",
    "type_line": "Creature — Human Rogue",
    "mana_cost": "{U}",
    "power": "1",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Connive"],
    "oracle_text": "{3}: Hypnotic Grifter connives. (Draw a card, then discard a card. If you "
    "discarded a nonland card, put a +1/+1 counter on this creature.)",
}
LOOKOUT = {
    "name": "Mob Lookout",
    "type_line": "Creature — Human Rogue Villain",
    "mana_cost": "{1}{U/B}",
    "power": "0",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Connive"],
    "oracle_text": "When this creature enters, target creature you control connives. (Draw a "
    "card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on that "
    "creature.)",
}
RECORDS = {r["name"]: r for r in (GRIFTER, LOOKOUT)}
RESOLVE = {"type": "resolve"}
ACTIVATE = {"type": "activate", "object": "grifter", "ability": 0, "free": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("Hypnotic Grifter", "{3}: ~ connives."),
        ("Mob Lookout", "When ~ enters, target creature you control connives."),
    ],
)
def test_connive_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _grifter(library: list[dict[str, Any]]) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "grifter", "card": "Hypnotic Grifter"}],
            "hand": [{"id": "forest", "card": "Forest"}],
            "library": library,
        },
        {"id": "B"},
    )
    return play(state, ACTIVATE).state


def test_discarding_a_nonland_card_puts_a_counter_on_it_701_50a() -> None:
    state = _grifter([{"id": "bolt", "card": "Lightning Bolt"}])
    asked = pending(state, RESOLVE)
    assert asked.pending.decider == "A"
    assert {o.id for o in asked.pending.options} == {"bolt", "forest"}
    done = play(state, RESOLVE, ["bolt"])
    assert done.state.object("bolt").zone is Zone.GRAVEYARD
    assert done.state.object("forest").zone is Zone.HAND
    assert done.state.object("grifter").counter("+1/+1") == 1
    assert cites(done.log, "701.50a") and cites(done.log, "701.9a")


def test_discarding_a_land_card_puts_no_counter() -> None:
    done = play(_grifter([{"id": "bolt", "card": "Lightning Bolt"}]), RESOLVE, ["forest"])
    assert done.state.object("forest").zone is Zone.GRAVEYARD
    assert done.state.object("bolt").zone is Zone.HAND
    assert done.state.object("grifter").counter("+1/+1") == 0


def test_it_connives_with_an_empty_library_701_50b() -> None:
    """The draw is impossible; the discard still happens (the Forest, the only card)."""
    done = play(_grifter([]), RESOLVE)
    assert done.state.object("forest").zone is Zone.GRAVEYARD
    assert done.state.object("grifter").counter("+1/+1") == 0


def test_a_target_creature_connives_for_its_controller() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "lookout", "card": "Mob Lookout"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": "bolt", "card": "Lightning Bolt"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "lookout", "free": True})
    entered = play(cast.state, RESOLVE, ["bears"]).state
    done = play(entered, RESOLVE)
    # A draws Lightning Bolt, the only card in hand, and discards it: a nonland card.
    assert done.state.object("bolt").zone is Zone.GRAVEYARD
    assert done.state.object("bears").counter("+1/+1") == 1
    assert done.state.object("lookout").counter("+1/+1") == 0
