"""Protection from the color of your choice until end of turn (702.16a): Gods Willing ("Target
creature you control gains protection from the color of your choice until end of turn. Scry 1.")
and Sejiri Shelter, compiled from their Oracle text. The color is chosen as the spell resolves
(608.2d); damage from a source of that color is prevented (702.16e), the creature can't be the
target of a spell of that color (702.16b), and a creature that changes zones is a new object
without it (400.7, 611.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

GODS_WILLING = {
    "name": "Gods Willing",
    "mana_cost": "{W}",
    "type_line": "Instant",
    "oracle_text": "Target creature you control gains protection from the color of your choice "
    "until end of turn. Scry 1. (Look at the top card of your library. You may put that card on "
    "the bottom.)",
    "colors": ["W"],
}
SEJIRI_SHELTER = {
    "name": "Sejiri Shelter // Sejiri Glacier",
    "layout": "modal_dfc",
    "mana_cost": "{1}{W}",
    "type_line": "Instant // Land",
    "card_faces": [
        {
            "name": "Sejiri Shelter",
            "mana_cost": "{1}{W}",
            "type_line": "Instant",
            "oracle_text": "Target creature you control gains protection from the color of your "
            "choice until end of turn.",
            "colors": ["W"],
        },
        {
            "name": "Sejiri Glacier",
            "mana_cost": "",
            "type_line": "Land",
            "oracle_text": "Sejiri Glacier enters the battlefield tapped.\n{T}: Add {W}.",
        },
    ],
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Gods Willing": GODS_WILLING})


def _protected(color: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "gods", "card": "Gods Willing"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "goblin", "card": "Raging Goblin"},
            ],
        },
        {"id": "B", "hand": [{"id": "shock", "card": "Shock"}]},
    )
    cast = play(state, {"type": "cast", "object": "gods", "targets": ["bears"], "free": True})
    asked = pending(cast.state, {"type": "resolve"})
    assert {o.id for o in asked.pending.options} == {"white", "blue", "black", "red", "green"}
    resolved = play(cast.state, {"type": "resolve"}, [color])
    assert cites(resolved.log, "608.2d") and cites(resolved.log, "702.16a")
    return resolved.state


def test_gods_willing_compiles_automated() -> None:
    compiled = compile_record(GODS_WILLING)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == (
        "Target creature you control gains protection from the color of your choice until end "
        "of turn. Scry 1."
    )


def test_sejiri_shelter_compiles_automated_face_by_face() -> None:
    assert compile_record(SEJIRI_SHELTER).label == AUTOMATED


def test_damage_from_a_source_of_the_chosen_color_is_prevented_702_16e() -> None:
    state = _protected("red")
    hit = play(state, {"type": "deal_damage", "source": "goblin", "target": "bears", "amount": 2})
    assert hit.state.object("bears").damage == 0 and cites(hit.log, "702.16e")


def test_damage_from_another_color_is_dealt() -> None:
    state = _protected("blue")
    hit = play(state, {"type": "deal_damage", "source": "goblin", "target": "bears", "amount": 1})
    assert hit.state.object("bears").damage == 1


def test_a_spell_of_the_chosen_color_cant_target_it_702_16b() -> None:
    state = _protected("red")
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "shock", "targets": ["bears"], "free": True})


def test_it_ends_with_the_turn_514_2() -> None:
    state = _protected("red")
    later = play(state, {"type": "advance", "to": "cleanup"}).state
    hit = play(later, {"type": "deal_damage", "source": "goblin", "target": "bears", "amount": 1})
    assert hit.state.object("bears").damage == 1


def test_a_creature_that_left_and_came_back_is_a_new_object_400_7() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "gods", "card": "Gods Willing"},
                {"id": "unsummon", "card": "Unsummon"},
            ],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "goblin", "card": "Raging Goblin"},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "gods", "targets": ["bears"], "free": True})
    state = play(cast.state, {"type": "resolve"}, ["red"]).state
    bounce = play(state, {"type": "cast", "object": "unsummon", "targets": ["bears"], "free": True})
    state = play(bounce.state, {"type": "resolve"}).state
    again = play(state, {"type": "cast", "object": "bears", "free": True})
    state = play(again.state, {"type": "resolve"}).state
    hit = play(state, {"type": "deal_damage", "source": "goblin", "target": "bears", "amount": 1})
    assert hit.state.object("bears").damage == 1
