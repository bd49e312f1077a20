"""Dash (702.109a): cast the card for its dash cost rather than its mana cost (118.9); the
permanent has haste, and returns to its owner's hand at the beginning of the next end step
(a delayed triggered ability, 603.7). Mardu Scout ({R}{R} 3/1, "Dash {1}{R}") is defined here
in the engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from engine.cards.model import CardDef
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

MARDU_SCOUT = CardDef(
    name="Mardu Scout",
    types=("Creature",),
    mana_cost="{R}{R}",
    subtypes=("Goblin", "Scout"),
    power=3,
    toughness=1,
    colors=("R",),
    dash="{1}{R}",
)


@pytest.fixture(autouse=True)
def mardu_scout() -> Iterator[None]:
    lookup = {MARDU_SCOUT.name: MARDU_SCOUT}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "scout", "card": "Mardu Scout"}], "mana_pool": pool},
        {"id": "B"},
    )


def test_mardu_scout_dashed_has_haste_attacks_and_returns_at_the_end_step() -> None:
    cast = play(alice({"R": 1, "C": 1}), {"type": "cast", "object": "scout", "dash": True})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{R}, not {R}{R}
    assert cites(cast.log, "702.109a") and cites(cast.log, "118.9")
    entered = play(cast.state, {"type": "resolve"})
    scout = entered.state.object("scout")
    assert scout.zone is Zone.BATTLEFIELD and chars(entered.state, scout).has("haste")
    assert engine.load(engine.dump(entered.state)) == entered.state
    combat = play(entered.state, {"type": "advance", "to": "declare_attackers"})
    attacked = play(combat.state, {"type": "attack", "attackers": {"scout": "B"}})
    assert attacked.state.object("scout").tapped  # 302.6 doesn't stop it: it has haste
    ended = play(attacked.state, {"type": "advance", "to": "end"})
    assert len(ended.state.zone(Zone.STACK)) == 1 and cites(ended.log, "603.7")
    returned = play(ended.state, {"type": "resolve"})
    assert returned.state.object("scout").zone is Zone.HAND
    assert cites(returned.log, "702.109a")


def test_mardu_scout_cast_for_its_mana_cost_has_no_haste_and_stays() -> None:
    cast = play(alice({"R": 2}), {"type": "cast", "object": "scout"})
    entered = play(cast.state, {"type": "resolve"})
    assert not chars(entered.state, entered.state.object("scout")).has("haste")
    ended = play(entered.state, {"type": "advance", "to": "end"})
    assert ended.state.zone(Zone.STACK) == ()
    assert ended.state.object("scout").zone is Zone.BATTLEFIELD


def test_a_dashed_creature_that_died_stays_in_the_graveyard() -> None:
    cast = play(alice({}), {"type": "cast", "object": "scout", "dash": True, "free": True})
    entered = play(cast.state, {"type": "resolve"})
    killed = play(
        entered.state, {"type": "deal_damage", "source": "scout", "target": "scout", "amount": 1}
    )
    assert killed.state.object("scout").zone is Zone.GRAVEYARD
    ended = play(killed.state, {"type": "advance", "to": "end"})
    done = play(ended.state, {"type": "resolve"}) if ended.state.zone(Zone.STACK) else ended
    assert done.state.object("scout").zone is Zone.GRAVEYARD  # 400.7: a new object


def test_dash_only_for_a_card_with_it() -> None:
    state = board({"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears", "dash": True, "free": True})
    assert refused.value.rule == "702.109a"
