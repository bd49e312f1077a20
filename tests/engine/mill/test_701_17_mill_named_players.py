"""Mill with its player named where the trigger is another player's event (608.2c, 701.17a):
"Whenever ~ deals combat damage to a player, you mill two cards." (Festerleech: you mill, not
the player dealt damage), and the optional "you may have target player mill a card." (Jace's
Erasure, 603.5: the choice is made as the ability resolves). A permanent never mills. Compiled
from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record, compile_text
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

FESTERLEECH = "Festerleech"
ERASURE = "Jace's Erasure"
CARDS = (FESTERLEECH, ERASURE)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *CARDS)


@pytest.mark.parametrize("name", CARDS)
def test_701_17a_named_mills_compile_automated(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def test_701_17a_only_a_player_is_had_mill() -> None:
    compiled = compile_text(
        "Test Erasure",
        "Enchantment",
        "Whenever you draw a card, you may have Test Erasure mill a card.",
    )
    assert not compiled.lines[0].applied


def _library(who: str, count: int) -> list[dict[str, str]]:
    return [{"id": f"{who}{i}", "card": "Forest"} for i in range(count)]


def _graveyard(state: GameState, player: str) -> list[str]:
    return sorted(o.id for o in state.zone(Zone.GRAVEYARD, player))


def test_701_17a_you_mill_two_cards_after_combat_damage_to_a_player() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "leech", "card": FESTERLEECH}],
            "library": _library("a", 4),
        },
        {"id": "B", "library": _library("b", 4)},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"leech": "B"}})
    damaged = play(attacked.state, {"type": "advance", "to": "combat_damage"})
    done = resolve_all(damaged.state)
    assert done.player("B").life == 19
    assert _graveyard(done, "A") == ["a0", "a1"]  # the controller mills, not the player hit
    assert _graveyard(done, "B") == []


def test_603_5_you_may_have_target_player_mill_a_card_when_you_draw() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "erasure", "card": ERASURE}],
            "library": _library("a", 4),
        },
        {"id": "B", "library": _library("b", 4)},
        turn={"number": 3, "active_player": "A", "step": "upkeep"},
    )
    drew = play(state, {"type": "advance", "to": "draw"}, ["B"])
    asked = pending(drew.state, {"type": "resolve"}).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.rule == "603.5"
    declined = play(drew.state, {"type": "resolve"}, ["no"]).state
    assert _graveyard(declined, "B") == []
    milled = play(drew.state, {"type": "resolve"}, ["yes"])
    assert _graveyard(milled.state, "B") == ["b0"]
    assert _graveyard(milled.state, "A") == []
    assert cites(milled.log, "701.17a")
