"""Energy (107.14, 122.1): "you get {E}{E}" gives the player energy counters; "Pay {E}" in a
cost removes them and can't be paid without enough (118.3). Servant of the Conduit is written
here in the engine's vocabulary; the compiled cards are played in
tests/engine/oracle/test_compiled_energy.py."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import ActivatedAbility, CardDef, Cost, TriggeredAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Params
from engine.document.codec import dump, load
from engine.game.render import text_rendering
from engine.testing.scenario import board, cites, play

SERVANT = CardDef(
    "Servant of the Conduit",
    ("Creature",),
    "{1}{G}",
    subtypes=("Elf", "Druid"),
    power=2,
    toughness=2,
    abilities=(
        TriggeredAbility(
            "When ~ enters, you get {E}{E}.",
            "self_enters",
            (instruction("get_energy", count=2),),
        ),
        ActivatedAbility(
            "{T}, Pay {E}: Add one mana of any color.",
            Cost(tap=True, energy=1),
            (instruction("add_mana", choose_from="any_color"),),
            mana_ability=True,
        ),
    ),
)


@pytest.fixture(autouse=True)
def servant() -> Iterator[None]:
    lookup = {SERVANT.name: SERVANT}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def in_play(energy: int) -> GameState:
    a: dict[str, object] = {
        "id": "A",
        "battlefield": [
            {"id": "servant", "card": "Servant of the Conduit", "summoning_sick": False}
        ],
    }
    if energy:
        a["counters"] = {"energy": energy}
    return board(a, {"id": "B"})


def test_entering_gives_two_energy() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "servant", "card": "Servant of the Conduit"}]}, {"id": "B"}
    )
    cast = play(state, {"type": "cast", "object": "servant", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    trigger = play(entered.state, {"type": "resolve"})
    assert trigger.state.player("A").counters.get("energy") == 2  # and the spell cast (601.2i)
    assert cites(trigger.log, "107.14")
    assert "2 energy" in text_rendering(trigger.state)


def test_paying_energy_for_mana() -> None:
    result = play(in_play(2), {"type": "activate", "object": "servant", "ability": 1}, ["G"])
    assert result.state.player("A").mana_pool.to_json() == {"G": 1}
    assert result.state.player("A").counters == Params({"energy": 1})
    assert cites(result.log, "107.14")


def test_no_energy_no_payment() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(in_play(0), {"type": "activate", "object": "servant", "ability": 1}, ["G"])
    assert refused.value.rule == "107.14"


def test_the_last_energy_counter_paid_leaves_none() -> None:
    result = play(in_play(1), {"type": "activate", "object": "servant", "ability": 1}, ["U"])
    assert not result.state.player("A").counters
    assert "counters" not in dump(result.state)["players"][0]
    assert load(dump(in_play(3))).player("A").counters == Params({"energy": 3})
