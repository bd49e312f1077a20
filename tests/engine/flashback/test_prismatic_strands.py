"""Prismatic Strands: "Prevent all damage that sources of the color of your choice would deal
this turn." (the color chosen as it resolves, 608.2d; a prevention effect, 615.1a, for any
source of that color as the damage would be dealt) and "Flashback—Tap an untapped white
creature you control." (702.34a: a flashback cost that isn't mana, paid as 601.2h says; 118.3:
not castable without an untapped white creature). Compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

PRISMATIC_STRANDS = {
    "name": "Prismatic Strands",
    "type_line": "Instant",
    "mana_cost": "{2}{W}",
    "layout": "normal",
    "oracle_text": "Prevent all damage that sources of the color of your choice would deal this "
    "turn.\nFlashback—Tap an untapped white creature you control. (You may cast this card from "
    "your graveyard for its flashback cost. Then exile it.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Prismatic Strands": PRISMATIC_STRANDS})


def test_prismatic_strands_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(PRISMATIC_STRANDS)
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "Prevent all damage that sources of the color of your choice would deal this turn.\n"
        "Flashback—Tap an untapped white creature you control."
    )


def _board(strands_zone: str, creatures: list[dict[str, Any]]) -> GameState:
    return board(
        {
            "id": "A",
            strands_zone: [{"id": "strands", "card": "Prismatic Strands"}],
            "battlefield": creatures,
        },
        {
            "id": "B",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "mana_pool": {"R": 2},
        },
    )


def _bolt(state: GameState, target: str) -> GameState:
    """B casts Lightning Bolt at `target` (B holds priority after A's spell resolved)."""
    cast = play(state, {"type": "cast", "object": "bolt", "targets": [target], "free": True})
    return play(cast.state, RESOLVE).state


def test_choosing_red_prevents_lightning_bolts_damage_608_2d_615_1a() -> None:
    state = _board("hand", [{"id": "bears", "card": "Grizzly Bears"}])
    cast = play(state, {"type": "cast", "object": "strands", "free": True})
    asked = pending(cast.state, RESOLVE)
    assert {o.id for o in asked.pending.options} == {"white", "blue", "black", "red", "green"}
    resolved = play(cast.state, RESOLVE, ["red"])
    assert cites(resolved.log, "608.2d") and cites(resolved.log, "615.1a")
    assert resolved.state.object("strands").zone is Zone.GRAVEYARD
    after = _bolt(resolved.state, "A")
    assert after.player("A").life == 20
    after = _bolt(play(cast.state, RESOLVE, ["red"]).state, "bears")
    assert after.object("bears").zone is Zone.BATTLEFIELD


def test_another_color_doesnt_stop_a_red_source() -> None:
    state = _board("hand", [])
    cast = play(state, {"type": "cast", "object": "strands", "free": True})
    resolved = play(cast.state, RESOLVE, ["green"]).state
    assert _bolt(resolved, "A").player("A").life == 17


def test_flashback_taps_an_untapped_white_creature_and_exiles_the_card_702_34a() -> None:
    state = _board(
        "graveyard",
        [{"id": "lions", "card": "Savannah Lions"}, {"id": "bears", "card": "Grizzly Bears"}],
    )
    cast = play(state, {"type": "cast", "object": "strands", "flashback": True})
    assert cast.state.object("lions").tapped and not cast.state.object("bears").tapped
    assert cites(cast.log, "702.34a") and cites(cast.log, "701.26a")
    resolved = play(cast.state, RESOLVE, ["red"]).state
    assert resolved.object("strands").zone is Zone.EXILE
    assert _bolt(resolved, "A").player("A").life == 20


def test_flashback_without_an_untapped_white_creature_is_refused_118_3() -> None:
    state = _board(
        "graveyard",
        [
            {"id": "lions", "card": "Savannah Lions", "tapped": True},
            {"id": "bears", "card": "Grizzly Bears"},
        ],
    )
    with pytest.raises(IllegalAction, match="white creature"):
        play(state, {"type": "cast", "object": "strands", "flashback": True})
    assert state.object("strands").zone is Zone.GRAVEYARD
