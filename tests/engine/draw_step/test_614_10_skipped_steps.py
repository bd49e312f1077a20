"""Skipped steps (614.10), compiled from their Oracle text: "Skip your draw step." (Yawgmoth's
Bargain: its controller's draw steps only) and "Players skip their upkeep steps." (Eon Hub:
every player's; what would trigger at the beginning of the upkeep doesn't, 614.10a — Howling
Mine isn't an upkeep trigger, so Phyrexian Arena's upkeep draw stands for it)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BARGAIN = "Yawgmoth's Bargain"
EON_HUB = "Eon Hub"
ARENA = "Phyrexian Arena"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BARGAIN, EON_HUB, ARENA)


def _to_main(permanents: list[str], active: str, step: str = "upkeep") -> Any:
    state = board(
        {
            "id": "A",
            "library": [{"id": f"a{n}", "card": "Forest"} for n in range(5)],
            "battlefield": [{"id": f"p{n}", "card": c} for n, c in enumerate(permanents)],
        },
        {"id": "B", "library": [{"id": f"b{n}", "card": "Forest"} for n in range(5)]},
        turn={"number": 3, "active_player": active, "step": step},
    )
    return play(state, {"type": "advance", "to": "precombat_main"})


def test_the_lines_compile_and_print_back() -> None:
    for name in (BARGAIN, EON_HUB):
        assert compile_record(records(name)[name]).label == AUTOMATED, name


def test_614_10_skip_your_draw_step_skips_its_controllers_draw_step() -> None:
    done = _to_main([BARGAIN], "A")
    assert done.state.turn.step.value == "precombat_main"
    assert not done.state.zone(Zone.HAND, "A")
    assert cites(done.log, "614.10")


def test_614_10_it_doesnt_skip_an_opponents_draw_step() -> None:
    done = _to_main([BARGAIN], "B")
    assert len(done.state.zone(Zone.HAND, "B")) == 1
    assert not cites(done.log, "614.10")


def test_614_10a_players_skip_their_upkeep_steps_and_upkeep_triggers_dont_happen() -> None:
    done = _to_main([EON_HUB, ARENA], "A", step="untap")
    assert cites(done.log, "614.10")
    assert done.state.player("A").life == 20  # Phyrexian Arena never triggered
    assert len(done.state.zone(Zone.HAND, "A")) == 1  # the draw step's card only
