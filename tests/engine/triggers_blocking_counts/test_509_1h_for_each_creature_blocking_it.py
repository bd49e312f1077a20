"""509.1h, 608.2h: "it gets +1/+1 until end of turn for each creature blocking it", counted as
the ability resolves: Elvish Berserker ("Whenever ~ becomes blocked, it gets +1/+1 until end of
turn for each creature blocking it.") compiled from its Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

BERSERKER = "Elvish Berserker"  # 1/1


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BERSERKER)


def test_509_1h_the_card_compiles_automated() -> None:
    compiled = compile_record(records(BERSERKER)[BERSERKER])
    assert compiled.label == AUTOMATED, compiled.lines


def test_509_1h_two_blockers_two_bonuses() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "elf", "card": BERSERKER}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "b1", "card": "Grizzly Bears"},
                {"id": "b2", "card": "Grizzly Bears"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"elf": "B"}}).state
    state = play(state, {"type": "advance"}).state
    blocked = settle(state, {"type": "block", "blockers": {"b1": "elf", "b2": "elf"}})
    done = resolve_all(blocked.state)
    elf = done.object("elf")
    assert chars(done, elf).power == 3 and chars(done, elf).toughness == 3
