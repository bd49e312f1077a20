"""Transform (701.27): a double-faced permanent turns over to its other face and has only that
face's characteristics (712.8d-e); it stays the same object, its counters with it (712.18). Real
cards compiled from their Oracle text, both faces:

- Village Ironsmith // Ironfang, the older werewolf wording: "At the beginning of each upkeep, if
  no spells were cast last turn, transform ~." on the front (a 1/1 Human Werewolf with first
  strike) and "..., if a player cast two or more spells last turn, transform ~." on the back (a
  3/1 Werewolf). The spells cast in a turn are remembered past its end (601.2i).
- Ojer Kaslem, Deepest Growth // Temple of Cultivation: "When ~ dies, return it to the
  battlefield tapped and transformed under its owner's control." (712.14a: it enters back face
  up, a land).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Step, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

IRONSMITH = "Village Ironsmith // Ironfang"
OJER = "Ojer Kaslem, Deepest Growth // Temple of Cultivation"
NAMES = (IRONSMITH, OJER, "Shock", "Lightning Bolt")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _to_next_upkeep(state: GameState) -> GameState:
    """Advance from this turn to the next turn's upkeep, the upkeep triggers on the stack."""
    turn = state.turn.number
    for _ in range(30):
        if state.turn.number > turn and state.turn.step is Step.UPKEEP:
            return state
        state = play(state, {"type": "advance"}).state
    raise AssertionError("the next upkeep never came")


def _ironsmith_board(face: int = 0, spells: int = 0, **extra: Any) -> GameState:
    """Alice's Village Ironsmith (back face up if `face`), in her precombat main phase of turn
    2, with `spells` Shocks in hand and the mana for them."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "smith", "card": IRONSMITH, "face": face, **extra}],
            "hand": [{"id": f"s{i}", "card": "Shock"} for i in range(spells)],
            "mana_pool": {"R": spells},
            "library": [{"id": f"l{i}", "card": "Mountain"} for i in range(5)],
        },
        {
            "id": "B",
            "name": "Bob",
            "library": [{"id": f"m{i}", "card": "Mountain"} for i in range(5)],
        },
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def test_both_faces_compile_from_their_text() -> None:
    for name in (IRONSMITH,):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED, [s for s in compiled.lines if not s.applied]


def test_no_spells_last_turn_transforms_the_front_face_701_27a() -> None:
    upkeep = _to_next_upkeep(_ironsmith_board())
    assert upkeep.turn.active_player == "B"
    resolved = play(upkeep, {"type": "resolve"})
    smith = resolved.state.object("smith")
    c = chars(resolved.state, smith)
    assert smith.face == 1
    assert (c.name, c.power, c.toughness) == ("Ironfang", 3, 1)
    assert c.has("first strike")
    assert cites(resolved.log, "701.27a")


def _cast_shocks(state: GameState, count: int) -> GameState:
    for i in range(count):
        state = play(state, {"type": "cast", "object": f"s{i}", "targets": ["B"]}).state
        state = play(state, {"type": "resolve"}).state
    return state


def test_two_spells_cast_last_turn_transform_the_back_face_back_701_27a() -> None:
    cast = _cast_shocks(_ironsmith_board(face=1, spells=2), 2)
    assert cast.player("B").life == 16
    upkeep = _to_next_upkeep(cast)
    assert upkeep.zone(Zone.STACK), "a player cast two spells last turn: it triggers"
    resolved = play(upkeep, {"type": "resolve"})
    smith = resolved.state.object("smith")
    c = chars(resolved.state, smith)
    assert smith.face == 0
    assert (c.name, c.power, c.toughness) == ("Village Ironsmith", 1, 1)
    assert cites(resolved.log, "701.27a")


def test_one_spell_cast_last_turn_transforms_neither_face_603_4() -> None:
    for face in (0, 1):
        upkeep = _to_next_upkeep(_cast_shocks(_ironsmith_board(face=face, spells=1), 1))
        assert not upkeep.zone(Zone.STACK)  # the intervening "if" is false: no trigger (603.4)
        assert upkeep.object("smith").face == face


def test_the_spells_of_the_turn_before_last_are_forgotten() -> None:
    """Two spells in turn 2, none in turn 3: in turn 4's upkeep no spells were cast last turn."""
    turn_three = _to_next_upkeep(_cast_shocks(_ironsmith_board(face=1, spells=2), 2))
    back_up = play(turn_three, {"type": "resolve"}).state  # two spells in turn 2: front face up
    assert back_up.object("smith").face == 0
    turn_four = _to_next_upkeep(back_up)
    resolved = play(turn_four, {"type": "resolve"}).state
    assert resolved.object("smith").face == 1


def test_it_stays_the_same_object_with_its_counters_712_18() -> None:
    upkeep = _to_next_upkeep(_ironsmith_board(counters={"+1/+1": 1}))
    resolved = play(upkeep, {"type": "resolve"})
    smith = resolved.state.object("smith")
    c = chars(resolved.state, smith)
    assert (c.name, c.power, c.toughness) == ("Ironfang", 4, 2)
    assert smith.counters.get("+1/+1") == 1
