"""Lands that enter tapped unless a condition holds as they would enter (614.1d, 614.12),
compiled from their Oracle text: the condition is part of one sentence ("~ enters tapped unless
[condition].") whose conditions are a registry (engine.rules.effects.entering.UNLESS), so the
same sentence reads each of them and prints each back.

- Abandoned Campground (Duskmourn): "unless a player has 13 or less life" (any player, 119.1);
- Turbulent Fen: "unless your opponents control eight or more lands" (102.3: all opponents);
- Abandoned Air Temple: "unless you control a basic land" (205.4c);
- Rivendell (older wording "enters the battlefield tapped"): "unless you control a legendary
  creature" (205.4d)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

CAMPGROUND = {
    "name": "Abandoned Campground",
    "type_line": "Land",
    "mana_cost": "",
    "layout": "normal",
    "oracle_text": "Abandoned Campground enters tapped unless a player has 13 or less life.\n"
    "{T}: Add {W} or {U}.",
}
TURBULENT_FEN = {
    "name": "Turbulent Fen",
    "type_line": "Land — Swamp Forest",
    "mana_cost": "",
    "layout": "normal",
    "oracle_text": "({T}: Add {B} or {G}.)\n"
    "This land enters tapped unless your opponents control eight or more lands.",
}
AIR_TEMPLE = {
    "name": "Abandoned Air Temple",
    "type_line": "Land",
    "mana_cost": "",
    "layout": "normal",
    "oracle_text": "This land enters tapped unless you control a basic land.\n{T}: Add {W}.\n"
    "{3}{W}, {T}: Put a +1/+1 counter on each creature you control.",
}
RIVENDELL = {
    "name": "Rivendell",
    "type_line": "Legendary Land",
    "mana_cost": "",
    "layout": "normal",
    "oracle_text": "Rivendell enters the battlefield tapped unless you control a legendary "
    "creature.\n{T}: Add {U}.",
}
CARDS = {r["name"]: r for r in (CAMPGROUND, TURBULENT_FEN, AIR_TEMPLE, RIVENDELL)}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_card_prints_back_its_text(name: str) -> None:
    compiled = compile_record(CARDS[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def _land_drop(
    card: str,
    *,
    life: tuple[int, int] = (20, 20),
    ours: tuple[str, ...] = (),
    theirs: tuple[str, ...] = (),
) -> GameState:
    state = board(
        {
            "id": "A",
            "life": life[0],
            "hand": [{"id": "land", "card": card}],
            "battlefield": [{"id": f"a{i}", "card": c} for i, c in enumerate(ours)],
        },
        {
            "id": "B",
            "life": life[1],
            "battlefield": [{"id": f"b{i}", "card": c} for i, c in enumerate(theirs)],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    result = play(state, {"type": "play_land", "object": "land"})
    assert cites(result.log, "614.1d")
    return result.state


def test_campground_enters_tapped_while_every_player_has_more_than_13_life() -> None:
    assert _land_drop("Abandoned Campground", life=(20, 14)).object("land").tapped


def test_campground_enters_untapped_when_an_opponent_has_13_life() -> None:
    """Any player counts, not only its controller (119.1): Bob at 13 is enough."""
    assert not _land_drop("Abandoned Campground", life=(20, 13)).object("land").tapped
    assert not _land_drop("Abandoned Campground", life=(5, 20)).object("land").tapped


def test_turbulent_fen_counts_only_opponents_lands() -> None:
    seven = ("Forest",) * 7
    assert _land_drop("Turbulent Fen", ours=("Forest",) * 8, theirs=seven).object("land").tapped
    eight = ("Forest",) * 7 + ("Swamp",)
    assert not _land_drop("Turbulent Fen", theirs=eight).object("land").tapped


def test_air_temple_needs_a_basic_land() -> None:
    assert _land_drop("Abandoned Air Temple", ours=("Rivendell",)).object("land").tapped
    assert not _land_drop("Abandoned Air Temple", ours=("Plains",)).object("land").tapped


def test_rivendell_needs_a_legendary_creature() -> None:
    """Grizzly Bears is a creature but not legendary; Isamaru is both (205.4d)."""
    assert _land_drop("Rivendell", ours=("Grizzly Bears",)).object("land").tapped
    assert not _land_drop("Rivendell", ours=("Isamaru, Hound of Konda",)).object("land").tapped
