"""Keywords an Equipment gives the equipped creature (613.1f) at work in combat: trample and
lifelink (Loxodon Warhammer), deathtouch and lifelink (Basilisk Collar), vigilance (Accorder's
Shield), double strike (Fireshrieker)."""

from __future__ import annotations

from typing import Any

from engine.core.choices import DecisionKind
from engine.core.events import LifeGained
from engine.core.state import GameState, Zone
from engine.testing.scenario import cites, pending, play
from tests.engine.equipment.equipment_support import keywords, main_phase, pt

TO_END = {"type": "advance", "to": "end_of_combat"}


def attack(
    alice: list[dict[str, Any]],
    bob: list[dict[str, Any]],
    attackers: dict[str, str],
    blockers: dict[str, Any],
) -> GameState:
    """Alice attacks with `attackers`, Bob blocks with `blockers`: the declare blockers step."""
    state = main_phase(alice, bob, step="declare_attackers")
    state = play(state, {"type": "attack", "attackers": attackers}).state
    state = play(state, {"type": "advance"}).state
    return play(state, {"type": "block", "blockers": blockers}).state


def test_loxodon_warhammer_tramples_over_and_gains_life_for_all_its_damage() -> None:
    """The Bears with Loxodon Warhammer are 5/2 with trample and lifelink. Blocked by Llanowar
    Elves, Alice assigns lethal damage (1) to the Elves and 4 to Bob (702.19b); all 5 damage is
    dealt at once by one source, so she gains 5 life in one life-gain event (702.15b; the Ajani's
    Pridemate ruling: one lifelink creature damaging several recipients is one event)."""
    state = attack(
        [
            {"id": "hammer", "card": "Loxodon Warhammer", "attached_to": "bears"},
            {"id": "bears", "card": "Grizzly Bears"},
        ],
        [{"id": "elves", "card": "Llanowar Elves"}],
        {"bears": "B"},
        {"elves": "bears"},
    )
    assert pt(state, "bears") == (5, 2) and keywords(state, "bears") >= {"trample", "lifelink"}
    asked = pending(state, TO_END)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.DAMAGE_ASSIGNMENT
    assert asked.pending.rule == "702.19b"
    result = play(state, TO_END, ["1"])
    assert result.state.player("B").life == 16
    assert result.state.player("A").life == 25
    assert result.state.object("elves").zone is Zone.GRAVEYARD
    assert [e.amount for e in result.events if isinstance(e, LifeGained)] == [5]
    assert cites(result.log, "702.15b")
    # The Warhammer stays with the Bears, which survived the 1 damage from the Elves.
    assert result.state.object("hammer").attached_to == "bears"


def test_basilisk_collar_lets_a_small_creature_destroy_a_big_blocker() -> None:
    """Llanowar Elves with Basilisk Collar (deathtouch, lifelink) attack; Craw Wurm (6/4)
    blocks. The Elves deal 1 damage: deathtouch makes it lethal (702.2b, 704.5h), and Alice
    gains 1. The Elves die too; the Collar stays on the battlefield, unattached (704.5n)."""
    state = attack(
        [
            {"id": "collar", "card": "Basilisk Collar", "attached_to": "elves"},
            {"id": "elves", "card": "Llanowar Elves"},
        ],
        [{"id": "wurm", "card": "Craw Wurm"}],
        {"elves": "B"},
        {"wurm": "elves"},
    )
    assert keywords(state, "elves") >= {"deathtouch", "lifelink"}
    result = play(state, TO_END)
    assert result.state.object("wurm").zone is Zone.GRAVEYARD
    assert result.state.object("elves").zone is Zone.GRAVEYARD
    assert cites(result.log, "704.5h")
    assert result.state.player("A").life == 21
    collar = result.state.object("collar")
    assert collar.zone is Zone.BATTLEFIELD and collar.attached_to is None
    assert cites(result.log, "704.5n")


def test_accorders_shield_gives_vigilance_so_attacking_doesnt_tap() -> None:
    """Accorder's Shield: +0/+3 and vigilance (702.20b: attacking doesn't cause it to tap)."""
    state = main_phase(
        [
            {"id": "shield", "card": "Accorder's Shield", "attached_to": "bears"},
            {"id": "bears", "card": "Grizzly Bears"},
        ],
        step="declare_attackers",
    )
    assert pt(state, "bears") == (2, 5)
    attacked = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    assert attacked.combat is not None and attacked.combat.is_attacking("bears")
    assert not attacked.object("bears").tapped


def test_fireshrieker_gives_double_strike() -> None:
    """Fireshrieker: double strike (702.4b): the unblocked Bears deal combat damage in both
    combat damage steps, 2 + 2."""
    state = attack(
        [
            {"id": "shrieker", "card": "Fireshrieker", "attached_to": "bears"},
            {"id": "bears", "card": "Grizzly Bears"},
        ],
        [],
        {"bears": "B"},
        {},
    )
    result = play(state, TO_END)
    assert result.state.player("B").life == 16
