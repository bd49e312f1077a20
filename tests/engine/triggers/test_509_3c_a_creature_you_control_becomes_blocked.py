"""'Whenever a creature you control becomes blocked' (509.3c): once for each such attacker
however many creatures block it; "it" is that attacker. Somberwald Alpha compiled from its Oracle
text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites
from tests.engine.cards_2026 import records, use_cards

ALPHA = "Somberwald Alpha"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ALPHA)


def test_509_3c_the_trigger_line_is_applied() -> None:
    compiled = compile_record(records(ALPHA)[ALPHA])
    line = next(line for line in compiled.lines if line.text.startswith("Whenever"))
    assert line.applied, line.reason


def test_509_3c_a_creature_blocked_by_two_gets_plus_one_once() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "alpha", "card": ALPHA},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "bears2", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "b1", "card": "Grizzly Bears"},
                {"id": "b2", "card": "Grizzly Bears"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"bears": "B", "bears2": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    blocked = settle(state, {"type": "block", "blockers": {"b1": "bears", "b2": "bears"}})
    assert cites(blocked.log, "509.3c")
    done = resolve_all(blocked.state)
    c = chars(done, done.object("bears"))
    assert (c.power, c.toughness) == (3, 3)  # once, though two creatures block it
    c2 = chars(done, done.object("bears2"))
    assert (c2.power, c2.toughness) == (2, 2)  # unblocked: no trigger
