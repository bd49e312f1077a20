"""Craft (702.167a): "[Cost], Exile this permanent, Exile [materials] from among permanents you
control and/or cards in your graveyard: Return this card to the battlefield transformed under
its owner's control. Activate only as a sorcery." A material named by a type alone is a
permanent or a card of that type (702.167b). Tithing Blade ("Craft with creature {4}{B}"),
Visage of Dread ("Craft with two creatures {5}{B}") and Sunbird Standard ("Craft with one or
more {5}") of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

BLADE = "Tithing Blade // Consuming Sepulcher"
VISAGE = "Visage of Dread // Dread Osseosaur"
SUNBIRD = "Sunbird Standard // Sunbird Effigy"
STALACTITE = "Ore-Rich Stalactite // Cosmium Catalyst"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BLADE, VISAGE, SUNBIRD, "Grizzly Bears", "Shock")


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (BLADE, "Craft with creature {4}{B}"),
        (VISAGE, "Craft with two creatures {5}{B}"),
        (SUNBIRD, "Craft with one or more {5}"),
        (STALACTITE, "Craft with four or more red instant and/or sorcery cards {3}{R}{R}"),
    ],
)
def test_702_167a_craft_lines_are_applied_and_print_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    status = next(s for s in compiled.lines if s.text == line)
    assert status.applied
    assert line in compiled.printed


def _board(
    battlefield: list[dict[str, Any]], graveyard: list[dict[str, Any]], **more: Any
) -> GameState:
    player = {"id": "A", "battlefield": battlefield, "graveyard": graveyard, **more}
    return board(player, {"id": "B"})


def test_702_167a_craft_exiles_it_and_a_material_and_returns_it_transformed() -> None:
    state = _board(
        [{"id": "blade", "card": BLADE}, {"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "dead", "card": "Grizzly Bears"}],
        mana_pool={"B": 1, "C": 4},
    )
    activate = {"type": "activate", "object": "blade", "ability": 1}
    asked = pending(state, activate)
    assert asked.pending is not None and set(asked.pending.option_ids()) == {"bears", "dead"}
    paid = play(state, activate, ["dead"])
    assert paid.state.object("blade").zone is Zone.EXILE  # exiled as part of the cost
    assert paid.state.object("dead").zone is Zone.EXILE
    assert paid.state.object("bears").zone is Zone.BATTLEFIELD
    assert cites(paid.log, "702.167a")
    done = play(paid.state, RESOLVE)
    blade = done.state.object("blade")
    assert blade.zone is Zone.BATTLEFIELD and blade.face == 1
    assert chars(done.state, blade).name == "Consuming Sepulcher"
    assert cites(done.log, "712.14a")
    assert engine.load(engine.dump(done.state)) == done.state


def test_702_167b_two_creatures_from_the_battlefield_and_the_graveyard() -> None:
    state = _board(
        [{"id": "visage", "card": VISAGE}, {"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "dead", "card": "Grizzly Bears"}, {"id": "shock", "card": "Shock"}],
        mana_pool={"B": 1, "C": 5},
    )
    paid = play(state, {"type": "activate", "object": "visage", "ability": 1})  # no choice
    assert paid.state.object("bears").zone is Zone.EXILE
    assert paid.state.object("dead").zone is Zone.EXILE
    assert paid.state.object("shock").zone is Zone.GRAVEYARD  # not a creature
    done = play(paid.state, RESOLVE).state
    assert chars(done, done.object("visage")).name == "Dread Osseosaur"


def test_118_3_without_enough_materials_it_cant_be_activated() -> None:
    state = _board(
        [{"id": "visage", "card": VISAGE}, {"id": "bears", "card": "Grizzly Bears"}],
        [],
        mana_pool={"B": 1, "C": 5},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "activate", "object": "visage", "ability": 1})
    assert refused.value.rule == "118.3"


def test_702_167a_one_or_more_the_player_may_stop_after_one() -> None:
    state = _board(
        [{"id": "sun", "card": SUNBIRD}, {"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "shock", "card": "Shock"}],
        mana_pool={"C": 5},
    )
    activate = {"type": "activate", "object": "sun", "ability": 1}
    paid = play(state, activate, ["shock", "stop"])
    assert paid.state.object("shock").zone is Zone.EXILE
    assert paid.state.object("bears").zone is Zone.BATTLEFIELD


def test_702_167a_only_as_a_sorcery() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "blade", "card": BLADE}],
            "graveyard": [{"id": "dead", "card": "Grizzly Bears"}],
            "mana_pool": {"B": 1, "C": 4},
        },
        {"id": "B"},
        turn={"number": 1, "active_player": "A", "step": "upkeep"},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "blade", "ability": 1})
