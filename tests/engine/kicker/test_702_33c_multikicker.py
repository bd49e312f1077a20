"""Multikicker (702.33c): a kicker cost that may be paid any number of times; the object was
kicked that many times (702.33d). Apex Hawks ({2}{W} 2/2 flying, "Multikicker {1}{W}", "~ enters
with a +1/+1 counter on it for each time it was kicked.") is defined here in the engine's
vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import CardDef, StaticAbility
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Params, Zone
from engine.game.legal import available_actions
from engine.testing.scenario import board, cites, play

APEX_HAWKS = CardDef(
    name="Apex Hawks",
    types=("Creature",),
    mana_cost="{2}{W}",
    subtypes=("Bird",),
    power=2,
    toughness=2,
    colors=("W",),
    keywords=("Flying",),
    abilities=(
        StaticAbility(
            "~ enters with a +1/+1 counter on it for each time it was kicked.",
            "enters_with_counters",
            Params({"kind": "+1/+1", "count": 1, "for_each": "kicked"}),
        ),
    ),
    multikicker="{1}{W}",
)


@pytest.fixture(autouse=True)
def apex_hawks() -> Iterator[None]:
    lookup = {APEX_HAWKS.name: APEX_HAWKS}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "hawks", "card": "Apex Hawks"}], "mana_pool": pool},
        {"id": "B"},
    )


def test_apex_hawks_kicked_twice_pays_4www_and_enters_with_two_counters() -> None:
    cast = play(alice({"W": 3, "C": 4}), {"type": "cast", "object": "hawks", "multikicker": 2})
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cast.state.object("hawks").kicked == 2
    assert cites(cast.log, "702.33c")
    entered = play(cast.state, {"type": "resolve"})
    assert entered.state.object("hawks").counter("+1/+1") == 2
    assert entered.state.object("hawks").zone is Zone.BATTLEFIELD


def test_apex_hawks_not_kicked_enters_with_none() -> None:
    cast = play(alice({}), {"type": "cast", "object": "hawks", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    assert entered.state.object("hawks").counter("+1/+1") == 0


def test_multikicker_only_for_a_card_with_it_and_the_option_says_its_cost() -> None:
    state = board({"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears", "multikicker": 1, "free": True})
    assert refused.value.rule == "702.33c"
    option = next(o for o in available_actions(alice({})) if o.action.get("object") == "hawks")
    assert option.extras["multikicker"] == "{1}{W}"
