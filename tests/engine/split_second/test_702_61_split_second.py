"""Split second (702.61a): while a spell with split second is on the stack, no player can cast
another spell or activate an ability that isn't a mana ability; mana abilities stay allowed
(702.61b). Sudden Shock ({1}{R} instant, "Split second", "~ deals 2 damage to any target.") is
defined here in the engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cards.model import CardDef, SpellAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.testing.scenario import board, cites, play

SUDDEN_SHOCK = CardDef(
    name="Sudden Shock",
    types=("Instant",),
    mana_cost="{1}{R}",
    colors=("R",),
    keywords=("Split second",),
    abilities=(
        SpellAbility(
            "~ deals 2 damage to any target.",
            (instruction("deal_damage", amount=2, to=0),),
            ("any",),
        ),
    ),
)


@pytest.fixture(autouse=True)
def sudden_shock() -> Iterator[None]:
    lookup = {SUDDEN_SHOCK.name: SUDDEN_SHOCK}.get
    FALLBACKS.append(lookup)
    try:
        yield
    finally:
        FALLBACKS.remove(lookup)


def shock_on_the_stack() -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "shock", "card": "Sudden Shock"}]},
        {
            "id": "B",
            "hand": [{"id": "cs", "card": "Counterspell"}],
            "battlefield": [
                {"id": "healer", "card": "Samite Healer"},
                {"id": "island", "card": "Island"},
            ],
        },
    )
    return play(
        state, {"type": "cast", "object": "shock", "targets": ["healer"], "free": True}
    ).state


def test_sudden_shock_cant_be_answered_by_a_spell() -> None:
    state = shock_on_the_stack()
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "cast", "object": "cs", "targets": ["shock"], "free": True})
    assert refused.value.rule == "702.61a"


def test_nor_by_an_activated_ability_that_isnt_a_mana_ability() -> None:
    state = shock_on_the_stack()
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "activate", "object": "healer", "ability": 0, "targets": ["healer"]})
    assert refused.value.rule == "702.61a"
    options = {o.action.get("object"): o for o in available_actions(state)}
    assert not options["healer"].legal and options["healer"].rule == "702.61a"


def test_mana_abilities_stay_allowed_and_the_shock_resolves() -> None:
    state = shock_on_the_stack()
    tapped = play(state, {"type": "activate", "object": "island", "ability": 0})  # 702.61b
    assert tapped.state.player("B").mana_pool.to_json() == {"U": 1}
    resolved = play(tapped.state, {"type": "resolve"})
    assert resolved.state.object("healer").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "704.5g")
    # Once it has left the stack, spells may be cast again (Counterspell only lacks a target).
    with pytest.raises(IllegalAction) as refused:
        play(resolved.state, {"type": "cast", "object": "cs", "targets": [], "free": True})
    assert refused.value.rule == "601.2c"
