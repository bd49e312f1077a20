"""Daybound and nightbound (702.145) and day and night (731). Real card compiled from its Oracle
text, both faces: Suspicious Stowaway ({1}{U} 1/1, "Daybound") // Seafaring Werewolf (2/1,
"Nightbound").

- A daybound permanent makes it day when the game is neither (702.145d).
- As the untap step's second part, day becomes night if the previous turn's active player cast
  no spells, night becomes day if they cast two or more (731.2, 502.2).
- At night a daybound permanent transforms (702.145c) and enters transformed (702.145b); by day
  a nightbound one transforms back (702.145f); nothing else transforms them (702.145b, e).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Step, Zone
from engine.mechanics.day_and_night import day_or_night
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

STOWAWAY = "Suspicious Stowaway // Seafaring Werewolf"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, STOWAWAY, "Shock")


def _it_is(value: str) -> dict[str, Any]:
    return {"id": "daynight", "kind": "day_night", "controller": "A", "params": {"is": value}}


def _board(
    *, battlefield: bool = True, face: int = 0, time: str | None = None, shocks: int = 0
) -> GameState:
    stowaway = {"id": "wolf", "card": STOWAWAY, "face": face}
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [stowaway] if battlefield else [],
            "hand": ([] if battlefield else [stowaway])
            + [{"id": f"s{i}", "card": "Shock"} for i in range(shocks)],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(5)],
        },
        {
            "id": "B",
            "name": "Bob",
            "library": [{"id": f"m{i}", "card": "Island"} for i in range(5)],
        },
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
        effects=[_it_is(time)] if time else [],
    )


def _to_next_upkeep(state: GameState) -> tuple[GameState, list[Any]]:
    turn = state.turn.number
    log: list[Any] = []
    for _ in range(30):
        if state.turn.number > turn and state.turn.step is Step.UPKEEP:
            return state, log
        result = play(state, {"type": "advance"})
        state = result.state
        log += result.log
    raise AssertionError("the next upkeep never came")


def _face(state: GameState) -> tuple[str, int | None, int | None]:
    c = chars(state, state.object("wolf"))
    return c.name, c.power, c.toughness


def test_both_faces_compile_with_their_keywords() -> None:
    compiled = compile_record(records(STOWAWAY)[STOWAWAY])
    assert compiled.label == AUTOMATED
    assert "Daybound" in compiled.definition.faces[0].keywords
    assert "Nightbound" in compiled.definition.faces[1].keywords


def test_a_daybound_permanent_makes_it_day_702_145d() -> None:
    state = _board(battlefield=False)
    assert day_or_night(state) is None
    cast = play(state, {"type": "cast", "object": "wolf", "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    assert day_or_night(resolved.state) == "day"
    assert cites(resolved.log, "702.145d")
    assert _face(resolved.state) == ("Suspicious Stowaway", 1, 1)


def test_no_spells_by_the_active_player_day_becomes_night_and_it_transforms_731_2a() -> None:
    upkeep, log = _to_next_upkeep(_board(time="day"))
    assert day_or_night(upkeep) == "night"
    assert any("731.2a" in e.rules for e in log)
    assert any("702.145c" in e.rules for e in log)
    assert upkeep.object("wolf").face == 1
    assert _face(upkeep) == ("Seafaring Werewolf", 2, 1)


def test_two_spells_by_the_active_player_night_becomes_day_731_2b() -> None:
    state = _board(face=1, time="night", shocks=2)
    for i in range(2):
        shock = {"type": "cast", "object": f"s{i}", "targets": ["B"], "free": True}
        state = play(play(state, shock).state, {"type": "resolve"}).state
    upkeep, log = _to_next_upkeep(state)
    assert day_or_night(upkeep) == "day"
    assert any("731.2b" in e.rules for e in log)
    assert any("702.145f" in e.rules for e in log)
    assert _face(upkeep) == ("Suspicious Stowaway", 1, 1)


def test_one_spell_keeps_it_night_and_none_keeps_it_day() -> None:
    state = _board(face=1, time="night", shocks=1)
    shock = {"type": "cast", "object": "s0", "targets": ["B"], "free": True}
    state = play(play(state, shock).state, {"type": "resolve"}).state
    upkeep, _ = _to_next_upkeep(state)
    assert day_or_night(upkeep) == "night" and upkeep.object("wolf").face == 1


def test_at_night_a_daybound_card_enters_transformed_702_145b() -> None:
    cast = play(
        _board(battlefield=False, time="night"), {"type": "cast", "object": "wolf", "free": True}
    )
    resolved = play(cast.state, {"type": "resolve"})
    wolf = resolved.state.object("wolf")
    assert wolf.zone is Zone.BATTLEFIELD and wolf.face == 1
    assert _face(resolved.state) == ("Seafaring Werewolf", 2, 1)


def test_at_night_a_front_face_up_daybound_permanent_transforms_702_145c() -> None:
    state = _board(time="night")
    after = play(state, {"type": "advance"})
    assert after.state.object("wolf").face == 1
    assert cites(after.log, "702.145c")


def test_nothing_else_transforms_it_702_145b() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board(time="day"), {"type": "transform", "object": "wolf"})
    assert refused.value.rule == "702.145b"
