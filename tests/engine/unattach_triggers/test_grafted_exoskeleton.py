"""Grafted Exoskeleton: "Equipped creature gets +2/+2 and has infect. Whenever ~ becomes unattached
from a permanent, sacrifice that permanent. Equip {2}" (compiled from its Oracle text).

It becomes unattached (701.3d) when it is moved to another creature (701.3c), when it leaves the
battlefield (the ability then looks back in time from the zone the card went to, 603.10a), and
when the creature leaves: then the ability triggers but has nothing to sacrifice (a new object,
400.7), and the state-based action that unattaches the Equipment afterwards (704.5n) doesn't
trigger it again. Rulings: its controller can't sacrifice a creature they don't control
(701.21a).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, entries, play
from tests.engine.equipment.equipment_support import equip

GRAFTED_EXOSKELETON = {
    "name": "Grafted Exoskeleton",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{4}",
    "layout": "normal",
    "oracle_text": "Equipped creature gets +2/+2 and has infect. (It deals damage to creatures "
    "in the form of -1/-1 counters and to players in the form of poison counters.)\nWhenever "
    "Grafted Exoskeleton becomes unattached from a permanent, sacrifice that permanent.\n"
    "Equip {2}",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Grafted Exoskeleton": GRAFTED_EXOSKELETON})


def test_grafted_exoskeleton_compiles_automated() -> None:
    compiled = compile_record(GRAFTED_EXOSKELETON)
    assert compiled.label == AUTOMATED, compiled.not_applied


def _board(bears_owner: str = "A") -> GameState:
    """Alice's main phase: the Exoskeleton on the Grizzly Bears (Bob's when `bears_owner` is B),
    her Llanowar Elves; Bob's Craw Wurm."""
    bears = {"id": "bears", "card": "Grizzly Bears"}
    exo = {"id": "exo", "card": "Grafted Exoskeleton", "attached_to": "bears"}
    alice = [exo, {"id": "elves", "card": "Llanowar Elves"}]
    bob = [{"id": "wurm", "card": "Craw Wurm"}]
    (alice if bears_owner == "A" else bob).append(bears)
    return board(
        {"id": "A", "name": "Alice", "battlefield": alice},
        {"id": "B", "name": "Bob", "battlefield": bob},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _equipped_to_the_elves(state: GameState) -> Any:
    return play(play(state, equip(state, "exo", "elves", free=True)).state, RESOLVE)


def _triggered(log: Any) -> list[str]:
    return [
        e.text
        for e in entries(log, LogKind.TRIGGER)
        if "603.2" in e.rules and "becomes unattached" in e.text
    ]


def test_the_equipped_bears_are_4_4_with_infect() -> None:
    state = _board()
    c = chars(state, state.object("bears"))
    assert (c.power, c.toughness) == (4, 4) and c.has("infect")


def test_equipped_to_the_elves_it_leaves_the_bears_who_are_sacrificed_701_3d() -> None:
    equipped = _equipped_to_the_elves(_board())
    assert equipped.state.object("exo").attached_to == "elves"
    assert cites(equipped.log, "701.3c")
    assert len(_triggered(equipped.log)) == 1
    done = play(equipped.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.21a")
    elves = chars(done.state, done.state.object("elves"))
    assert (elves.power, elves.toughness) == (3, 3) and elves.has("infect")


def test_destroyed_it_looks_back_and_the_bears_are_sacrificed_603_10a() -> None:
    destroyed = play(
        _board(), {"type": "move_object", "object": "exo", "to": "graveyard", "destroy": True}
    )
    assert destroyed.state.object("exo").zone is Zone.GRAVEYARD
    assert len(_triggered(destroyed.log)) == 1
    (ability,) = destroyed.state.zone(Zone.STACK)
    assert ability.controller == "A"
    done = play(destroyed.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("elves").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.21a")


def test_exiled_it_triggers_from_exile_too() -> None:
    exiled = play(_board(), {"type": "move_object", "object": "exo", "to": "exile"})
    assert len(_triggered(exiled.log)) == 1
    done = play(exiled.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD


def test_when_the_bears_die_it_triggers_once_and_sacrifices_nothing_400_7() -> None:
    """Ruling: it becomes unattached as the Bears leave; the ability does nothing. The
    state-based action that unattaches it (704.5n) is the same unattachment, not a second."""
    died = play(_board(), {"type": "deal_damage", "source": "wurm", "target": "bears", "amount": 4})
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(died.log, "704.5n")
    assert len(_triggered(died.log)) == 1
    done = play(died.state, RESOLVE)
    assert done.state.object("exo").zone is Zone.BATTLEFIELD
    assert done.state.object("exo").attached_to is None
    assert done.state.object("elves").zone is Zone.BATTLEFIELD
    assert done.state.object("wurm").zone is Zone.BATTLEFIELD
    assert not cites(done.log, "701.21a")


def test_its_controller_cant_sacrifice_a_creature_they_dont_control_701_21a() -> None:
    """Ruling: on Bob's Bears, moved to Alice's Elves, the Bears stay."""
    equipped = _equipped_to_the_elves(_board(bears_owner="B"))
    assert len(_triggered(equipped.log)) == 1
    done = play(equipped.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert any("can't be sacrificed" in e.text for e in done.log)
