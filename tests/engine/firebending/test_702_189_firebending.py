"""Firebending N (702.189a): "Whenever this creature attacks, add N {R}. Until end of combat, you
don't lose this mana as steps and phases end." Rough Rhino Cavalry ("Firebending 2") and Fire
Sages ("Firebending 1") of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.state import GameState, Params
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

RHINO = "Rough Rhino Cavalry"
SAGES = "Fire Sages"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, RHINO, SAGES)


@pytest.mark.parametrize(("name", "keyword"), [(RHINO, "Firebending 2"), (SAGES, "Firebending 1")])
def test_702_189a_firebending_compiles_and_prints_back(name: str, keyword: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed.split("\n")[0] == keyword


def _attacked(*, pool: dict[str, int] | None = None) -> Any:
    state = board(
        {"id": "A", "battlefield": [{"id": "rhino", "card": RHINO}], "mana_pool": pool or {}},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"rhino": "B"}}).state
    return play(state, RESOLVE)  # the firebending trigger resolves


def _red(state: GameState) -> int:
    return int(state.player("A").mana_pool.get("R", 0))


def test_702_189a_attacking_adds_the_red_mana() -> None:
    done = _attacked()
    assert _red(done.state) == 2
    assert cites(done.log, "702.189a")


def test_702_189a_the_mana_stays_as_combat_steps_end() -> None:
    state = _attacked(pool={"G": 1}).state
    later = play(state, {"type": "advance", "to": "declare_blockers"})
    assert _red(later.state) == 2
    assert int(later.state.player("A").mana_pool.get("G", 0)) == 0  # other mana empties (500.5)
    assert cites(later.log, "702.189a")


def test_702_189a_the_mana_empties_when_combat_ends() -> None:
    state = _attacked().state
    done = play(state, {"type": "advance", "to": "postcombat_main"})
    assert _red(done.state) == 0
    assert not [e for e in done.state.effects if e.kind == "mana_kept"]


def test_702_189a_mana_of_the_pool_added_later_isnt_kept() -> None:
    state = _attacked().state
    player = state.player("A")
    more = replace(player, mana_pool=Params({"R": 3}))  # one more {R} from elsewhere
    later = play(state.with_player(more), {"type": "advance", "to": "declare_blockers"})
    assert _red(later.state) == 2
