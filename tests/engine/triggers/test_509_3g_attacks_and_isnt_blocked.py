"""Trigger events of combat (603.2): "Whenever ~ attacks and isn't blocked" triggers as blockers
are declared, when no creature was declared as its blocker (508.3f, 509.3g, 509.1h); and a
"whenever ~ ..." phrase written "When" (603.1: same meaning, the card's word kept). Cards compiled
from their Oracle text in the 2026 card file: Merchant Ship, Abyssal Nightstalker, Megrim,
Saprazzan Raider."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites
from tests.engine.cards_2026 import records, use_cards

SHIP = "Merchant Ship"
NIGHTSTALKER = "Abyssal Nightstalker"
MEGRIM = "Megrim"
RAIDER = "Saprazzan Raider"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SHIP, NIGHTSTALKER, MEGRIM, RAIDER)


@pytest.mark.parametrize("name", [SHIP, NIGHTSTALKER, MEGRIM, RAIDER])
def test_603_1_the_trigger_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed_own == compiled.normalized or compiled.printed


def _combat(
    attacker: str, blocks: dict[str, str], *, extra: tuple[str, ...] = ()
) -> tuple[GameState, list[Any]]:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "attacker", "card": attacker},
                {"id": "a_island", "card": "Island"},  # Merchant Ship's sacrifice trigger
                *({"id": f"x{i}", "card": card} for i, card in enumerate(extra)),
            ],
        },
        {
            "id": "B",
            "hand": [{"id": "b_card", "card": "Grizzly Bears"}],
            # an Island: Merchant Ship attacks only a player who controls one
            "battlefield": [
                {"id": "b_bears", "card": "Grizzly Bears"},
                {"id": "b_island", "card": "Island"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"attacker": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    blocked = settle(state, {"type": "block", "blockers": blocks})
    return resolve_all(blocked.state), list(blocked.log)


def test_509_3g_unblocked_merchant_ship_gains_2_life() -> None:
    state, log = _combat(SHIP, {})
    assert state.player("A").life == 22
    assert cites(log, "509.3g")
    assert cites(log, "509.1h")


def test_509_3g_a_blocked_merchant_ship_doesnt_trigger() -> None:
    state, log = _combat(SHIP, {"b_bears": "attacker"})
    assert state.player("A").life == 20
    assert not cites(log, "509.3g")


def test_509_3g_defending_player_discards_and_megrim_sees_an_opponent_discard() -> None:
    # Abyssal Nightstalker: the defending player (508.5) discards; Megrim: "whenever an
    # opponent discards a card, ~ deals 2 damage to that player" (701.9a)
    state, log = _combat(NIGHTSTALKER, {}, extra=(MEGRIM,))
    assert state.object("b_card").zone is Zone.GRAVEYARD
    assert state.player("B").life == 18
    assert state.player("A").life == 20
    assert cites(log, "509.3g")


def test_603_1_when_saprazzan_raider_becomes_blocked_it_returns_to_hand() -> None:
    state, log = _combat(RAIDER, {"b_bears": "attacker"})
    assert state.object("attacker").zone is Zone.HAND
    assert cites(log, "603.2")


def test_603_1_an_unblocked_saprazzan_raider_stays() -> None:
    state, _ = _combat(RAIDER, {})
    assert state.object("attacker").zone is Zone.BATTLEFIELD
