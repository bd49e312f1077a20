"""Abilities that trigger on discarding (701.9a): "whenever you cycle or discard a card". Cycling's
cost discards the card (702.29a), so cycling triggers it once; an effect making its controller
discard two cards triggers it twice (603.2c). Horror of the Broken Lands ("another card"),
Shadowstorm Vizier and Drake Haven are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

HORROR_OF_THE_BROKEN_LANDS = {
    "name": "Horror of the Broken Lands",
    "type_line": "Creature — Horror",
    "mana_cost": "{4}{B}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Whenever you cycle or discard another card, Horror of the Broken Lands gets +2/+1 until end of turn.\nCycling {B} ({B}, Discard this card: Draw a card.)",
}
SHADOWSTORM_VIZIER = {
    "name": "Shadowstorm Vizier",
    "type_line": "Creature — Human Cleric",
    "mana_cost": "{U}{B}",
    "power": "1",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Flying\nWhenever you cycle or discard a card, Shadowstorm Vizier gets +1/+1 until end of turn.",
}
DRAKE_HAVEN = {
    "name": "Drake Haven",
    "type_line": "Enchantment",
    "mana_cost": "{2}{U}",
    "layout": "normal",
    "oracle_text": "Whenever you cycle or discard a card, you may pay {1}. If you do, create a 2/2 blue Drake creature token with flying.",
}
RECORDS = {r["name"]: r for r in (HORROR_OF_THE_BROKEN_LANDS, SHADOWSTORM_VIZIER, DRAKE_HAVEN)}
RESOLVE = {"type": "resolve"}
LIBRARY = [{"id": f"lib{i}", "card": "Grizzly Bears"} for i in range(3)]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    assert compile_record(record).label == AUTOMATED


def _cycle_slough(battlefield: list[dict[str, Any]], pool: dict[str, int]) -> GameState:
    state = board(
        {
            "id": "A",
            "mana_pool": pool,
            "hand": [{"id": "slough", "card": "Canyon Slough"}],
            "library": LIBRARY,
            "battlefield": battlefield,
        },
        {"id": "B"},
    )
    cycled = play(state, {"type": "activate", "object": "slough", "ability": 3})
    assert cycled.state.object("slough").zone is Zone.GRAVEYARD
    assert cites(cycled.log, "701.9a") and cites(cycled.log, "603.2")
    return cycled.state


def test_horror_of_the_broken_lands_grows_as_another_card_is_cycled_702_29a() -> None:
    state = _cycle_slough([{"id": "horror", "card": "Horror of the Broken Lands"}], {"C": 2})
    done = play(state, RESOLVE).state  # the trigger, above the cycling ability
    c = chars(done, done.object("horror"))
    assert (c.power, c.toughness) == (6, 5)  # a 4/4, +2/+1
    drawn = play(done, RESOLVE).state
    assert drawn.object("lib0").zone is Zone.HAND


def test_drake_haven_cycling_and_paying_one_makes_a_drake() -> None:
    state = _cycle_slough([{"id": "haven", "card": "Drake Haven"}], {"C": 3})
    done = play(state, RESOLVE, ["pay"]).state
    (drake,) = [o for o in done.battlefield if o.token]
    c = chars(done, drake)
    assert (drake.card, c.power, c.toughness, c.colors) == ("Drake Token", 2, 2, ("U",))
    assert c.has("Flying")


def test_shadowstorm_vizier_triggers_once_for_each_card_discarded_603_2c() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "rot", "card": "Mind Rot"},
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "battlefield": [{"id": "vizier", "card": "Shadowstorm Vizier"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "rot", "targets": ["A"], "free": True})
    discarded = play(cast.state, RESOLVE, ["bolt"]).state  # A picks one, then the other
    assert {discarded.object(c).zone for c in ("bolt", "bears")} == {Zone.GRAVEYARD}
    assert len(discarded.zone(Zone.STACK)) == 2
    done = play(play(discarded, RESOLVE).state, RESOLVE).state
    c = chars(done, done.object("vizier"))
    assert (c.power, c.toughness) == (3, 5)  # a 1/3, +1/+1 twice


def test_shadowstorm_vizier_ignores_an_opponent_discarding() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "rot", "card": "Mind Rot"}],
            "battlefield": [{"id": "vizier", "card": "Shadowstorm Vizier"}],
        },
        {"id": "B", "hand": [{"id": "b1", "card": "Shock"}, {"id": "b2", "card": "Shock"}]},
    )
    cast = play(state, {"type": "cast", "object": "rot", "targets": ["B"], "free": True})
    done = play(cast.state, RESOLVE).state
    assert done.object("b1").zone is Zone.GRAVEYARD and not done.zone(Zone.STACK)
