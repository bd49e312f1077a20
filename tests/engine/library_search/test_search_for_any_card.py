"""Searching a library for any card (701.23a): "put that card into your hand" (Demonic Tutor,
Grim Tutor), "put that card into your graveyard" (Entomb) and "then shuffle and put that card on
top" (Vampiric Tutor; with "reveal it", 701.20a, a creature card), compiled from their Oracle text.
The search isn't optional, only finding is (701.23b); the library is shuffled after."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

RECORDS: dict[str, dict[str, Any]] = {
    "Demonic Tutor": {
        "name": "Demonic Tutor",
        "mana_cost": "{1}{B}",
        "type_line": "Sorcery",
        "layout": "normal",
        "oracle_text": "Search your library for a card, put that card into your hand, then "
        "shuffle.",
    },
    "Grim Tutor": {
        "name": "Grim Tutor",
        "mana_cost": "{1}{B}{B}",
        "type_line": "Sorcery",
        "layout": "normal",
        "oracle_text": "Search your library for a card, put that card into your hand, then "
        "shuffle. You lose 3 life.",
    },
    "Entomb": {
        "name": "Entomb",
        "mana_cost": "{B}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Search your library for a card, put that card into your graveyard, then "
        "shuffle.",
    },
    "Vampiric Tutor": {
        "name": "Vampiric Tutor",
        "mana_cost": "{B}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Search your library for a card, then shuffle and put that card on top. "
        "You lose 2 life.",
    },
    "Sylvan Tutor": {
        "name": "Sylvan Tutor",
        "mana_cost": "{G}",
        "type_line": "Sorcery",
        "layout": "normal",
        "oracle_text": "Search your library for a creature card, reveal it, then shuffle and put "
        "that card on top.",
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
    assert compiled.printed == RECORDS[name]["oracle_text"]


def _cast(name: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": name}],
            "library": [
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "spell", "free": True}).state


def test_demonic_tutor_offers_every_card_and_puts_the_one_found_into_the_hand() -> None:
    cast = _cast("Demonic Tutor")
    asked = pending(cast, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.rule == "701.23a"
    assert {o.id for o in asked.options} == {"nothing", "bolt", "bears", "forest"}
    done = play(cast, RESOLVE, ["bears"])
    assert done.state.object("bears").zone is Zone.HAND
    assert len(done.state.zone(Zone.LIBRARY, "A")) == 2
    assert cites(done.log, "701.23a")


def test_grim_tutor_finds_a_card_and_its_caster_loses_three_life() -> None:
    done = play(_cast("Grim Tutor"), RESOLVE, ["bolt"])
    assert done.state.object("bolt").zone is Zone.HAND
    assert done.state.player("A").life == 17


def test_entomb_puts_the_card_found_into_the_graveyard() -> None:
    done = play(_cast("Entomb"), RESOLVE, ["bears"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("bears").owner == "A"
    assert any("into their graveyard" in entry.text for entry in done.log)


def test_finding_nothing_is_allowed_701_23b() -> None:
    done = play(_cast("Demonic Tutor"), RESOLVE, ["nothing"])
    assert len(done.state.zone(Zone.LIBRARY, "A")) == 3
    assert not done.state.zone(Zone.HAND, "A")


def test_vampiric_tutor_shuffles_then_puts_the_card_on_top_701_24a() -> None:
    done = play(_cast("Vampiric Tutor"), RESOLVE, ["forest"])
    library = done.state.zone(Zone.LIBRARY, "A")
    assert [c.id for c in library][0] == "forest" and len(library) == 3
    assert done.state.player("A").life == 18
    assert cites(done.log, "701.24a")
    assert not cites(done.log, "701.20a")  # not revealed


def test_a_revealed_card_of_a_type_goes_on_top() -> None:
    cast = _cast("Sylvan Tutor")
    asked = pending(cast, RESOLVE).pending
    assert asked is not None and {o.id for o in asked.options} == {"nothing", "bears"}
    done = play(cast, RESOLVE, ["bears"])
    assert done.state.zone(Zone.LIBRARY, "A")[0].id == "bears"
    assert cites(done.log, "701.20a")
