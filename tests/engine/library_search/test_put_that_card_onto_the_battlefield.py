"""Searches whose card is "put that card onto the battlefield" (701.23a, the same as "put it"):
Crop Rotation (sacrifice a land as an additional cost, 118.8; a land card), Rampant Growth (a basic
land card, tapped) and Three Visits (a Forest card: any card with that land type, 205.3i),
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

RECORDS: dict[str, dict[str, Any]] = {
    "Crop Rotation": {
        "name": "Crop Rotation",
        "mana_cost": "{G}",
        "type_line": "Instant",
        "oracle_text": "As an additional cost to cast this spell, sacrifice a land.\n"
        "Search your library for a land card, put that card onto the battlefield, then shuffle.",
        "colors": ["G"],
        "layout": "normal",
    },
    "Rampant Growth": {
        "name": "Rampant Growth",
        "mana_cost": "{1}{G}",
        "type_line": "Sorcery",
        "oracle_text": "Search your library for a basic land card, put that card onto the "
        "battlefield tapped, then shuffle.",
        "colors": ["G"],
        "layout": "normal",
    },
    "Three Visits": {
        "name": "Three Visits",
        "mana_cost": "{1}{G}",
        "type_line": "Sorcery",
        "oracle_text": "Search your library for a Forest card, put that card onto the "
        "battlefield, then shuffle.",
        "colors": ["G"],
        "layout": "normal",
    },
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"].replace("this spell", "~")


def _library(*cards: str) -> list[dict[str, str]]:
    return [{"id": f"l{i}", "card": card} for i, card in enumerate(cards)]


def test_crop_rotation_sacrifices_a_land_and_puts_any_land_card_untapped_118_8() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "crop", "card": "Crop Rotation"}],
            "battlefield": [{"id": "forest", "card": "Forest"}],
            "library": _library("Grizzly Bears", "Island", "Forest"),
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "crop", "free": True})
    assert cast.state.object("forest").zone is Zone.GRAVEYARD  # the cost, as it's cast
    asked = pending(cast.state, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.rule == "701.23a"
    # "Search your library": not optional, only finding is; the Bears aren't a land card.
    assert {o.id for o in asked.options} == {"nothing", "l1", "l2"}
    done = play(cast.state, RESOLVE, ["l1"])
    island = done.state.object("l1")
    assert island.zone is Zone.BATTLEFIELD and not island.tapped
    assert cites(done.log, "701.23a")
    assert len(done.state.zone(Zone.LIBRARY, "A")) == 2


def test_rampant_growth_puts_a_basic_land_tapped() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "growth", "card": "Rampant Growth"}],
            "library": _library("Plains", "Grizzly Bears"),
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "growth", "free": True})
    done = play(cast.state, RESOLVE, ["l0"])
    plains = done.state.object("l0")
    assert plains.zone is Zone.BATTLEFIELD and plains.tapped


def test_three_visits_finds_only_a_forest_card_205_3i() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "visits", "card": "Three Visits"}],
            "library": _library("Island", "Forest"),
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "visits", "free": True})
    asked = pending(cast.state, RESOLVE).pending
    assert asked is not None and {o.id for o in asked.options} == {"nothing", "l1"}
    done = play(cast.state, RESOLVE, ["l1"])
    assert done.state.object("l1").zone is Zone.BATTLEFIELD
    assert not done.state.object("l1").tapped
