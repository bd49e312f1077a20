"""Life gain replaced by more (614.1a), compiled from their Oracle text: "If you would gain life,
you gain that much life plus 1 instead." (Heron of Hope) and "If you would gain life, you gain
twice that much life instead." (Boon Reflection). Only its controller's gains; with both, the
affected player chooses the order (616.1): plus 1 then twice gives more than twice then plus 1.
A player who can't gain life gains nothing (119.7). Revitalize gains 3 life."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

HERON = "Heron of Hope"
BOON = "Boon Reflection"
LEYLINE = "Leyline of Punishment"
REVITALIZE = "Revitalize"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HERON, BOON, LEYLINE, REVITALIZE)


def _cast(permanents: list[str], caster: str = "A") -> GameState:
    players: dict[str, dict[str, Any]] = {
        p: {"id": p, "life": 10, "library": [{"id": f"{p}{n}", "card": "Forest"} for n in range(3)]}
        for p in ("A", "B")
    }
    players["A"]["battlefield"] = [{"id": f"p{n}", "card": c} for n, c in enumerate(permanents)]
    players[caster]["hand"] = [{"id": "salve", "card": REVITALIZE}]
    state: GameState = board(
        players["A"],
        players["B"],
        turn={"number": 3, "active_player": caster, "step": "precombat_main"},
    )
    return play(state, {"type": "cast", "object": "salve", "free": True}).state


def _revitalize(permanents: list[str], caster: str = "A", choices: tuple[str, ...] = ()) -> Any:
    return play(_cast(permanents, caster), RESOLVE, list(choices))


def test_the_lines_compile_and_print_back() -> None:
    for name in (HERON, BOON):
        assert compile_record(records(name)[name]).label == AUTOMATED, name


def test_614_1a_that_much_life_plus_one() -> None:
    done = _revitalize([HERON])
    assert done.state.player("A").life == 14
    assert cites(done.log, "614.1a")


def test_614_1a_twice_that_much_life() -> None:
    assert _revitalize([BOON]).state.player("A").life == 16


def test_614_1a_only_its_controllers_gains() -> None:
    assert _revitalize([HERON, BOON], caster="B").state.player("B").life == 13


def test_616_1_the_player_orders_the_two_replacements() -> None:
    asked = pending(_cast([HERON, BOON]), RESOLVE).pending
    assert asked is not None  # the orders give different totals: a real choice
    plus_first = next(o.id for o in asked.options if HERON in o.label)
    twice_first = next(o.id for o in asked.options if BOON in o.label)
    assert _revitalize([HERON, BOON], choices=(plus_first,)).state.player("A").life == 18
    assert _revitalize([HERON, BOON], choices=(twice_first,)).state.player("A").life == 17


def test_119_7_a_player_who_cant_gain_life_gains_nothing() -> None:
    assert _revitalize([HERON, LEYLINE]).state.player("A").life == 10
