"""Tapping a permanent for mana (106.12): replacement effects that multiply it (MANA-4, 106.12b,
106.6a, 616.1) and triggered mana abilities that resolve at once (MANA-3, 106.12a, 605.4a)."""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import ActivatedAbility, CardDef, Cost, instruction
from engine.core.choices import DecisionKind
from engine.core.events import ManaProduced
from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.game.play import explore
from engine.testing.scenario import board, cites, entries, pending, play

FOREST = {"id": "forest", "card": "Forest"}
REFLECTION = {"id": "reflection", "card": "Mana Reflection"}
NYXBLOOM = {"id": "nyxbloom", "card": "Nyxbloom Ancient"}
HEARTBEAT = {"id": "heartbeat", "card": "Heartbeat of Spring"}
TAP_FOREST = {"type": "activate", "object": "forest", "ability": 0}
# A land that produces two types at once (like Skycloud Expanse without its {1} cost).
TWO_TYPES = CardDef(
    name="Test Two-Type Land",
    types=("Land",),
    abilities=(
        ActivatedAbility(
            "{T}: Add {W}{U}.",
            Cost(tap=True),
            (instruction("add_mana", mana={"W": 1, "U": 1}),),
            mana_ability=True,
        ),
    ),
)


def pool_of(state: GameState, player: str = "A") -> dict[str, int]:
    return {k: int(v) for k, v in state.player(player).mana_pool.items()}


def test_mana_4_mana_reflection_doubles_a_forest() -> None:
    state = board({"id": "A", "battlefield": [FOREST, REFLECTION]}, {"id": "B"})
    result = play(state, TAP_FOREST)
    assert pool_of(result.state) == {"G": 2}
    assert cites(result.log, "106.12b")


def test_mana_4_reflection_and_nyxbloom_give_six_green_in_either_order() -> None:
    state = board({"id": "A", "battlefield": [FOREST, REFLECTION, NYXBLOOM]}, {"id": "B"})
    asked = pending(state, TAP_FOREST).pending
    assert (
        asked is not None and asked.kind is DecisionKind.REPLACEMENT_ORDER and asked.decider == "A"
    )
    for first in ("reflection.0", "nyxbloom.0"):
        assert pool_of(play(state, TAP_FOREST, [first]).state) == {"G": 6}
    exploration = explore(state, TAP_FOREST)
    assert exploration.complete and len(exploration.outcomes) == 1
    assert pool_of(exploration.outcomes[0].state) == {"G": 6}


def test_multipliers_ignore_mana_that_isnt_from_tapping() -> None:
    """Dark Ritual's mana comes from a spell, not from tapping a permanent (106.12)."""
    state = board(
        {
            "id": "A",
            "battlefield": [REFLECTION],
            "hand": [{"id": "ritual", "card": "Dark Ritual"}],
            "mana_pool": {"B": 1},
        },
        {"id": "B"},
    )
    state = play(state, {"type": "cast", "object": "ritual"}).state
    assert pool_of(state) == {}
    result = play(state, {"type": "resolve"})
    assert pool_of(result.state) == {"B": 3}
    assert result.state.object("ritual").zone is Zone.GRAVEYARD


def test_multipliers_apply_only_to_their_controllers_tapping() -> None:
    state = board({"id": "A", "battlefield": [REFLECTION]}, {"id": "B", "battlefield": [FOREST]})
    assert pool_of(play(state, TAP_FOREST).state, "B") == {"G": 1}


def test_mana_3_a_land_tapped_for_mana_triggers_heartbeat_at_once() -> None:
    state = board({"id": "A", "battlefield": [FOREST, HEARTBEAT]}, {"id": "B"})
    result = play(state, TAP_FOREST)
    assert pool_of(result.state) == {"G": 2}
    assert not result.state.zone(Zone.STACK) and not result.state.pending_triggers
    assert cites(result.log, "605.4a") and cites(result.log, "106.4")


def test_mana_3_the_reflecting_pool_that_produces_nothing_triggers_nothing() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "pool", "card": "Reflecting Pool"}, HEARTBEAT]},
        {"id": "B"},
    )
    result = play(state, {"type": "activate", "object": "pool", "ability": 0})
    assert pool_of(result.state) == {}
    assert not entries(result.log, LogKind.TRIGGER)
    assert not [e for e in result.events if isinstance(e, ManaProduced)]


def test_heartbeat_gives_the_player_who_tapped_the_land_the_extra_mana() -> None:
    state = board(
        {"id": "A", "battlefield": [HEARTBEAT]},
        {"id": "B", "battlefield": [{"id": "tundra", "card": "Tundra"}]},
    )
    result = play(state, {"type": "activate", "object": "tundra", "ability": 1})
    assert pool_of(result.state, "B") == {"U": 2}
    assert pool_of(result.state, "A") == {}


def test_heartbeat_adds_one_mana_of_the_produced_type_after_the_multipliers() -> None:
    """The land produced {G}{G}{G}{G}{G}{G}; Heartbeat's mana isn't from tapping, so it isn't
    multiplied: 7 in all."""
    state = board(
        {"id": "A", "battlefield": [FOREST, REFLECTION, NYXBLOOM, HEARTBEAT]}, {"id": "B"}
    )
    assert pool_of(play(state, TAP_FOREST, ["reflection.0"]).state) == {"G": 7}


def test_heartbeat_lets_the_player_choose_among_several_produced_types() -> None:
    state = replace(
        board(
            {
                "id": "A",
                "battlefield": [
                    {"id": "land", "card": TWO_TYPES.name, "characteristics": {"types": ["Land"]}},
                    HEARTBEAT,
                ],
            },
            {"id": "B"},
        ),
        custom_cards=(TWO_TYPES,),
    )
    tap = {"type": "activate", "object": "land", "ability": 0}
    asked = pending(state, tap).pending
    assert (
        asked is not None
        and asked.kind is DecisionKind.MANA_TYPE
        and asked.option_ids() == ("W", "U")
    )
    assert pool_of(play(state, tap, ["U"]).state) == {"W": 1, "U": 2}


def test_heartbeat_doesnt_trigger_for_a_nonland_permanent() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "ring", "card": "Sol Ring"}, HEARTBEAT]}, {"id": "B"}
    )
    result = play(state, {"type": "activate", "object": "ring", "ability": 0})
    assert pool_of(result.state) == {"C": 2}
    assert not entries(result.log, LogKind.TRIGGER)


def test_birds_of_paradise_adds_one_mana_of_the_chosen_color() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "birds", "card": "Birds of Paradise"}]}, {"id": "B"}
    )
    tap = {"type": "activate", "object": "birds", "ability": 0}
    assert pending(state, tap).pending.option_ids() == ("W", "U", "B", "R", "G")  # type: ignore[union-attr]
    assert pool_of(play(state, tap, ["R"]).state) == {"R": 1}


def test_lotus_petal_is_sacrificed_and_its_mana_still_comes() -> None:
    state = board({"id": "A", "battlefield": [{"id": "petal", "card": "Lotus Petal"}]}, {"id": "B"})
    result = play(state, {"type": "activate", "object": "petal", "ability": 0}, ["B"])
    assert pool_of(result.state) == {"B": 1}
    assert result.state.object("petal").zone is Zone.GRAVEYARD
