"""Station (702.184a) and station symbols (721.2): "Tap another untapped creature you control: Put
a number of charge counters on this permanent equal to the tapped creature's power. Activate
only as a sorcery.", and "{N+}[abilities][P/T]": as long as the permanent has N or more charge
counters, it has the abilities and is a creature with that base power and toughness in addition
to its other types. Atmospheric Greenhouse (STATION 8+: flying, trample, 5/4) and Dawnsire,
Sunstar Dreadnought (STATION 10+: an attack trigger; STATION 20+: flying, 20/20) of the 2026 card
file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

GREENHOUSE = "Atmospheric Greenhouse"
DAWNSIRE = "Dawnsire, Sunstar Dreadnought"
STATION = {"type": "activate", "object": "ship", "ability": 1}  # after its entering trigger
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GREENHOUSE, DAWNSIRE)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (
            GREENHOUSE,
            "When ~ enters, put a +1/+1 counter on each creature you control.\nStation\n"
            "STATION 8+\nFlying, trample\n5/4",
        ),
        (
            DAWNSIRE,
            "Station\nSTATION 10+\nWhenever you attack, ~ deals 100 damage to up to one target "
            "creature or planeswalker.\nSTATION 20+\nFlying\n20/20",
        ),
    ],
)
def test_702_184a_721_2_station_cards_compile_and_print_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _board(
    ship: str = GREENHOUSE, charge: int = 0, *crew: dict[str, Any], step: str = "precombat_main"
) -> GameState:
    it: dict[str, Any] = {"id": "ship", "card": ship}
    if charge:
        it["counters"] = {"charge": charge}
    return board(
        {"id": "A", "battlefield": [it, *crew]},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": step},
    )


def test_702_184a_tapping_a_creature_puts_charge_counters_equal_to_its_power() -> None:
    state = _board(GREENHOUSE, 0, {"id": "bears", "card": "Grizzly Bears"})
    activated = play(state, STATION)
    assert activated.state.object("bears").tapped
    assert cites(activated.log, "702.184a") and cites(activated.log, "701.26a")
    done = play(activated.state, RESOLVE)
    assert done.state.object("ship").counter("charge") == 2
    assert cites(done.log, "702.184a")


def test_702_184a_the_power_is_read_as_the_ability_resolves() -> None:
    state = _board(
        GREENHOUSE, 0, {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 3}}
    )
    done = play(play(state, STATION).state, RESOLVE)
    assert done.state.object("ship").counter("charge") == 5


def test_702_184a_another_creature_not_itself() -> None:
    # At 8+ the Greenhouse is a creature itself, but station taps another creature only.
    state = _board(GREENHOUSE, 8)
    assert chars(state, state.object("ship")).is_type("Creature")
    with pytest.raises(IllegalAction) as refused:
        apply(state, STATION)
    assert refused.value.rule == "118.3"


def test_702_184a_only_as_a_sorcery() -> None:
    state = _board(
        GREENHOUSE, 0, {"id": "bears", "card": "Grizzly Bears"}, step="beginning_of_combat"
    )
    with pytest.raises(IllegalAction):
        apply(state, STATION)


def test_721_2b_below_the_threshold_it_is_no_creature() -> None:
    state = _board(GREENHOUSE, 7)
    c = chars(state, state.object("ship"))
    assert not c.is_type("Creature") and c.is_type("Artifact")
    assert "flying" not in c.keywords


def test_721_2b_at_the_threshold_an_artifact_creature_with_its_abilities_and_p_t() -> None:
    state = _board(GREENHOUSE, 7, {"id": "bears", "card": "Grizzly Bears"})
    state = play(play(state, STATION).state, RESOLVE).state  # 7 + 2 = 9 charge counters
    c = chars(state, state.object("ship"))
    assert c.is_type("Creature") and c.is_type("Artifact") and "Spacecraft" in c.subtypes
    assert (c.power, c.toughness) == (5, 4)
    assert "flying" in c.keywords and "trample" in c.keywords


def test_721_2a_each_symbol_has_its_own_threshold() -> None:
    state = _board(DAWNSIRE, 10)
    c = chars(state, state.object("ship"))
    assert not c.is_type("Creature") and "flying" not in c.keywords
    state = _board(DAWNSIRE, 20)
    c = chars(state, state.object("ship"))
    assert c.is_type("Creature") and (c.power, c.toughness) == (20, 20)
    assert "flying" in c.keywords
