"""Max speed (702.178a) over a leaves-the-battlefield ability (603.10a): Embalmed Ascendant's
"Max speed — Whenever a creature you control dies, each opponent loses 1 life and you gain 1
life." and Zahur, Glory's Past's "Max speed — Whenever a nontoken creature you control dies,
create a tapped 2/2 black Zombie creature token." trigger only while their controller's speed is
4 (702.179e), also for themselves dying with the others: looking back, the ability existed if
the speed was 4 then. Real cards of the 2026 card file, compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

ASCENDANT = "Embalmed Ascendant"
ZAHUR = "Zahur, Glory's Past"
WRATH = "Day of Judgment"
RESOLVE = {"type": "resolve"}
MAIN = {"number": 3, "active_player": "A", "step": "precombat_main"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ASCENDANT, ZAHUR, WRATH)


@pytest.mark.parametrize("name", (ASCENDANT, ZAHUR))
def test_702_178a_dies_triggers_under_max_speed_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == compiled.normalized


def _wrath(card: str, speed: int) -> GameState:
    state = board(
        {
            "id": "A",
            "speed": speed,
            "hand": [{"id": "wrath", "card": WRATH}],
            "battlefield": [
                {"id": "it", "card": card},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
        turn=MAIN,
    )
    done = play(state, {"type": "cast", "object": "wrath", "free": True})
    for _ in range(6):
        if not done.state.zone(Zone.STACK):
            break
        choices: list[str] = []
        result = apply(done.state, RESOLVE)
        while result.pending is not None:  # the order of A's triggers (603.3b): any
            choices.append(result.pending.options[0].id)
            result = apply(done.state, RESOLVE, choices)
        done = result
    return done.state


def test_603_10a_ascendant_dying_with_the_others_triggers_for_both_at_max_speed() -> None:
    state = _wrath(ASCENDANT, 4)
    assert state.object("it").zone is Zone.GRAVEYARD
    # the Ascendant and the Bears were A's; B's Bears aren't "a creature you control"
    assert state.player("B").life == 18
    assert state.player("A").life == 22


def test_702_178a_below_max_speed_the_ascendant_has_no_such_ability() -> None:
    state = _wrath(ASCENDANT, 3)
    assert state.player("B").life == 20
    assert state.player("A").life == 20


def test_603_10a_zahur_dying_with_a_nontoken_creature_makes_two_zombies() -> None:
    state = _wrath(ZAHUR, 4)
    zombies = [o for o in state.battlefield if o.controller == "A"]
    assert len(zombies) == 2
    assert all(o.tapped for o in zombies)


def test_702_178a_zahur_below_max_speed_makes_none() -> None:
    state = _wrath(ZAHUR, 2)
    assert [o for o in state.battlefield if o.controller == "A"] == []
