"""Crew N (702.122a): "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes an artifact creature until end of turn." Renegade Freighter
(a 4/3 Vehicle with crew 2 and "Whenever ~ attacks, it gets +1/+1 and gains trample until end of
turn.") is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

RENEGADE_FREIGHTER = {
    "name": "Renegade Freighter",
    "type_line": "Artifact — Vehicle",
    "mana_cost": "{3}",
    "power": "4",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Crew"],
    "oracle_text": "Whenever Renegade Freighter attacks, it gets +1/+1 and gains trample until "
    "end of turn.\nCrew 2 (Tap any number of creatures you control with total power 2 or more: "
    "This Vehicle becomes an artifact creature until end of turn.)",
}
CREW = {"type": "activate", "object": "freighter", "ability": 1}


@pytest.fixture(autouse=True)
def _freighter_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Renegade Freighter": RENEGADE_FREIGHTER})


def _board(*crew: dict[str, object], step: str = "precombat_main") -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "freighter", "card": "Renegade Freighter"}, *crew],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": step},
    )


def test_renegade_freighter_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(RENEGADE_FREIGHTER)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[-1] == "Crew 2"


def test_a_vehicle_is_not_a_creature_until_crewed_301_7a() -> None:
    state = _board({"id": "bears", "card": "Grizzly Bears"})
    c = chars(state, state.object("freighter"))
    assert not c.is_type("Creature")


def test_a_summoning_sick_bear_crews_it_and_it_becomes_a_4_3_artifact_creature_702_122a() -> None:
    # Tapping a creature for crew isn't {T}: a creature that just arrived may crew (302.6).
    state = _board({"id": "bears", "card": "Grizzly Bears", "summoning_sick": True})
    activated = play(state, CREW)
    assert activated.state.object("bears").tapped
    assert not activated.state.object("freighter").tapped
    assert cites(activated.log, "702.122a") and cites(activated.log, "702.122b")
    # The ability uses the stack: not a creature until it resolves.
    assert not chars(activated.state, activated.state.object("freighter")).is_type("Creature")
    done = play(activated.state, {"type": "resolve"})
    c = chars(done.state, done.state.object("freighter"))
    assert c.is_type("Creature") and c.is_type("Artifact")
    assert (c.power, c.toughness) == (4, 3)
    assert cites(done.log, "613.1d")


def test_the_player_chooses_which_creatures_crew_and_may_tap_more_than_needed_702_122a() -> None:
    state = _board(
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "elves", "card": "Llanowar Elves"},
        {"id": "ogre", "card": "Gray Ogre"},
    )
    asked = pending(state, CREW)
    assert asked.pending is not None
    assert set(asked.pending.option_ids()) == {"bears", "elves", "ogre"}
    # Elves (power 1) isn't enough: the player goes on choosing; then stops at total power 3.
    after_elves = pending(state, CREW, ["elves"])
    assert after_elves.pending is not None
    assert "stop" not in after_elves.pending.option_ids()
    paid = play(state, CREW, ["elves", "bears", "stop"])
    assert paid.state.object("elves").tapped and paid.state.object("bears").tapped
    assert not paid.state.object("ogre").tapped


def test_crewed_freighter_attacks_and_its_trigger_makes_it_a_5_4_trampler() -> None:
    combat = _board({"id": "bears", "card": "Grizzly Bears"}, step="declare_attackers")
    crewed = play(play(combat, CREW).state, {"type": "resolve"}).state
    attacked = play(crewed, {"type": "attack", "attackers": {"freighter": "B"}})
    done = play(attacked.state, {"type": "resolve"})
    c = chars(done.state, done.state.object("freighter"))
    assert (c.power, c.toughness) == (5, 4)
    assert c.has("trample")


def test_a_creature_without_enough_power_cannot_crew_118_3() -> None:
    state = _board({"id": "elves", "card": "Llanowar Elves"})
    with pytest.raises(IllegalAction, match="crew 2") as refused:
        apply(state, CREW, [])
    assert refused.value.rule == "118.3"


def test_a_tapped_creature_cannot_crew_702_122a() -> None:
    state = _board({"id": "bears", "card": "Grizzly Bears", "tapped": True})
    with pytest.raises(IllegalAction, match="crew 2"):
        apply(state, CREW, [])


def test_a_crewed_vehicle_cannot_crew_itself_other_creatures_702_122a() -> None:
    state = _board({"id": "bears", "card": "Grizzly Bears"})
    crewed = play(play(state, CREW).state, {"type": "resolve"}).state
    assert chars(crewed, crewed.object("freighter")).is_type("Creature")  # an untapped 4/3
    with pytest.raises(IllegalAction, match="crew 2"):
        apply(crewed, CREW, [])


def test_the_crew_effect_ends_at_end_of_turn_514_2() -> None:
    state = _board({"id": "bears", "card": "Grizzly Bears"}, step="end")
    crewed = play(play(state, CREW).state, {"type": "resolve"}).state
    assert chars(crewed, crewed.object("freighter")).is_type("Creature")
    cleaned = play(crewed, {"type": "advance"}).state
    assert not chars(cleaned, cleaned.object("freighter")).is_type("Creature")
