""" "Could produce" (106.7) and undefined mana (106.5): Reflecting Pool and Exotic Orchard
(MANA-1, MANA-2)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.cards.model import ActivatedAbility, CardDef, Cost, instruction
from engine.core.choices import DecisionKind
from engine.core.events import ManaProduced
from engine.core.state import GameState
from engine.rules.mana.could_produce import could_produce
from engine.testing.scenario import board, cites, pending, play

# A land whose only mana ability costs {1},{T} and adds {W} (MANA-2), and a colorless land: test
# definitions, added to the scenario's custom cards.
FILTER_LAND = CardDef(
    name="Test Filter Land",
    types=("Land",),
    abilities=(
        ActivatedAbility(
            "{1}, {T}: Add {W}.",
            Cost(mana="{1}", tap=True),
            (instruction("add_mana", mana={"W": 1}),),
            mana_ability=True,
        ),
    ),
)
COLORLESS_LAND = CardDef(
    name="Test Colorless Land",
    types=("Land",),
    abilities=(
        ActivatedAbility(
            "{T}: Add {C}.",
            Cost(tap=True),
            (instruction("add_mana", mana={"C": 1}),),
            mana_ability=True,
        ),
    ),
)
LAND = {"characteristics": {"types": ["Land"]}}
POOL = {"id": "pool", "card": "Reflecting Pool"}
ORCHARD = {"id": "orchard", "card": "Exotic Orchard"}
TAP_POOL = {"type": "activate", "object": "pool", "ability": 0}
TAP_ORCHARD = {"type": "activate", "object": "orchard", "ability": 0}
# "If a land is tapped for mana, it produces {B} instead" (MANA-2's extra effect).
LANDS_MAKE_B = {
    "id": "contamination",
    "kind": "mana_type_becomes",
    "controller": "B",
    "params": {"type": "B", "sources": "lands"},
}


def with_cards(state: GameState, *cards: CardDef) -> GameState:
    return replace(state, custom_cards=(*state.custom_cards, *cards))


def test_mana_1_reflecting_pool_alone_produces_no_mana() -> None:
    state = board({"id": "A", "battlefield": [POOL]}, {"id": "B"})
    assert could_produce(state, "pool") == frozenset()
    result = play(state, TAP_POOL)
    assert result.state.object("pool").tapped
    assert not result.state.player("A").mana_pool
    assert not [e for e in result.events if isinstance(e, ManaProduced)]
    assert cites(result.log, "106.5")


def test_mana_1_exotic_orchard_produces_nothing_when_the_opponent_has_no_lands() -> None:
    state = board(
        {"id": "A", "battlefield": [ORCHARD, {"id": "forest", "card": "Forest"}]}, {"id": "B"}
    )
    assert could_produce(state, "orchard") == frozenset()
    result = play(state, TAP_ORCHARD)
    assert not result.state.player("A").mana_pool
    assert cites(result.log, "106.5")


def test_mana_2_the_pool_could_produce_what_a_land_with_a_cost_would() -> None:
    state = with_cards(
        board(
            {"id": "A", "battlefield": [POOL, {"id": "filter", "card": FILTER_LAND.name, **LAND}]},
            {"id": "B"},
        ),
        FILTER_LAND,
    )
    # 106.7: the filter land's {1} can't be paid (A's pool is empty), which doesn't matter.
    assert could_produce(state, "filter") == frozenset({"W"})
    assert could_produce(state, "pool") == frozenset({"W"})
    result = play(state, TAP_POOL)
    assert result.state.player("A").mana_pool.to_json() == {"W": 1}


def test_mana_2_with_lands_producing_b_instead_the_pools_set_is_b() -> None:
    doc = board(
        {"id": "A", "battlefield": [POOL, {"id": "filter", "card": FILTER_LAND.name, **LAND}]},
        {"id": "B"},
        effects=[LANDS_MAKE_B],
    )
    state = with_cards(doc, FILTER_LAND)
    assert could_produce(state, "filter") == frozenset({"B"})
    assert could_produce(state, "pool") == frozenset({"B"})
    result = play(state, TAP_POOL)
    assert result.state.player("A").mana_pool.to_json() == {"B": 1}
    assert cites(result.log, "106.12b")


def test_the_pool_offers_each_type_and_the_player_chooses() -> None:
    state = board(
        {"id": "A", "battlefield": [POOL, {"id": "tundra", "card": "Tundra"}]}, {"id": "B"}
    )
    assert could_produce(state, "pool") == frozenset({"W", "U"})
    asked = pending(state, TAP_POOL).pending
    assert (
        asked is not None
        and asked.kind is DecisionKind.MANA_TYPE
        and asked.option_ids() == ("W", "U")
    )
    assert asked.decider == "A" and asked.rule == "106.7"
    assert play(state, TAP_POOL, ["U"]).state.player("A").mana_pool.to_json() == {"U": 1}


def test_two_reflecting_pools_produce_only_what_other_lands_give() -> None:
    pools = [POOL, {"id": "pool2", "card": "Reflecting Pool"}]
    alone = board({"id": "A", "battlefield": pools}, {"id": "B"})
    assert could_produce(alone, "pool") == could_produce(alone, "pool2") == frozenset()
    grounded = board(
        {"id": "A", "battlefield": [*pools, {"id": "forest", "card": "Forest"}]}, {"id": "B"}
    )
    assert could_produce(grounded, "pool") == could_produce(grounded, "pool2") == frozenset({"G"})


def test_exotic_orchard_reads_the_opponents_reflecting_pool() -> None:
    """106.7's example: the opponent's Pool could produce what the opponent's other lands give."""
    with_forest = board(
        {"id": "A", "battlefield": [ORCHARD]},
        {"id": "B", "battlefield": [POOL, {"id": "forest", "card": "Forest"}]},
    )
    assert could_produce(with_forest, "orchard") == frozenset({"G"})
    assert play(with_forest, TAP_ORCHARD).state.player("A").mana_pool.to_json() == {"G": 1}
    pool_only = board(
        {"id": "A", "battlefield": [ORCHARD, {"id": "island", "card": "Island"}]},
        {"id": "B", "battlefield": [POOL]},
    )
    assert could_produce(pool_only, "orchard") == frozenset()
    assert not play(pool_only, TAP_ORCHARD).state.player("A").mana_pool


def test_orchards_facing_each_other_share_a_forest() -> None:
    """106.7's example: A's Forest lets B's Orchard produce {G}, and so A's Orchard too."""
    state = board(
        {"id": "A", "battlefield": [ORCHARD, {"id": "forest", "card": "Forest"}]},
        {"id": "B", "battlefield": [{"id": "orchard2", "card": "Exotic Orchard"}]},
    )
    assert could_produce(state, "orchard2") == frozenset({"G"})
    assert could_produce(state, "orchard") == frozenset({"G"})


def test_orchard_gives_colors_only_while_the_pool_gives_any_type() -> None:
    state = with_cards(
        board(
            {
                "id": "A",
                "battlefield": [
                    ORCHARD,
                    POOL,
                    {"id": "waste", "card": COLORLESS_LAND.name, **LAND},
                ],
            },
            {"id": "B", "battlefield": [{"id": "waste2", "card": COLORLESS_LAND.name, **LAND}]},
        ),
        COLORLESS_LAND,
    )
    assert could_produce(state, "pool") == frozenset({"C"})
    assert could_produce(state, "orchard") == frozenset()


@pytest.mark.parametrize(("ability", "mana"), [(0, "W"), (1, "U")])
def test_a_dual_land_has_one_mana_ability_per_basic_land_type(ability: int, mana: str) -> None:
    """305.6: Tundra (Plains Island) has "{T}: Add {W}" and "{T}: Add {U}"."""
    state = board({"id": "A", "battlefield": [{"id": "tundra", "card": "Tundra"}]}, {"id": "B"})
    assert could_produce(state, "tundra") == frozenset({"W", "U"})
    result = play(state, {"type": "activate", "object": "tundra", "ability": ability})
    assert result.state.player("A").mana_pool.to_json() == {mana: 1}
