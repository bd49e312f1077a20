"""Surge (702.117a): "Surge [cost]" means "You may pay [cost] rather than pay this spell's mana
cost as you cast this spell if you ... have cast another spell this turn." Boulder Salvo ("Surge
{1}{R} / ~ deals 4 damage to target creature.", mana cost {4}{R}), a real card of the 2026 card
file compiled from its Oracle text. The spells cast this turn are the turn history's
(engine.mechanics.turn_history); the cast action's `alternative` asks for the surge cost."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Boulder Salvo",)
SURGE = {"type": "cast", "object": "salvo", "targets": ["angel"], "alternative": True}


def _records() -> dict[str, Mapping[str, Any]]:
    return records(*NAMES)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def alice() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "salvo", "card": "Boulder Salvo"}, {"id": "shock", "card": "Shock"}],
            "mana_pool": {"R": 1, "C": 1},
        },
        {"id": "B", "battlefield": [{"id": "angel", "card": "Serra Angel"}]},
    )


def test_boulder_salvo_compiles_automated() -> None:
    compiled = compile_record(_records()["Boulder Salvo"])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("Surge {1}{R}\n")


def test_without_another_spell_cast_this_turn_the_surge_cost_is_refused() -> None:
    with pytest.raises(IllegalAction) as refused:
        engine.apply(alice(), SURGE)
    assert refused.value.rule == "702.117a"
    option = next(o for o in available_actions(alice()) if o.action.get("alternative"))
    assert not option.legal and option.rule == "702.117a"


def test_after_another_spell_it_is_cast_for_its_surge_cost() -> None:
    shocked = resolve_all(
        play(alice(), {"type": "cast", "object": "shock", "targets": ["B"], "free": True}).state
    )
    cast = play(shocked, SURGE)
    assert cites(cast.log, "702.117a") and cites(cast.log, "118.9")
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{R}, not {4}{R}
    done = resolve_all(cast.state)
    assert done.object("angel").zone is Zone.GRAVEYARD
