"""Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn
for each creature blocking it beyond the first", counted once as the trigger resolves (702.23b).
Teeka's Dragon of the 2026 card file ("Flying; trample; rampage 4", a 5/5 whose older Oracle text
separates its keywords with semicolons), compiled from its text, blocked by Giant Spiders."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game.play import Result
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

DRAGON = "Teeka's Dragon"
NAMES = (DRAGON, "Giant Spider")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _blocked_by(*blockers: str) -> Result:
    state = board(
        {"id": "A", "battlefield": [{"id": "dragon", "card": DRAGON}]},
        {
            "id": "B",
            "battlefield": [{"id": f"spider{i}", "card": "Giant Spider"} for i in range(3)],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"dragon": "B"}}).state
    state = play(state, {"type": "advance"}).state
    return play(state, {"type": "block", "blockers": dict.fromkeys(blockers, "dragon")})


def test_702_23_teekas_dragon_compiles_with_its_semicolons() -> None:
    compiled = compile_record(records(DRAGON)[DRAGON])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Flying; trample; rampage 4"


def test_702_23a_three_blockers_give_plus_eight_plus_eight() -> None:
    done = play(_blocked_by("spider0", "spider1", "spider2").state, {"type": "resolve"})
    dragon = chars(done.state, done.state.object("dragon"))
    assert (dragon.power, dragon.toughness) == (13, 13)  # 5/5 and +4/+4 twice
    assert dragon.has("trample") and dragon.has("flying")
    assert cites(done.log, "702.23a")


def test_702_23a_one_blocker_gives_no_bonus() -> None:
    done = play(_blocked_by("spider0").state, {"type": "resolve"})
    dragon = chars(done.state, done.state.object("dragon"))
    assert (dragon.power, dragon.toughness) == (5, 5)
