"""Darigaaz Reincarnated: "Flying, trample, haste / If Darigaaz Reincarnated would die, instead
exile it with three egg counters on it. / At the beginning of your upkeep, if Darigaaz is exiled
with an egg counter on it, remove an egg counter from it. Then if Darigaaz has no egg counters
on it, return it to the battlefield." (compiled from its Oracle text; "Darigaaz" is the
legendary card's short name). Dying is replaced by exile with the counters (614.1a, 700.4); the
upkeep ability works from exile (113.6b) and checks its condition again on resolution (603.4)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

DARIGAAZ = {
    "name": "Darigaaz Reincarnated",
    "type_line": "Legendary Creature — Dragon",
    "mana_cost": "{4}{B}{R}{G}",
    "power": "7",
    "toughness": "7",
    "layout": "normal",
    "oracle_text": "Flying, trample, haste\nIf Darigaaz Reincarnated would die, instead exile it "
    "with three egg counters on it.\nAt the beginning of your upkeep, if Darigaaz is exiled "
    "with an egg counter on it, remove an egg counter from it. Then if Darigaaz has no egg "
    "counters on it, return it to the battlefield.",
}
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Darigaaz Reincarnated": DARIGAAZ})


def test_darigaaz_compiles_automated() -> None:
    assert compile_record(DARIGAAZ).label == AUTOMATED


def test_a_non_legendary_card_keeps_its_first_word() -> None:
    """The short name is a legendary card's only: "Sliver" of a nonlegendary card isn't ~."""
    from engine.oracle.normalize import normalized_lines

    assert normalized_lines("Darigaaz is here.", "Darigaaz Reincarnated") == ("Darigaaz is here.",)
    assert normalized_lines("Darigaaz is here.", "Darigaaz Reincarnated", True) == ("~ is here.",)
    assert normalized_lines("Sliver creatures get +1/+1.", "Sliver Queen", True) == (
        "Sliver creatures get +1/+1.",
    )


def _board(darigaaz: dict[str, Any], step: str = "precombat_main", active: str = "A") -> GameState:
    return board(
        {"id": "A", "name": "Alice", **darigaaz},
        {"id": "B", "name": "Bob", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": active, "step": step},
    )


def test_dying_exiles_it_with_three_egg_counters_614_1a() -> None:
    state = _board({"battlefield": [{"id": "dari", "card": "Darigaaz Reincarnated"}]})
    done = play(state, {"type": "deal_damage", "source": "bears", "target": "dari", "amount": 7})
    dari = done.state.object("dari")
    assert dari.zone is Zone.EXILE and dari.counter("egg") == 3
    assert cites(done.log, "614.1a")


def _exiled(eggs: int, active: str = "A") -> GameState:
    return _board(
        {"exile": [{"id": "dari", "card": "Darigaaz Reincarnated", "counters": {"egg": eggs}}]},
        step="untap",
        active=active,
    )


def test_at_its_owners_upkeep_an_egg_counter_is_removed() -> None:
    upkeep = play(_exiled(3), ADVANCE)
    assert any(o.stack is not None for o in upkeep.state.zone(Zone.STACK))
    done = play(upkeep.state, RESOLVE)
    dari = done.state.object("dari")
    assert dari.zone is Zone.EXILE and dari.counter("egg") == 2


def test_with_the_last_egg_counter_removed_it_returns_to_the_battlefield() -> None:
    done = play(play(_exiled(1), ADVANCE).state, RESOLVE)
    dari = done.state.object("dari")
    assert dari.zone is Zone.BATTLEFIELD and dari.controller == "A"
    assert dari.counter("egg") == 0 and cites(done.log, "608.2c")


def test_it_doesnt_trigger_at_another_players_upkeep() -> None:
    upkeep = play(_exiled(1, active="B"), ADVANCE)
    assert not list(upkeep.state.zone(Zone.STACK))


def test_without_an_egg_counter_it_doesnt_trigger_603_4() -> None:
    upkeep = play(_exiled(0), ADVANCE)
    assert not list(upkeep.state.zone(Zone.STACK))
