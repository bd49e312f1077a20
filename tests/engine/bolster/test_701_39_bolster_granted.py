"""Bolster (701.39a) in an activated ability an Aura grants beside a keyword (613.1f): Gleam of
Authority ('Enchanted creature has vigilance and "{W}, {T}: Bolster 1."') of the 2026 card
file, compiled from its Oracle text. The enchanted creature has vigilance and the quoted ability;
its {T} is that creature's (302.6)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

GLEAM = "Gleam of Authority"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GLEAM)


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"W": 1},
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "elves", "card": "Llanowar Elves"},  # 1/1: the least toughness
                {"id": "gleam", "card": GLEAM, "attached_to": "giant"},
            ],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def _granted(state: GameState, obj: str) -> int:
    return [
        i
        for i, a in enumerate(chars(state, state.object(obj)).abilities)
        if isinstance(a, ActivatedAbility)
    ][-1]


def test_701_39a_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(GLEAM)[GLEAM])
    line = 'Enchanted creature has vigilance and "{W}, {T}: Bolster 1."'
    assert next(s for s in compiled.lines if s.text == line).applied
    assert line in compiled.printed


def test_701_39a_the_enchanted_creature_taps_to_bolster() -> None:
    state = _board()
    giant = chars(state, state.object("giant"))
    assert giant.has("Vigilance")
    assert not chars(state, state.object("elves")).has("Vigilance")
    activated = play(
        state, {"type": "activate", "object": "giant", "ability": _granted(state, "giant")}
    )
    assert activated.state.object("giant").tapped
    done = play(activated.state, RESOLVE)
    assert done.state.object("elves").counter("+1/+1") == 1
    assert done.state.object("giant").counter("+1/+1") == 0
    assert cites(done.log, "701.39a")
