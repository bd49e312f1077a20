"""Arcane Adaptation: "As ~ enters, choose a creature type. / Creatures you control are the
chosen type in addition to their other types. The same is true for creature spells you control
and creature cards you own that aren't on the battlefield." (compiled from its Oracle text).

Layer 4 (613.1d) adds the chosen type (614.12a, 607.2d) to Alice's creatures, to her creature
spells and to her creature cards in her hand, library and graveyard (609.2, 611.3a); Bob's
creatures and Alice's noncreature cards are untouched, and the types are added to the others
(205.1b). Bishop of Wings reads the new type as a creature enters (611.3c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

ARCANE_ADAPTATION = {
    "name": "Arcane Adaptation",
    "type_line": "Enchantment",
    "mana_cost": "{2}{U}",
    "layout": "normal",
    "oracle_text": "As Arcane Adaptation enters the battlefield, choose a creature type.\n"
    "Creatures you control are the chosen type in addition to their other types. The same is "
    "true for creature spells you control and creature cards you own that aren't on the "
    "battlefield.",
}
BISHOP_OF_WINGS = {
    "name": "Bishop of Wings",
    "type_line": "Creature — Human Cleric",
    "mana_cost": "{W}{W}",
    "power": "1",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Whenever an Angel enters the battlefield under your control, you gain 4 "
    "life.\nWhenever an Angel you control dies, create a 1/1 white Spirit creature token with "
    "flying.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Arcane Adaptation": ARCANE_ADAPTATION, "Bishop of Wings": BISHOP_OF_WINGS})


def test_arcane_adaptation_compiles_automated() -> None:
    assert compile_record(ARCANE_ADAPTATION).label == AUTOMATED


def _board(chosen: dict[str, str] | None = None) -> GameState:
    adaptation: dict[str, Any] = {"id": "adaptation", "card": "Arcane Adaptation"}
    if chosen is not None:
        adaptation["chosen"] = chosen
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "hand_bears", "card": "Grizzly Bears"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
            "library": [{"id": "library_bears", "card": "Grizzly Bears"}],
            "graveyard": [{"id": "dead_bears", "card": "Grizzly Bears"}],
            "battlefield": [
                adaptation,
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "bishop", "card": "Bishop of Wings"},
            ],
        },
        {
            "id": "B",
            "hand": [{"id": "their_hand_bears", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "their_bears", "card": "Grizzly Bears"}],
        },
    )


def _subtypes(state: GameState, object_id: str) -> tuple[str, ...]:
    return chars(state, state.object(object_id)).subtypes


def test_alices_creatures_everywhere_are_angels_as_well_as_bears() -> None:
    state = _board({"creature_type": "Angel"})
    for object_id in ("bears", "hand_bears", "library_bears", "dead_bears"):
        assert _subtypes(state, object_id) == ("Bear", "Angel"), object_id
    assert _subtypes(state, "bishop") == ("Human", "Cleric", "Angel")
    breakdown = chars(state, state.object("hand_bears")).breakdown
    assert ("613.1d", "is also Angel (Arcane Adaptation)") in breakdown


def test_bobs_creatures_and_alices_noncreature_cards_are_untouched() -> None:
    state = _board({"creature_type": "Angel"})
    assert _subtypes(state, "their_bears") == ("Bear",)
    assert _subtypes(state, "their_hand_bears") == ("Bear",)
    assert _subtypes(state, "bolt") == ()


def test_nothing_chosen_adds_nothing() -> None:
    state = _board()
    assert _subtypes(state, "bears") == ("Bear",)
    assert _subtypes(state, "hand_bears") == ("Bear",)


def test_her_creature_spell_is_an_angel_and_enters_as_one_for_the_bishop() -> None:
    state = _board({"creature_type": "Angel"})
    cast = play(state, {"type": "cast", "object": "hand_bears", "free": True})
    assert _subtypes(cast.state, "hand_bears") == ("Bear", "Angel")  # a creature spell
    resolved = play(cast.state, {"type": "resolve"})
    # Bishop of Wings: "Whenever an Angel enters under your control, you gain 4 life." (603.2)
    gained = play(resolved.state, {"type": "resolve"})
    assert gained.state.player("A").life == 24
    assert cites(gained.log, "603.2") or cites(resolved.log, "603.2")


def test_the_type_is_chosen_as_it_enters_614_12a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "adaptation", "card": "Arcane Adaptation"},
                {"id": "hand_bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "adaptation", "free": True})
    entered = play(cast.state, {"type": "resolve"}, ["Vampire"])
    assert entered.state.object("adaptation").chosen.get("creature_type") == "Vampire"
    assert _subtypes(entered.state, "hand_bears") == ("Bear", "Vampire")


def test_with_nothing_chosen_the_bishop_sees_no_angel() -> None:
    cast = play(_board(), {"type": "cast", "object": "hand_bears", "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    assert not resolved.state.zone(Zone.STACK) and resolved.state.player("A").life == 20
