"""Exile a permanent, then return it at once (engine.mechanics.flicker), compiled from Oracle
text: Cloudshift ("Exile target creature you control, then return that card to the battlefield
under your control.") and Momentary Blink ("..., then return it to the battlefield under its
owner's control."). The card comes back as a new object (400.7): untapped, its damage and
counters gone; under the control the text names (110.2a). Flicker of Fate, which can exile an
enchantment (an Aura would need to choose what it enchants, 303.4f), stays text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play


def _record(name: str, text: str) -> dict[str, Any]:
    return {
        "name": name,
        "mana_cost": "{W}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": text,
    }


CLOUDSHIFT = _record(
    "Cloudshift",
    "Exile target creature you control, then return that card to the battlefield under your "
    "control.",
)
BLINK = _record(
    "Momentary Blink",
    "Exile target creature you control, then return it to the battlefield under its owner's "
    "control.\nFlashback {3}{U} (You may cast this card from your graveyard for its flashback "
    "cost. Then exile it.)",
)
FLICKER_OF_FATE = _record(
    "Flicker of Fate",
    "Exile target creature or enchantment, then return it to the battlefield under its owner's "
    "control.",
)
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Cloudshift": CLOUDSHIFT, "Momentary Blink": BLINK})


def _cast(card: str, target: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": [target], "free": True}


def _board() -> GameState:
    """B owns the Hill Giant; A controls it (as if stolen)."""
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "shift", "card": "Cloudshift"},
                {"id": "blink", "card": "Momentary Blink"},
            ],
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre", "tapped": True, "damage": 1},
                {"id": "giant", "card": "Hill Giant", "owner": "B"},
            ],
        },
        {"id": "B"},
    )


@pytest.mark.parametrize("record", [CLOUDSHIFT, BLINK])
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_flicker_of_fate_could_return_an_aura_so_it_stays_text_303_4f() -> None:
    assert compile_record(FLICKER_OF_FATE).label != AUTOMATED


def test_the_card_returns_as_a_new_object_untapped_and_undamaged_400_7() -> None:
    done = play(play(_board(), _cast("shift", "ogre")).state, RESOLVE)
    ogre = done.state.object("ogre")
    assert ogre.zone is Zone.BATTLEFIELD
    assert not ogre.tapped and ogre.damage == 0
    assert ogre.controller == "A"
    assert cites(done.log, "400.7")


def test_cloudshift_returns_a_borrowed_creature_under_your_control_110_2a() -> None:
    done = play(play(_board(), _cast("shift", "giant")).state, RESOLVE)
    giant = done.state.object("giant")
    assert giant.zone is Zone.BATTLEFIELD and giant.controller == "A"


def test_momentary_blink_returns_it_under_its_owners_control_110_2a() -> None:
    done = play(play(_board(), _cast("blink", "giant")).state, RESOLVE)
    giant = done.state.object("giant")
    assert giant.zone is Zone.BATTLEFIELD and giant.controller == "B"
    assert cites(done.log, "110.2a")


def test_an_illegal_target_isnt_exiled_or_returned_608_2b() -> None:
    cast = play(_board(), _cast("shift", "ogre"))
    moved = play(cast.state, {"type": "move_object", "object": "ogre", "to": "graveyard"}).state
    done = play(moved, RESOLVE)
    assert done.state.object("ogre").zone is Zone.GRAVEYARD
