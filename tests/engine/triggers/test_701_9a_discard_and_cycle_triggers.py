"""Who discards (701.9a) and cycling (702.29a): "whenever a player cycles a card" triggers on
any player's cycling, "whenever you cycle a card" only on its controller's, and not on a
discard that isn't cycling. Cards compiled from their Oracle text in the 2026 card file: Stoic
Champion, Jo Grant, Barkhide Mauler."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

CHAMPION = "Stoic Champion"
JO = "Jo Grant"
MAULER = "Barkhide Mauler"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CHAMPION, JO, MAULER)


@pytest.mark.parametrize("name", [CHAMPION, JO])
def test_702_29a_the_trigger_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    line = next(line for line in compiled.lines if line.text.startswith("Whenever"))
    assert line.applied, line.reason
    if name != "Blessed Sanctuary" and name != "Jo Grant":  # both have a line left unapplied
        assert compiled.label == AUTOMATED


def test_702_29a_cycling_triggers_a_player_and_you_cycle() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "mauler", "card": MAULER}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "champion", "card": CHAMPION},
                {"id": "jo", "card": JO},
            ],
            "mana_pool": {"C": 2},
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    base = chars(state, state.object("champion"))
    activate = {"type": "activate", "object": "mauler", "ability": 0}
    asked = pending(state, activate).pending
    assert asked is not None  # the two triggered abilities, ordered (603.3b)
    cycled = play(state, activate, [asked.option_ids()[0]])
    assert cites(cycled.log, "603.2")
    done = resolve_all(cycled.state)
    c = chars(done, done.object("champion"))
    assert (c.power, c.toughness) == ((base.power or 0) + 2, (base.toughness or 0) + 2)
    assert done.object("jo").counters.get("+1/+1") == 1
