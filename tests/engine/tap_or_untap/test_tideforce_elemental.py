"""Tideforce Elemental: "{U}, {T}: You may tap or untap another target creature. Landfall —
Whenever a land enters under your control, you may untap ~." (compiled from its Oracle text). As
the ability resolves its controller chooses to tap the target, untap it, or neither (608.2d,
701.26a-b); "another" keeps the Elemental itself out of the targets (115.1)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

TIDEFORCE_ELEMENTAL = {
    "name": "Tideforce Elemental",
    "type_line": "Creature — Elemental",
    "mana_cost": "{2}{U}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "{U}, {T}: You may tap or untap another target creature.\nLandfall — Whenever "
    "a land enters the battlefield under your control, you may untap Tideforce Elemental.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Tideforce Elemental": TIDEFORCE_ELEMENTAL})


def test_tideforce_elemental_compiles_automated() -> None:
    assert compile_record(TIDEFORCE_ELEMENTAL).label == AUTOMATED


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "tide", "card": "Tideforce Elemental"}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "wurm", "card": "Craw Wurm"},
                {"id": "bears", "card": "Grizzly Bears", "tapped": True},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _activate(target: str) -> Any:
    action = {"type": "activate", "object": "tide", "ability": 0, "targets": [target], "free": True}
    return play(_board(), action)


def test_alice_taps_bobs_untapped_wurm_701_26a() -> None:
    activated = _activate("wurm")
    assert activated.state.object("tide").tapped
    asked = pending(activated.state, RESOLVE)
    assert asked.pending is not None and asked.pending.rule == "608.2d"
    assert set(asked.pending.option_ids()) == {"tap", "neither"}
    done = play(activated.state, RESOLVE, ["tap"])
    assert done.state.object("wurm").tapped and cites(done.log, "701.26a")


def test_alice_untaps_the_tapped_bears_701_26b() -> None:
    done = play(_activate("bears").state, RESOLVE, ["untap"])
    assert not done.state.object("bears").tapped and cites(done.log, "701.26b")


def test_she_may_do_neither() -> None:
    done = play(_activate("wurm").state, RESOLVE, ["neither"])
    assert not done.state.object("wurm").tapped


def test_it_cant_target_itself_115_1() -> None:
    with pytest.raises(IllegalAction):
        _activate("tide")
