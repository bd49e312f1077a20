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

Two made-up records show the effects on cards of both kinds: "{2}: Transform ~." on a card that
isn't double-faced does nothing (701.27c), and "{1}: Exile ~, then return it to the battlefield
transformed under your control." returns a double-faced card back face up as a new object but
leaves any other card in exile (712.14a, 400.7).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Step, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

IRONSMITH = "Village Ironsmith // Ironfang"
OJER = "Ojer Kaslem, Deepest Growth // Temple of Cultivation"
NAMES = (IRONSMITH, OJER, "Shock", "Lightning Bolt")


MADE_UP = {
    "Plain Shifter": {
        "name": "Plain Shifter",
        "type_line": "Creature — Shapeshifter",
        "mana_cost": "{1}{U}",
        "power": "2",
        "toughness": "2",
        "colors": ["U"],
        "layout": "normal",
        "oracle_text": "{2}: Transform Plain Shifter.\n"
        "{1}: Exile Plain Shifter, then return it to the battlefield transformed under your "
        "control.",
    },
    "Blinking Seer // Opened Eye": {
        "name": "Blinking Seer // Opened Eye",
        "layout": "transform",
        "colors": ["U"],
        "card_faces": [
            {
                "name": "Blinking Seer",
                "type_line": "Creature — Human Wizard",
                "mana_cost": "{1}{U}",
                "power": "1",
                "toughness": "3",
                "colors": ["U"],
                "oracle_text": "{1}: Exile Blinking Seer, then return it to the battlefield "
                "transformed under your control.",
            },
            {
                "name": "Opened Eye",
                "type_line": "Creature — Horror",
                "mana_cost": "",
                "power": "4",
                "toughness": "4",
                "colors": ["U"],
                "oracle_text": "Flying",
            },
        ],
    },
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({**records(*NAMES), **MADE_UP})


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


def _alices(*battlefield: dict[str, Any], **player: Any) -> GameState:
    return board(
        {"id": "A", "name": "Alice", "battlefield": list(battlefield), **player},
        {"id": "B", "name": "Bob"},
    )


def test_a_card_that_isnt_double_faced_doesnt_transform_701_27c() -> None:
    state = _alices({"id": "shifter", "card": "Plain Shifter"}, mana_pool={"C": 2})
    activated = play(state, {"type": "activate", "object": "shifter", "ability": 0})
    resolved = play(activated.state, {"type": "resolve"})
    assert resolved.state.object("shifter").face == 0
    assert cites(resolved.log, "701.27c")


def test_exiled_and_returned_transformed_as_a_new_object_712_14a() -> None:
    state = _alices(
        {"id": "seer", "card": "Blinking Seer // Opened Eye", "counters": {"+1/+1": 1}},
        mana_pool={"C": 1},
    )
    before = state.object("seer").timestamp
    activated = play(state, {"type": "activate", "object": "seer", "ability": 0})
    resolved = play(activated.state, {"type": "resolve"})
    seer = resolved.state.object("seer")
    c = chars(resolved.state, seer)
    assert seer.zone is Zone.BATTLEFIELD and seer.face == 1
    assert (c.name, c.power, c.toughness) == ("Opened Eye", 4, 4) and c.has("flying")
    assert seer.timestamp != before and not seer.counters  # 400.7: a new object
    assert cites(resolved.log, "712.14a")


def test_a_card_that_isnt_double_faced_stays_in_exile_712_14a() -> None:
    state = _alices({"id": "shifter", "card": "Plain Shifter"}, mana_pool={"C": 1})
    activated = play(state, {"type": "activate", "object": "shifter", "ability": 1})
    resolved = play(activated.state, {"type": "resolve"})
    assert resolved.state.object("shifter").zone is Zone.EXILE
    assert cites(resolved.log, "712.14a")


def test_ojer_kaslem_dies_and_returns_tapped_as_its_land_face_712_14a() -> None:
    state = _alices(
        {"id": "ojer", "card": OJER, "damage": 4},
        hand=[{"id": "bolt", "card": "Shock"}],
    )
    shock = {"type": "cast", "object": "bolt", "targets": ["ojer"], "free": True}
    died = play(play(state, shock).state, {"type": "resolve"})
    assert died.state.object("ojer").zone is Zone.GRAVEYARD
    returned = play(died.state, {"type": "resolve"})
    ojer = returned.state.object("ojer")
    c = chars(returned.state, ojer)
    assert ojer.zone is Zone.BATTLEFIELD and ojer.face == 1 and ojer.tapped
    assert c.name == "Temple of Cultivation" and c.is_type("Land") and not c.is_type("Creature")
    assert ojer.controller == "A"
    assert cites(returned.log, "712.14a") and cites(returned.log, "110.5b")
