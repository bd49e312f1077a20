"""509.3b, 509.3d: "Whenever ~ blocks or becomes blocked by a creature" triggers once for each
attacking creature it blocks and once for each creature blocking it; "that creature" is the
other creature of the pair (acted on only while it is that permanent, 400.7). With "a nonblack
creature" the other creature's color is read as the block is declared (509.3f). Ashmouth Hound
("~ deals 1 damage to that creature") and Deathgazer ("... by a nonblack creature, destroy that
creature at end of combat") are compiled from their Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

HOUND = "Ashmouth Hound"  # 2/1
GAZER = "Deathgazer"  # 2/2 black
CORPSE = "Walking Corpse"  # a 2/2 black Zombie


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HOUND, GAZER, CORPSE)


@pytest.mark.parametrize("name", [HOUND, GAZER])
def test_509_3_the_cards_compile_automated(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def _combat(
    alice: list[dict[str, Any]], bob: list[dict[str, Any]], attackers: list[str]
) -> GameState:
    state = board(
        {"id": "A", "battlefield": alice},
        {"id": "B", "battlefield": bob},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": dict.fromkeys(attackers, "B")}).state
    return play(state, {"type": "advance"}).state


def test_509_3d_becomes_blocked_by_two_creatures_triggers_twice() -> None:
    state = _combat(
        [{"id": "hound", "card": HOUND}],
        [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"}],
        ["hound"],
    )
    blocked = settle(state, {"type": "block", "blockers": {"b1": "hound", "b2": "hound"}})
    assert len(blocked.state.zone(Zone.STACK)) == 2  # one for each blocker (509.3d)
    assert cites(blocked.log, "509.3d")
    done = resolve_all(blocked.state)
    assert done.object("b1").damage == 1 and done.object("b2").damage == 1


def test_509_3b_blocking_an_attacker_deals_it_damage() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {"id": "B", "battlefield": [{"id": "hound", "card": HOUND}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    state = play(state, {"type": "advance"}).state
    blocked = settle(state, {"type": "block", "blockers": {"hound": "bears"}})
    assert len(blocked.state.zone(Zone.STACK)) == 1
    done = resolve_all(blocked.state)
    assert done.object("bears").damage == 1
    assert done.object("hound").damage == 0


def test_509_3_unblocked_it_doesnt_trigger() -> None:
    state = _combat([{"id": "hound", "card": HOUND}], [], ["hound"])
    blocked = settle(state, {"type": "block", "blockers": {}})
    assert not blocked.state.zone(Zone.STACK) and not blocked.state.pending_triggers


def test_509_3f_a_black_blocker_doesnt_trigger_a_nonblack_trigger() -> None:
    state = _combat([{"id": "gazer", "card": GAZER}], [{"id": "corpse", "card": CORPSE}], ["gazer"])
    blocked = settle(state, {"type": "block", "blockers": {"corpse": "gazer"}})
    assert not blocked.state.zone(Zone.STACK) and not blocked.state.pending_triggers


def test_509_3d_a_green_blocker_is_destroyed_at_end_of_combat() -> None:
    state = _combat(
        [{"id": "gazer", "card": GAZER}], [{"id": "bears", "card": "Grizzly Bears"}], ["gazer"]
    )
    blocked = settle(state, {"type": "block", "blockers": {"bears": "gazer"}})
    state = resolve_all(blocked.state)
    # 2/2 against 2/2: both die in combat damage; the delayed trigger finds no Bears (400.7)
    state = resolve_all(settle(state, {"type": "advance", "to": "combat_damage"}).state)
    assert state.object("bears").zone is Zone.GRAVEYARD
    done = resolve_all(settle(state, {"type": "advance", "to": "end_of_combat"}).state)
    assert done.object("bears").zone is Zone.GRAVEYARD


def test_509_3d_the_blocker_that_survives_combat_is_destroyed_at_end_of_combat() -> None:
    state = _combat(
        [{"id": "gazer", "card": GAZER}], [{"id": "wall", "card": "Wall of Stone"}], ["gazer"]
    )
    state = resolve_all(settle(state, {"type": "block", "blockers": {"wall": "gazer"}}).state)
    state = resolve_all(settle(state, {"type": "advance", "to": "combat_damage"}).state)
    assert state.object("wall").zone is Zone.BATTLEFIELD
    done = resolve_all(settle(state, {"type": "advance", "to": "end_of_combat"}).state)
    assert done.object("wall").zone is Zone.GRAVEYARD
