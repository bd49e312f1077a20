"""Cumulative upkeep with either of two mana symbols (702.24a): Earthen Goo's "Cumulative upkeep
{R} or {G}" is paid once for each age counter, each time with {R} or with {G} (as a {R/G}
hybrid symbol is, 107.4e), or the permanent is sacrificed. Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

GOO = "Earthen Goo"
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GOO)


def test_702_24a_either_symbol_compiles_and_prints_back() -> None:
    compiled = compile_record(records(GOO)[GOO])
    (line,) = [s for s in compiled.lines if s.text.startswith("Cumulative upkeep")]
    assert line.applied
    assert "Cumulative upkeep {R} or {G}" in compiled.printed.splitlines()


def _library(prefix: str) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": "Swamp"} for i in range(4)]


def _before_alices_turn(ages: int, lands: tuple[str, ...]) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "goo", "card": GOO, "counters": {"age": ages}},
                *({"id": f"land{i}", "card": land} for i, land in enumerate(lands)),
            ],
            "library": _library("a"),
        },
        {"id": "B", "library": _library("b")},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )


def _tapped_for_mana(state: GameState, count: int) -> GameState:
    for i in range(count):
        state = play(state, {"type": "activate", "object": f"land{i}", "ability": 0}).state
    return state


def test_702_24a_one_red_and_one_green_pay_for_two_age_counters() -> None:
    upkeep = play(_before_alices_turn(1, ("Mountain", "Forest")), NEXT_UPKEEP)
    state = _tapped_for_mana(upkeep.state, 2)
    paid = play(state, RESOLVE, ["pay"])
    goo = paid.state.object("goo")
    assert goo.zone is Zone.BATTLEFIELD and goo.counter("age") == 2
    assert sum(paid.state.player("A").mana_pool.values()) == 0
    assert cites(paid.log, "702.24a")


def test_702_24a_other_colors_dont_pay_it_and_it_is_sacrificed() -> None:
    upkeep = play(_before_alices_turn(1, ("Island", "Island")), NEXT_UPKEEP)
    state = _tapped_for_mana(upkeep.state, 2)
    done = play(state, RESOLVE)  # {U}{U} pays neither {R} nor {G}: nothing to decide
    assert done.state.object("goo").zone is Zone.GRAVEYARD
    assert cites(done.log, "118.3")
