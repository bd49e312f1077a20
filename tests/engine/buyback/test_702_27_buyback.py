"""Buyback (702.27a): an optional additional cost (601.2b, 601.2f-h); a spell whose buyback
cost was paid goes to its owner's hand rather than the graveyard as it resolves. Capsize
({1}{U}{U}, "Buyback {3}", "Return target permanent to its owner's hand.") is defined here in the
engine's vocabulary, so the mechanic is tested without the Oracle compiler."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import CardDef, SpellAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.testing.scenario import board, cites, play

CAPSIZE = CardDef(
    name="Capsize",
    types=("Instant",),
    mana_cost="{1}{U}{U}",
    colors=("U",),
    abilities=(
        SpellAbility(
            "Return target permanent to its owner's hand.",
            (instruction("return_to_hand", to=0),),
            ("permanent",),
        ),
    ),
    buyback="{3}",
)


@pytest.fixture(autouse=True)
def capsize() -> Iterator[None]:
    lookup = {CAPSIZE.name: CAPSIZE}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "capsize", "card": "Capsize"}], "mana_pool": pool},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def test_capsize_with_buyback_pays_six_bounces_the_bears_and_returns_to_hand() -> None:
    cast = play(
        alice({"U": 2, "C": 4}),
        {"type": "cast", "object": "capsize", "targets": ["bears"], "buyback": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {1}{U}{U} plus {3}
    assert cites(cast.log, "702.27a") and cites(cast.log, "601.2f")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.HAND
    assert resolved.state.object("capsize").zone is Zone.HAND
    assert cites(resolved.log, "702.27a")


def test_capsize_without_buyback_goes_to_the_graveyard() -> None:
    cast = play(
        alice({"U": 2, "C": 4}),
        {"type": "cast", "object": "capsize", "targets": ["bears"]},
    )
    assert cast.state.player("A").mana_pool.to_json() == {"C": 3}
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("capsize").zone is Zone.GRAVEYARD
    assert not cites(resolved.log, "702.27a")


def test_buyback_cost_must_be_paid_with_the_rest_of_the_total_cost() -> None:
    with pytest.raises(IllegalAction):
        play(
            alice({"U": 2, "C": 1}),
            {"type": "cast", "object": "capsize", "targets": ["bears"], "buyback": True},
            ["mana:UUC"],
        )


def test_a_countered_spell_with_buyback_goes_to_the_graveyard() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "capsize", "card": "Capsize"}]},
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "hand": [{"id": "cs", "card": "Counterspell"}],
        },
    )
    action = {"type": "cast", "object": "capsize", "targets": ["bears"], "buyback": True}
    state = play(state, {**action, "free": True}).state
    state = play(
        state, {"type": "cast", "object": "cs", "targets": ["capsize"], "free": True}
    ).state
    countered = play(state, {"type": "resolve"})
    assert countered.state.object("capsize").zone is Zone.GRAVEYARD  # only resolving returns it


def test_buyback_is_refused_for_a_spell_without_it_and_offered_for_capsize() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "buyback": True})
    assert refused.value.rule == "702.27a"
    options = [o for o in available_actions(alice({})) if o.action.get("buyback")]
    assert [o.label for o in options] == ["Cast Capsize with buyback"]
