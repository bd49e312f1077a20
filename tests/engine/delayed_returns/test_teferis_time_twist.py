"""Teferi's Time Twist: "Exile target permanent you control. Return that card to the battlefield
under its owner's control at the beginning of the next end step. If it enters as a creature, it
enters with an additional +1/+1 counter on it." (compiled from its Oracle text). The return is a
delayed triggered ability (603.7a) made as the spell resolves; the card comes back as a new
object (400.7) under its owner's control (110.2a), with the counter only if it enters as a
creature (614.1c, 614.12); a token exiled ceases to exist and doesn't return (111.8)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

TEFERIS_TIME_TWIST = {
    "name": "Teferi's Time Twist",
    "type_line": "Instant",
    "mana_cost": "{1}{U}",
    "layout": "normal",
    "oracle_text": "Exile target permanent you control. Return that card to the battlefield "
    "under its owner's control at the beginning of the next end step. If it enters the "
    "battlefield as a creature, it enters with an additional +1/+1 counter on it.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Teferi's Time Twist": TEFERIS_TIME_TWIST})


def test_teferis_time_twist_compiles_automated() -> None:
    assert compile_record(TEFERIS_TIME_TWIST).label == AUTOMATED


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "twist", "card": "Teferi's Time Twist"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "damage": 1},
                {"id": "forest", "card": "Forest", "tapped": True},
                {"id": "servo", "card": "Grizzly Bears", "token": True},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "wurm", "card": "Craw Wurm", "controller": "A"}],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _twist(target: str, state: GameState | None = None) -> GameState:
    action = {"type": "cast", "object": "twist", "targets": [target], "free": True}
    cast = play(state or _board(), action)
    return play(cast.state, RESOLVE).state


def _end_step(state: GameState) -> Any:
    ended = play(state, {"type": "advance", "to": "end"})
    assert cites(ended.log, "603.7")
    return play(ended.state, RESOLVE)


def test_the_creature_returns_at_the_end_step_with_a_counter_614_1c() -> None:
    state = _twist("bears")
    assert state.object("bears").zone is Zone.EXILE
    main = play(state, {"type": "advance", "to": "postcombat_main"})
    assert main.state.object("bears").zone is Zone.EXILE  # not before the end step
    returned = _end_step(state)
    bears = returned.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "A"
    assert bears.counter("+1/+1") == 1 and bears.damage == 0  # 400.7: a new object
    assert cites(returned.log, "614.1c")


def test_a_land_returns_untapped_without_a_counter() -> None:
    returned = _end_step(_twist("forest"))
    forest = returned.state.object("forest")
    assert forest.zone is Zone.BATTLEFIELD and not forest.tapped
    assert forest.counter("+1/+1") == 0


def test_it_returns_under_its_owners_control_110_2a() -> None:
    returned = _end_step(_twist("wurm"))
    wurm = returned.state.object("wurm")
    assert wurm.zone is Zone.BATTLEFIELD and wurm.controller == "B"
    assert wurm.counter("+1/+1") == 1


def test_an_exiled_token_doesnt_return_111_8() -> None:
    state = _twist("servo")
    assert state.find_object("servo") is None  # 704.5d: it ceased to exist
    ended = play(state, {"type": "advance", "to": "end"})
    done = play(ended.state, RESOLVE) if ended.state.zone(Zone.STACK) else ended
    assert done.state.find_object("servo") is None


def test_it_targets_only_a_permanent_you_control() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "twist", "card": "Teferi's Time Twist"}]},
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "twist", "targets": ["wurm"], "free": True})


def test_an_aura_returns_enchanting_what_its_owner_chooses_303_4f() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "twist", "card": "Teferi's Time Twist"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "strength", "card": "Holy Strength", "attached_to": "bears"},
            ],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    ended = play(_twist("strength", state), {"type": "advance", "to": "end"})
    returned = play(ended.state, RESOLVE, ["wurm"])  # not targeted: any creature (303.4f)
    aura = returned.state.object("strength")
    assert aura.zone is Zone.BATTLEFIELD and aura.attached_to == "wurm"
    assert aura.counter("+1/+1") == 0 and cites(returned.log, "303.4f")


def test_an_aura_with_nothing_to_enchant_stays_in_exile_303_4g() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "twist", "card": "Teferi's Time Twist"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "strength", "card": "Holy Strength", "attached_to": "bears"},
            ],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    twisted = _twist("strength", state)
    # the Bears are gone before the end step (a judge's edit): nothing is left to enchant
    no_bears = replace(twisted, objects=tuple(o for o in twisted.objects if o.id != "bears"))
    ended = play(no_bears, {"type": "advance", "to": "end"})
    returned = play(ended.state, RESOLVE)
    assert returned.state.object("strength").zone is Zone.EXILE
    assert cites(returned.log, "303.4g")
