""" "That creature doesn't untap during its controller's next untap step" (502.3, 611.2c) where
"that creature" is the last target named (608.2c: Frost Lynx, Glacial Grasp) or the object the
trigger event names (603.2: Labyrinth Minotaur, "whenever ~ blocks a creature"), and "those
creatures" after "up to two target creatures" (Frost Breath, 115.3), compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Frost Lynx": {
        "name": "Frost Lynx",
        "mana_cost": "{2}{U}",
        "type_line": "Creature — Elemental Cat",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "When this creature enters, tap target creature an opponent controls. "
        "That creature doesn't untap during its controller's next untap step.",
    },
    "Glacial Grasp": {
        "name": "Glacial Grasp",
        "mana_cost": "{2}{U}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Tap target creature. Its controller mills two cards. That creature "
        "doesn't untap during its controller's next untap step.\nDraw a card.",
    },
    "Labyrinth Minotaur": {
        "name": "Labyrinth Minotaur",
        "mana_cost": "{3}{U}",
        "type_line": "Creature — Minotaur",
        "power": "1",
        "toughness": "4",
        "layout": "normal",
        "oracle_text": "Whenever this creature blocks a creature, that creature doesn't untap "
        "during its controller's next untap step.",
    },
    "Frost Breath": {
        "name": "Frost Breath",
        "mana_cost": "{2}{U}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Tap up to two target creatures. Those creatures don't untap during their "
        "controller's next untap step.",
    },
}
RESOLVE = {"type": "resolve"}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def _library(prefix: str) -> list[dict[str, str]]:
    return [{"id": f"{prefix}{i}", "card": "Forest"} for i in range(4)]


def _bears_board(hand: str) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "card", "card": hand}], "library": _library("a")},
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": _library("b"),
        },
    )


def _stays_tapped_through_bobs_next_untap_step(state: GameState) -> None:
    assert state.object("bears").tapped
    bobs_turn = play(state, NEXT_UPKEEP).state
    assert bobs_turn.object("bears").tapped  # 502.3: the effect keeps it tapped
    assert not any(e.kind == "doesnt_untap" for e in bobs_turn.effects)  # used up
    later = play(play(bobs_turn, NEXT_UPKEEP).state, NEXT_UPKEEP).state
    assert not later.object("bears").tapped  # Bob's untap step after that untaps it


def test_frost_lynx_taps_the_target_and_it_stays_tapped_502_3() -> None:
    cast = play(_bears_board("Frost Lynx"), {"type": "cast", "object": "card", "free": True})
    # The Lynx enters; its trigger targets the Bears as it is put on the stack (603.3d).
    entered = play(cast.state, RESOLVE).state  # the only legal target: no choice asked
    done = play(entered, RESOLVE)
    assert cites(done.log, "502.3")
    _stays_tapped_through_bobs_next_untap_step(done.state)


def test_glacial_grasp_that_creature_is_the_target_after_its_controller_mills() -> None:
    cast = play(
        _bears_board("Glacial Grasp"),
        {"type": "cast", "object": "card", "free": True, "targets": ["bears"]},
    )
    done = play(cast.state, RESOLVE)
    assert cites(done.log, "502.3")
    assert len(done.state.zone(Zone.GRAVEYARD, "B")) == 2  # its controller milled two
    _stays_tapped_through_bobs_next_untap_step(done.state)


def test_labyrinth_minotaur_holds_the_creature_it_blocks_603_2() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": _library("a"),
        },
        {
            "id": "B",
            "battlefield": [{"id": "minotaur", "card": "Labyrinth Minotaur"}],
            "library": _library("b"),
        },
        turn={"number": 2, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    blockers_step = play(resolve_all(attacked), {"type": "advance", "to": "declare_blockers"})
    blocked = play(blockers_step.state, {"type": "block", "blockers": {"minotaur": "bears"}})
    done = resolve_all(blocked.state)
    assert any(e.kind == "doesnt_untap" for e in done.effects)
    assert done.object("bears").zone is Zone.BATTLEFIELD
    tapped = play(done, {"type": "advance", "to": "end"}).state  # the attacker stays tapped
    assert tapped.object("bears").tapped
    alices_next = play(play(tapped, NEXT_UPKEEP).state, NEXT_UPKEEP).state
    assert alices_next.object("bears").tapped  # her next untap step didn't untap it (502.3)


def test_frost_breath_holds_both_targets_and_leaves_the_others_alone() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "card", "card": "Frost Breath"}], "library": _library("a")},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
                {"id": "wurm", "card": "Craw Wurm", "tapped": True},
            ],
            "library": _library("b"),
        },
    )
    cast = {"type": "cast", "object": "card", "free": True, "targets": ["bears", "giant"]}
    done = play(play(state, cast).state, RESOLVE)
    assert cites(done.log, "502.3")
    bobs_turn = play(done.state, NEXT_UPKEEP).state
    assert bobs_turn.object("bears").tapped and bobs_turn.object("giant").tapped
    assert not bobs_turn.object("wurm").tapped  # not a target: it untaps as usual
