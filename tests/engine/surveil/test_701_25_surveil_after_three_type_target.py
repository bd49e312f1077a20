"""Surveil (701.25a) after a spell's first sentence whose target is one of three card types, the
last one qualified: Shattered Wings ("Destroy target artifact, enchantment, or creature with
flying. Surveil 1."). "with flying" qualifies only "creature" (115.1: the target requirement as
written), so an artifact or an enchantment without flying is a legal target, a creature without
flying isn't. Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SHATTERED_WINGS = {
    "name": "Shattered Wings",
    "type_line": "Instant",
    "mana_cost": "{2}{G}",
    "layout": "normal",
    "keywords": ["Surveil"],
    "oracle_text": "Destroy target artifact, enchantment, or creature with flying. Surveil 1. "
    "(Look at the top card of your library. You may put it into your graveyard.)",
}
RECORDS = {r["name"]: r for r in (SHATTERED_WINGS,)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_the_card_compiles_automated_and_prints_back() -> None:
    compiled = compile_record(SHATTERED_WINGS)
    assert compiled.label == AUTOMATED
    assert "target artifact, enchantment, or creature with flying" in compiled.printed


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "wings", "card": "Shattered Wings"}],
            "library": [{"id": "c1", "card": "Shock"}, {"id": "c2", "card": "Island"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "angel", "card": "Serra Angel"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "anthem", "card": "Glorious Anthem"},
                {"id": "ring", "card": "Sol Ring"},
            ],
        },
    )


@pytest.mark.parametrize("target", ["angel", "anthem", "ring"])
def test_destroys_the_target_then_surveils_701_25a(target: str) -> None:
    cast = play(_board(), {"type": "cast", "object": "wings", "targets": [target], "free": True})
    done = play(cast.state, RESOLVE, ["graveyard"])
    assert done.state.object(target).zone is Zone.GRAVEYARD
    assert done.state.object("c1").zone is Zone.GRAVEYARD  # surveilled away
    assert done.state.object("c2").zone is Zone.LIBRARY
    assert cites(done.log, "701.25a")


def test_a_creature_without_flying_is_no_legal_target_115_1() -> None:
    with pytest.raises(IllegalAction):
        play(_board(), {"type": "cast", "object": "wings", "targets": ["bears"], "free": True})
