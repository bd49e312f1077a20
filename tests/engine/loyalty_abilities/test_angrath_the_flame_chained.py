"""Angrath, the Flame-Chained: "[+1]: Each opponent discards a card and loses 2 life. / [−3]:
Gain control of target creature until end of turn. Untap it. It gains haste until end of turn.
Sacrifice it at the beginning of the next end step if it has mana value 3 or less. / [−8]:
Each opponent loses life equal to the number of cards in their graveyard."

The +1 is two instructions in the order written (608.2c): the opponent chooses the card they
discard (701.9a), then loses 2 life. The −8 counts each opponent's own graveyard as it applies
(608.2h). The −3's delayed sacrifice isn't read, so that line stays text (the card is partially
automated). Compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.state import GameState, Zone
from engine.oracle.compiler import PARTIALLY_AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

ANGRATH = {
    "name": "Angrath, the Flame-Chained",
    "type_line": "Legendary Planeswalker — Angrath",
    "mana_cost": "{3}{B}{R}",
    "layout": "normal",
    "loyalty": "4",
    "oracle_text": "[+1]: Each opponent discards a card and loses 2 life.\n[−3]: Gain control of "
    "target creature until end of turn. Untap it. It gains haste until end of turn. Sacrifice it "
    "at the beginning of the next end step if it has mana value 3 or less.\n[−8]: Each opponent "
    "loses life equal to the number of cards in their graveyard.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Angrath, the Flame-Chained": ANGRATH})


def test_the_plus_one_and_the_minus_eight_are_applied_the_minus_three_isnt() -> None:
    compiled = compile_record(ANGRATH)
    applied = [s.applied for s in compiled.lines]
    assert applied == [True, False, True], compiled.lines
    assert compiled.label == PARTIALLY_AUTOMATED


def _angrath(loyalty: int = 5) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {
                    "id": "angrath",
                    "card": "Angrath, the Flame-Chained",
                    "counters": {"loyalty": loyalty},
                }
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "hand": [{"id": "h1", "card": "Forest"}, {"id": "h2", "card": "Grizzly Bears"}],
            "graveyard": [{"id": f"g{i}", "card": "Forest"} for i in range(3)],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _abilities(state: GameState) -> list[int]:
    abilities = chars(state, state.object("angrath")).abilities
    return [i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility)]


def test_plus_one_bob_discards_the_card_he_chooses_and_loses_2_life() -> None:
    state = _angrath()
    plus = _abilities(state)[0]
    state = play(state, {"type": "activate", "object": "angrath", "ability": plus}).state
    assert state.object("angrath").counter("loyalty") == 6  # 606.4
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "B"
    done = play(state, RESOLVE, ["h2"])
    assert done.state.object("h2").zone is Zone.GRAVEYARD
    assert done.state.object("h1").zone is Zone.HAND
    assert done.state.player("B").life == 18
    assert cites(done.log, "701.9a")


def test_minus_eight_bob_loses_life_equal_to_the_cards_in_his_own_graveyard() -> None:
    state = _angrath(loyalty=8)
    minus = _abilities(state)[-1]
    state = play(state, {"type": "activate", "object": "angrath", "ability": minus}).state
    done = play(state, RESOLVE)
    assert done.state.player("B").life == 17  # three cards in Bob's graveyard
    assert done.state.player("A").life == 20
    assert cites(done.log, "608.2h")
    # Angrath had 8 loyalty: 0 after the cost, put into the graveyard (704.5i)
    assert done.state.object("angrath").zone is Zone.GRAVEYARD
