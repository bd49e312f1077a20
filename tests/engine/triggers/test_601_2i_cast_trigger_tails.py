"""Cast triggers (601.2i) with what follows "spell": "with mana value N or greater" (202.3, read
from the spell on the stack) and "during an opponent's turn" (102.1: another player is the active
player). Cards compiled from their Oracle text in the 2026 card file: Etherium Spinner, Katara,
Waterbending Master."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SPINNER = "Etherium Spinner"
KATARA = "Katara, Waterbending Master"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SPINNER, KATARA, "Hill Giant", "Serra Angel", "Shock")


@pytest.mark.parametrize("name", [SPINNER, KATARA])
def test_601_2i_the_trigger_line_is_applied(name: str) -> None:
    compiled = compile_record(records(name)[name])
    line = next(line for line in compiled.lines if line.text.startswith("Whenever you cast"))
    assert line.applied, line.reason


def _cast(card: str, *, active: str = "A", battlefield: str = SPINNER) -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [{"id": "watcher", "card": battlefield}],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": active, "step": "precombat_main"},
    )
    targets = {"targets": ["b_bears"]} if card == "Shock" else {}
    cast = play(state, {"type": "cast", "object": "spell", "free": True, **targets})
    return cast, resolve_all(cast.state)


def _tokens(state: Any) -> int:
    return sum(1 for o in state.zone(Zone.BATTLEFIELD, "A") if o.token)


def test_601_2i_a_mana_value_5_spell_makes_a_thopter() -> None:
    cast, done = _cast("Serra Angel")
    assert cites(cast.log, "603.2")
    assert _tokens(done) == 1


def test_601_2i_a_mana_value_3_spell_doesnt() -> None:
    cast, done = _cast("Grizzly Bears")
    assert _tokens(done) == 0
    assert not cites(cast.log, "603.2")


def test_601_2i_katara_on_your_own_turn_doesnt_trigger() -> None:
    cast, _ = _cast("Shock", battlefield=KATARA)
    assert not cites(cast.log, "603.2")


def test_601_2i_katara_on_an_opponents_turn_gets_an_experience_counter() -> None:
    cast, done = _cast("Shock", active="B", battlefield=KATARA)
    assert cites(cast.log, "603.2")
    assert done.object("b_bears").zone is Zone.GRAVEYARD
    assert done.player("A").counters.get("experience") == 1
