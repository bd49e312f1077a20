"""Target words naming a card type or a subtype (115.1, 301.7: Vehicle is an artifact subtype):
"target creature or Vehicle" (Bounce Off) is a creature, or a Vehicle that isn't a creature now;
"another target creature or Vehicle you control" (Fang Guardian) is one of its controller's,
other than the source. Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, pending, play
from tests.engine.cards_2026 import records, use_cards

BOUNCE_OFF = "Bounce Off"
FANG_GUARDIAN = "Fang Guardian"
VEHICLE = {"types": ["Artifact"], "subtypes": ["Vehicle"], "power": 3, "toughness": 3}
RELIC = {"types": ["Artifact"]}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BOUNCE_OFF, FANG_GUARDIAN)


@pytest.mark.parametrize("name", [BOUNCE_OFF, FANG_GUARDIAN])
def test_the_cards_compile_automated_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "creature or Vehicle" in compiled.printed


def _board(spell: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": spell}],
            "battlefield": [
                {"id": "my_cart", "card": "Test Cart", "characteristics": VEHICLE},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "cart", "card": "Test Cart", "characteristics": VEHICLE},
                {"id": "relic", "card": "Test Relic", "characteristics": RELIC},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
    )


def _cast(state: GameState, *targets: str) -> Any:
    cast = play(state, {"type": "cast", "object": "spell", "targets": list(targets), "free": True})
    return play(cast.state, {"type": "resolve"})


def test_bounce_off_returns_a_vehicle_that_is_no_creature_115_1() -> None:
    done = _cast(_board(BOUNCE_OFF), "cart")
    assert done.state.object("cart").zone is Zone.HAND


def test_bounce_off_returns_a_creature() -> None:
    done = _cast(_board(BOUNCE_OFF), "giant")
    assert done.state.object("giant").zone is Zone.HAND


def test_bounce_off_cant_target_an_artifact_that_is_no_vehicle() -> None:
    with pytest.raises(IllegalAction):
        play(
            _board(BOUNCE_OFF),
            {"type": "cast", "object": "spell", "targets": ["relic"], "free": True},
        )


def test_fang_guardian_another_creature_or_vehicle_you_control() -> None:
    state = _board(FANG_GUARDIAN)
    cast = play(state, {"type": "cast", "object": "spell", "free": True})
    entered = pending(cast.state, {"type": "resolve"})
    assert entered.pending is not None
    offered = {o.id for o in entered.pending.options}
    # A's Vehicle and Bears; not the Guardian itself (another), none of B's permanents
    assert offered == {"my_cart", "bears"}
    chosen = play(cast.state, {"type": "resolve"}, choices=["my_cart"])
    done = play(chosen.state, {"type": "resolve"})
    cart = done.state.object("my_cart")
    assert chars(done.state, cart).power == 5 and chars(done.state, cart).toughness == 5


GAS_GUZZLER = "Gas Guzzler"


def _guzzler_board(*others: dict[str, Any]) -> GameState:
    return board(
        {
            "id": "A",
            "speed": 4,
            "mana_pool": {"B": 1},
            "library": [{"id": "top", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "guzzler", "card": GAS_GUZZLER},
                {"id": "relic", "card": "Test Relic", "characteristics": RELIC},
                *others,
            ],
        },
        {"id": "B"},
    )


# Gas Guzzler's own abilities, then the one max speed grants (613.1f): the last one
ACTIVATE_GRANTED = {"type": "activate", "object": "guzzler", "ability": 2}
MY_CART = {"id": "my_cart", "card": "Test Cart", "characteristics": VEHICLE}


def test_gas_guzzler_sacrifices_another_creature_or_vehicle_118_3(compiled_from: Any) -> None:
    use_cards(compiled_from, GAS_GUZZLER)
    # the Vehicle is the one permanent the cost can sacrifice: not the Guzzler itself
    # (another), not an artifact that is no Vehicle
    activated = play(_guzzler_board(MY_CART), ACTIVATE_GRANTED)
    assert activated.state.object("my_cart").zone is Zone.GRAVEYARD
    assert activated.state.object("relic").zone is Zone.BATTLEFIELD
    assert activated.state.object("guzzler").zone is Zone.BATTLEFIELD
    done = play(activated.state, {"type": "resolve"})
    assert done.state.object("top").zone is Zone.HAND


def test_gas_guzzler_cant_sacrifice_an_artifact_that_is_no_vehicle(compiled_from: Any) -> None:
    use_cards(compiled_from, GAS_GUZZLER)
    with pytest.raises(IllegalAction):
        play(_guzzler_board(), ACTIVATE_GRANTED)
