"""Retrace (702.81a): cast the card from its owner's graveyard by discarding a land card as an
additional cost; afterwards it goes back to the graveyard as usual. Flame Jab ({R} sorcery,
"~ deals 1 damage to any target.", "Retrace") is defined here in the engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import CardDef, SpellAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.testing.scenario import board, cites, play

FLAME_JAB = CardDef(
    name="Flame Jab",
    types=("Sorcery",),
    mana_cost="{R}",
    colors=("R",),
    keywords=("Retrace",),
    abilities=(
        SpellAbility(
            "~ deals 1 damage to any target.",
            (instruction("deal_damage", amount=1, to=0),),
            ("any",),
        ),
    ),
)


@pytest.fixture(autouse=True)
def flame_jab() -> Iterator[None]:
    lookup = {FLAME_JAB.name: FLAME_JAB}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def alice() -> GameState:
    return board(
        {
            "id": "A",
            "graveyard": [{"id": "jab", "card": "Flame Jab"}],
            "hand": [
                {"id": "mountain", "card": "Mountain"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
            "mana_pool": {"R": 1},
        },
        {"id": "B"},
    )


def test_flame_jab_retraced_discards_a_land_deals_one_and_returns_to_the_graveyard() -> None:
    action = {"type": "cast", "object": "jab", "targets": ["B"], "retrace": True}
    cast = play(alice(), {**action, "discard": "mountain"})
    assert cast.state.object("mountain").zone is Zone.GRAVEYARD
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.81a") and cites(cast.log, "701.9a")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 19
    assert resolved.state.object("jab").zone is Zone.GRAVEYARD  # ready to be retraced again


def test_retrace_needs_a_land_card_from_the_hand() -> None:
    action = {"type": "cast", "object": "jab", "targets": ["B"], "retrace": True}
    for discard in ({}, {"discard": "bolt"}, {"discard": "jab"}):
        with pytest.raises(IllegalAction) as refused:
            play(alice(), {**action, **discard})
        assert refused.value.rule == "702.81a"
    assert alice().object("bolt").zone is Zone.HAND  # nothing discarded


def test_the_retrace_option_lists_the_land_cards_to_discard() -> None:
    option = next(o for o in available_actions(alice()) if o.action.get("retrace"))
    assert option.label == "Cast Flame Jab with retrace"
    assert option.extras["discard"] == ("mountain",)


def test_a_card_without_retrace_cant_be_cast_from_the_graveyard() -> None:
    state = board(
        {
            "id": "A",
            "graveyard": [{"id": "bolt", "card": "Lightning Bolt"}],
            "hand": [{"id": "mountain", "card": "Mountain"}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(
            state,
            {
                "type": "cast",
                "object": "bolt",
                "targets": ["B"],
                "retrace": True,
                "discard": "mountain",
            },
        )
    assert refused.value.rule == "702.81a"
