"""120.3, 510.2: "Whenever a creature you control deals combat damage to a player, put a +1/+1
counter on that creature.": "that creature" is the creature that dealt the damage, acted on
only while it is still that permanent (400.7). Cazur, Ruthless Stalker's line is compiled from
its Oracle text (its "Partner with" line is another matter: the test plays the line it applies)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CAZUR = "Cazur, Ruthless Stalker"
LINE = (
    "Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on "
    "that creature."
)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CAZUR, "Cloudshift")


def test_120_3_the_line_is_applied_and_prints_back() -> None:
    compiled = compile_record(records(CAZUR)[CAZUR])
    (line,) = [line for line in compiled.lines if line.text == LINE]
    assert line.applied
    assert LINE in compiled.printed


def _combat(blockers: dict[str, str]) -> tuple[GameState, Any]:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "cazur", "card": CAZUR},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "wall", "card": "Wall of Stone"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": blockers}).state
    damage = settle(state, {"type": "advance", "to": "combat_damage"})
    return resolve_all(damage.state), damage.log


def test_120_3_the_creature_that_dealt_the_damage_gets_the_counter() -> None:
    done, log = _combat({})
    assert done.player("B").life == 18
    assert done.object("bears").counter("+1/+1") == 1
    assert done.object("cazur").counter("+1/+1") == 0
    assert cites(log, "510.2")


def test_120_3_no_damage_to_a_player_no_counter() -> None:
    done, _ = _combat({"wall": "bears"})
    assert done.player("B").life == 20
    assert done.object("bears").counter("+1/+1") == 0
    assert done.object("bears").zone is Zone.BATTLEFIELD


def test_400_7_gone_and_back_it_is_a_new_object_with_no_counter() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "cazur", "card": CAZUR},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "hand": [{"id": "shift", "card": "Cloudshift"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": {}}).state
    state = settle(state, {"type": "advance", "to": "combat_damage"}).state
    # The trigger waits on the stack; Alice flickers the Bears: back on the battlefield, it is a
    # new object (400.7), not the creature that dealt the damage.
    shift = play(state, {"type": "cast", "object": "shift", "targets": ["bears"], "free": True})
    done = resolve_all(shift.state)
    assert done.player("B").life == 18
    assert done.object("bears").zone is Zone.BATTLEFIELD
    assert done.object("bears").counter("+1/+1") == 0
    assert done.object("cazur").counter("+1/+1") == 0
