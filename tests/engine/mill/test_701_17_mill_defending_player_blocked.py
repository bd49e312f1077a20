"""Mill (701.17a) by "defending player" in a "whenever ~ becomes blocked" trigger (509.1h): the
creature is attacking as the ability triggers and resolves, and the defending player is the
player it attacks (508.5). "Whenever ~ becomes blocked, defending player mills three cards."
(Flint Golem), "... defending player loses 4 life." (Vedalken Ghoul). Compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

GOLEM = "Flint Golem"
GHOUL = "Vedalken Ghoul"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GOLEM, GHOUL)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (GOLEM, "Whenever ~ becomes blocked, defending player mills three cards."),
        (GHOUL, "Whenever ~ becomes blocked, defending player loses 4 life."),
    ],
)
def test_508_5_defending_player_when_blocked_compiles(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert line in compiled.printed.split("\n")


def _attacking(card: str) -> GameState:
    library = [{"id": f"{p}{i}", "card": "Forest"} for p in "ab" for i in range(4)]
    state = board(
        {"id": "A", "battlefield": [{"id": "attacker", "card": card}], "library": library[:4]},
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": library[4:],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"attacker": "B"}}).state
    return play(state, {"type": "advance", "to": "declare_blockers"}).state


def _graveyard(state: GameState, player: str) -> list[str]:
    return sorted(o.id for o in state.zone(Zone.GRAVEYARD, player))


def test_701_17a_the_defending_player_mills_when_it_becomes_blocked() -> None:
    blocked = play(_attacking(GOLEM), {"type": "block", "blockers": {"bears": "attacker"}})
    done = play(blocked.state, {"type": "resolve"})
    assert _graveyard(done.state, "B") == ["b0", "b1", "b2"]
    assert _graveyard(done.state, "A") == []
    assert cites(done.log, "701.17a") and cites(blocked.log, "603.2")


def test_508_5_not_blocked_no_mill() -> None:
    done = play(_attacking(GOLEM), {"type": "block", "blockers": {}})
    assert _graveyard(done.state, "B") == []


def test_508_5_the_defending_player_loses_life() -> None:
    blocked = play(_attacking(GHOUL), {"type": "block", "blockers": {"bears": "attacker"}})
    done = play(blocked.state, {"type": "resolve"})
    assert done.state.player("B").life == 16
    assert done.state.player("A").life == 20
