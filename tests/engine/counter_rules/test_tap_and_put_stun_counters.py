""" "Tap target creature and put a stun counter on it." (Cryogenic Stasis, Freeze in Place): one
sentence, two instructions in the order written (608.2c); "it" is the creature tapped, and its
stun counters keep it tapped through as many untap steps (122.1d). The two-sentence wording
("Tap target creature. Put a stun counter on it.") is told apart by the printer."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Cryogenic Stasis": {
        "name": "Cryogenic Stasis",
        "mana_cost": "{1}{U}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Tap target creature and put a stun counter on it.\nDraw a card.",
    },
    "Freeze in Place": {
        "name": "Freeze in Place",
        "mana_cost": "{1}{U}",
        "type_line": "Sorcery",
        "layout": "normal",
        "oracle_text": "Tap target creature an opponent controls and put three stun counters on "
        "it. Scry 2.",
    },
}
RESOLVE = {"type": "resolve"}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS[name]["oracle_text"]


def _cast(name: str) -> GameState:
    library = [{"id": f"l{i}", "card": "Island"} for i in range(6)]
    state = board(
        {"id": "A", "hand": [{"id": "spell", "card": name}], "library": library},
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(6)],
        },
    )
    return play(
        state, {"type": "cast", "object": "spell", "free": True, "targets": ["bears"]}
    ).state


def test_cryogenic_stasis_taps_the_creature_and_stuns_it_122_1d() -> None:
    done = play(_cast("Cryogenic Stasis"), RESOLVE)
    bears = done.state.object("bears")
    assert bears.tapped and bears.counter("stun") == 1
    bobs_turn = play(done.state, NEXT_UPKEEP)
    assert bobs_turn.state.object("bears").tapped  # the counter is removed instead (122.1d)
    assert bobs_turn.state.object("bears").counter("stun") == 0
    assert cites(bobs_turn.log, "122.1d")


def test_freeze_in_place_keeps_it_tapped_through_three_untap_steps() -> None:
    state = play(_cast("Freeze in Place"), RESOLVE, ["top", "top"]).state  # scry 2: both kept
    assert state.object("bears").counter("stun") == 3
    for left in (2, 1, 0):
        state = play(play(state, NEXT_UPKEEP).state, NEXT_UPKEEP).state  # Bob's, then Alice's
        assert state.object("bears").tapped and state.object("bears").counter("stun") == left
    state = play(state, NEXT_UPKEEP).state
    assert not state.object("bears").tapped
