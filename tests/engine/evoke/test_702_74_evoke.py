"""Evoke (702.74a): cast the card for its evoke cost rather than its mana cost (118.9); when the
permanent enters, if its evoke cost was paid, its controller sacrifices it (an intervening "if",
603.4). Mulldrifter ({4}{U} 2/2 flying, "When ~ enters, draw two cards.", "Evoke {2}{U}") is
defined here in the engine's vocabulary; the evoke trigger comes from its keyword."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from engine.cards.model import CardDef, TriggeredAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.testing.scenario import board, cites, pending, play

MULLDRIFTER = CardDef(
    name="Mulldrifter",
    types=("Creature",),
    mana_cost="{4}{U}",
    subtypes=("Elemental",),
    power=2,
    toughness=2,
    colors=("U",),
    keywords=("Flying", "Evoke"),
    abilities=(
        TriggeredAbility(
            "When ~ enters, draw two cards.", "self_enters", (instruction("draw", count=2),)
        ),
    ),
    evoke="{2}{U}",
)


@pytest.fixture(autouse=True)
def mulldrifter() -> Iterator[None]:
    lookup = {MULLDRIFTER.name: MULLDRIFTER}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "drifter", "card": "Mulldrifter"}],
            "mana_pool": pool,
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B"},
    )


def test_mulldrifter_evoked_pays_2u_draws_two_and_is_sacrificed() -> None:
    cast = play(alice({"U": 1, "C": 2}), {"type": "cast", "object": "drifter", "evoke": True})
    assert cast.state.player("A").mana_pool.to_json() == {}  # {2}{U}, not {4}{U}
    assert cites(cast.log, "702.74a") and cites(cast.log, "118.9")
    assert engine.load(engine.dump(cast.state)) == cast.state  # the evoked spell is saved
    # Both its triggered abilities trigger as it enters; Alice orders them (603.3b): the
    # sacrifice goes on the stack first, so the draw resolves first.
    asked = pending(cast.state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.rule == "603.3b"
    sacrifice = next(o.id for o in asked.pending.options if "sacrifices" in o.label)
    entered = play(cast.state, {"type": "resolve"}, [sacrifice])
    assert len(entered.state.zone(Zone.STACK)) == 2
    drawn = play(entered.state, {"type": "resolve"})
    assert len(drawn.state.zone(Zone.HAND, "A")) == 2
    gone = play(drawn.state, {"type": "resolve"})
    assert gone.state.object("drifter").zone is Zone.GRAVEYARD
    assert cites(gone.log, "702.74a")


def test_mulldrifter_cast_for_its_mana_cost_stays() -> None:
    cast = play(alice({"U": 1, "C": 4}), {"type": "cast", "object": "drifter"})
    entered = play(cast.state, {"type": "resolve"})
    assert len(entered.state.zone(Zone.STACK)) == 1  # only the draw (603.4: not evoked)
    resolved = play(entered.state, {"type": "resolve"})
    assert resolved.state.object("drifter").zone is Zone.BATTLEFIELD
    assert len(resolved.state.zone(Zone.HAND, "A")) == 2


def test_evoke_is_one_alternative_cost_and_only_for_a_card_with_it() -> None:
    state = board({"id": "A", "hand": [{"id": "bears", "card": "Grizzly Bears"}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bears", "evoke": True, "free": True})
    assert refused.value.rule == "702.74a"
    with pytest.raises(IllegalAction) as both:
        play(
            alice({}),
            {"type": "cast", "object": "drifter", "evoke": True, "alternative": True, "free": True},
        )
    assert both.value.rule == "118.9a"
    labels = [o.label for o in available_actions(alice({})) if o.action.get("evoke")]
    assert labels == ["Cast Mulldrifter for its evoke cost"]
