"""Mobilize N (702.181a): "Whenever this creature attacks, create N 1/1 red Warrior creature
tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the next end
step." Shock Brigade of the 2026 card file ("Menace" / "Mobilize 1", a 1/3) and Voice of Victory
("Mobilize 2") are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Shock Brigade", "Voice of Victory")
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _attacks(card: str) -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "mobilizer", "card": card}]},
        {"id": "B", "library": [{"id": f"b{i}", "card": "Swamp"} for i in range(3)]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"mobilizer": "B"}})
    assert cites(attacked.log, "603.2")
    done = play(attacked.state, RESOLVE)
    return done.state


def _warriors(state: GameState) -> list[str]:
    return [
        o.id
        for o in state.zone(Zone.BATTLEFIELD, "A")
        if o.token and chars(state, o).subtypes == ("Warrior",)
    ]


def test_702_181a_mobilize_compiles_and_prints_back() -> None:
    compiled = compile_record(records("Shock Brigade")["Shock Brigade"])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Menace\nMobilize 1"


@pytest.mark.parametrize(("card", "n"), [("Shock Brigade", 1), ("Voice of Victory", 2)])
def test_702_181a_n_red_warriors_enter_tapped_and_attacking(card: str, n: int) -> None:
    state = _attacks(card)
    warriors = _warriors(state)
    assert len(warriors) == n
    for w in warriors:
        token = state.object(w)
        c = chars(state, token)
        assert token.tapped and (c.power, c.toughness, c.colors) == (1, 1, ("R",))
        assert state.combat is not None and (w, "B") in state.combat.attackers  # 508.4
    if card == "Shock Brigade":
        done = play(state, {"type": "advance", "to": "end_of_combat"}).state
        assert done.player("B").life == 18  # the Brigade's 1 and the Warrior's 1


def test_702_181a_the_warriors_are_sacrificed_at_the_next_end_step() -> None:
    state = _attacks("Voice of Victory")
    assert len(_warriors(state)) == 2
    end = play(state, {"type": "advance", "to": "end"})
    done = play(end.state, RESOLVE)
    assert _warriors(done.state) == []
    assert done.state.object("mobilizer").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.21a")
