"""Costs that choose other objects, paid as an ability is activated (602.2b, 601.2h) or a spell
is cast: sacrificing a permanent of a type (701.21a), discarding (701.9a; at random 701.9b),
tapping untapped permanents you control (701.26a), returning a land to its owner's hand,
removing counters (122.1), exiling cards from a graveyard, milling (701.17a). A cost that
can't be paid in full can't be paid (118.3): the action is refused and the action picker marks
it illegal. Custom cards declare these parts in their scenario document."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.testing.scenario import board, cites, pending, play


def altar(cost: dict[str, Any], text: str = "") -> dict[str, Any]:
    """A custom artifact whose one ability has `cost` and makes its controller gain 3 life."""
    return {
        "name": "Judge's Altar",
        "types": ["Artifact"],
        "abilities": [
            {
                "text": text or "Cost: You gain 3 life.",
                "cost": cost,
                "effects": [{"kind": "gain_life", "params": {"amount": 3}}],
            }
        ],
    }


def game(
    cost: dict[str, Any],
    battlefield: tuple[dict[str, Any], ...] = (),
    hand: tuple[str, ...] = (),
    graveyard: tuple[str, ...] = (),
    library: tuple[str, ...] = (),
) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "altar", "card": "Judge's Altar"}, *battlefield],
            "hand": [{"id": f"h{i}", "card": n} for i, n in enumerate(hand)],
            "graveyard": [{"id": f"g{i}", "card": n} for i, n in enumerate(graveyard)],
            "library": [{"id": f"l{i}", "card": n} for i, n in enumerate(library)],
        },
        {"id": "B", "name": "Bob"},
        custom_cards=[altar(cost)],
    )


ACTIVATE = {"type": "activate", "object": "altar", "ability": 0}
BEARS = {"id": "bears", "card": "Grizzly Bears"}
GIANT = {"id": "giant", "card": "Hill Giant"}
FOREST = {"id": "forest", "card": "Forest"}


def resolved(state: GameState, choices: tuple[str, ...] = ()) -> GameState:
    paid = play(state, ACTIVATE, choices)
    return play(paid.state, {"type": "resolve"}).state


def activation_is_legal(state: GameState) -> bool:
    return next(o for o in available_actions(state) if o.action.get("object") == "altar").legal


def test_sacrificing_the_only_creature_needs_no_choice_701_21a() -> None:
    state = game({"sacrifice": "Creature"}, (BEARS, FOREST))
    paid = play(state, ACTIVATE)
    assert paid.state.object("bears").zone is Zone.GRAVEYARD
    assert paid.state.object("forest").zone is Zone.BATTLEFIELD
    assert cites(paid.log, "602.2b") and cites(paid.log, "701.21a")
    assert play(paid.state, {"type": "resolve"}).state.player("A").life == 23


def test_with_two_creatures_the_player_chooses_which_to_sacrifice() -> None:
    state = game({"sacrifice": "Creature"}, (BEARS, GIANT))
    asked = pending(state, ACTIVATE).pending
    assert asked is not None and asked.kind is DecisionKind.SACRIFICE
    assert asked.option_ids() == ("bears", "giant") and asked.rule == "602.2b"
    paid = play(state, ACTIVATE, ["giant"])
    assert paid.state.object("giant").zone is Zone.GRAVEYARD
    assert paid.state.object("bears").zone is Zone.BATTLEFIELD


def test_without_a_creature_the_cost_cant_be_paid_118_3() -> None:
    state = game({"sacrifice": "Creature"}, (FOREST,))
    with pytest.raises(IllegalAction) as refused:
        play(state, ACTIVATE)
    assert refused.value.rule == "118.3"
    assert "sacrifice a creature" in refused.value.message
    assert not activation_is_legal(state)
    assert activation_is_legal(game({"sacrifice": "Creature"}, (BEARS,)))


def test_sacrifice_another_leaves_out_the_source_itself() -> None:
    """A creature with "Sacrifice another creature" can't pay with itself."""
    creature_altar = altar({"sacrifice": "Artifact", "sacrifice_other": True})
    state = board(
        {"id": "A", "battlefield": [{"id": "altar", "card": "Judge's Altar"}]},
        {"id": "B"},
        custom_cards=[creature_altar],
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, ACTIVATE)
    assert refused.value.rule == "118.3"


def test_sacrificing_two_lands_takes_two_decisions() -> None:
    lands = tuple({"id": f"m{i}", "card": "Mountain"} for i in range(3))
    state = game({"sacrifice": "Land", "sacrifice_count": 2}, lands)
    paid = play(state, ACTIVATE, ["m2", "m0"])
    zones = [paid.state.object(f"m{i}").zone for i in range(3)]
    assert zones == [Zone.GRAVEYARD, Zone.BATTLEFIELD, Zone.GRAVEYARD]
    with pytest.raises(IllegalAction):
        play(game({"sacrifice": "Land", "sacrifice_count": 2}, lands[:1]), ACTIVATE)


def test_a_subtype_names_what_may_be_sacrificed() -> None:
    state = game({"sacrifice": "Mountain"}, (FOREST, {"id": "m", "card": "Mountain"}))
    paid = play(state, ACTIVATE)
    assert paid.state.object("m").zone is Zone.GRAVEYARD
    assert paid.state.object("forest").zone is Zone.BATTLEFIELD


def test_discard_a_card_is_the_players_choice_701_9a() -> None:
    state = game({"discard": 1}, hand=("Forest", "Shock"))
    asked = pending(state, ACTIVATE).pending
    assert asked is not None and asked.kind is DecisionKind.COST_OBJECT
    after = resolved(state, ("h1",))
    assert after.object("h1").zone is Zone.GRAVEYARD and after.object("h0").zone is Zone.HAND
    assert after.player("A").life == 23
    with pytest.raises(IllegalAction) as refused:
        play(game({"discard": 1}), ACTIVATE)
    assert refused.value.rule == "118.3"


def test_discard_a_land_card_takes_only_a_land() -> None:
    state = game({"discard": 1, "discard_type": "Land"}, hand=("Shock", "Forest"))
    paid = play(state, ACTIVATE)
    assert paid.state.object("h1").zone is Zone.GRAVEYARD
    assert paid.state.object("h0").zone is Zone.HAND
    with pytest.raises(IllegalAction):
        play(game({"discard": 1, "discard_type": "Land"}, hand=("Shock",)), ACTIVATE)


def test_a_random_discard_asks_nothing_and_is_the_same_for_the_same_game_701_9b() -> None:
    state = game({"discard": 1, "discard_random": True}, hand=("Forest", "Shock", "Island"))
    first = play(state, ACTIVATE)
    second = play(state, ACTIVATE)
    gone = [o.id for o in first.state.zone(Zone.GRAVEYARD, "A")]
    assert len(gone) == 1 and gone == [o.id for o in second.state.zone(Zone.GRAVEYARD, "A")]
    assert cites(first.log, "701.9b")


def test_tapping_untapped_creatures_ignores_summoning_sickness_701_26a() -> None:
    """Tapping creatures for a cost isn't {T}: a creature that just arrived can pay (302.6)."""
    fresh = {"id": "elf", "card": "Llanowar Elves", "summoning_sick": True}
    state = game({"tap_untapped": 2, "tap_untapped_type": "Creature"}, (BEARS, fresh))
    paid = play(state, ACTIVATE)
    assert paid.state.object("bears").tapped and paid.state.object("elf").tapped
    assert cites(paid.log, "701.26a")
    tapped = {**BEARS, "tapped": True}
    with pytest.raises(IllegalAction) as refused:
        play(game({"tap_untapped": 2, "tap_untapped_type": "Creature"}, (tapped, fresh)), ACTIVATE)
    assert refused.value.rule == "118.3"


def test_with_t_in_the_cost_the_source_cant_also_be_the_tapped_creature() -> None:
    cost = {"tap": True, "tap_untapped": 1, "tap_untapped_type": "Artifact"}
    with pytest.raises(IllegalAction):
        play(game(cost), ACTIVATE)
    other = {"id": "other", "card": "Judge's Altar"}
    paid = play(game(cost, (other,)), ACTIVATE)
    assert paid.state.object("altar").tapped and paid.state.object("other").tapped


def test_returning_a_land_to_its_owners_hand() -> None:
    state = game({"return_to_hand": "Land"}, (FOREST,))
    paid = play(state, ACTIVATE)
    assert paid.state.object("forest").zone is Zone.HAND
    with pytest.raises(IllegalAction):
        play(game({"return_to_hand": "Land"}), ACTIVATE)


def test_removing_counters_from_the_source_122_1() -> None:
    charged = board(
        {
            "id": "A",
            "battlefield": [{"id": "altar", "card": "Judge's Altar", "counters": {"charge": 2}}],
        },
        {"id": "B"},
        custom_cards=[altar({"remove_counters": 2, "remove_counter_kind": "charge"})],
    )
    paid = play(charged, ACTIVATE)
    assert paid.state.object("altar").counter("charge") == 0
    assert cites(paid.log, "122.1")
    with pytest.raises(IllegalAction) as refused:
        play(paid.state, ACTIVATE)
    assert refused.value.rule == "118.3"


def test_exiling_cards_from_your_graveyard() -> None:
    cost = {"exile_from_graveyard": 1, "exile_from_graveyard_type": "Creature"}
    state = game(cost, graveyard=("Forest", "Grizzly Bears"))
    paid = play(state, ACTIVATE)
    assert paid.state.object("g1").zone is Zone.EXILE
    assert paid.state.object("g0").zone is Zone.GRAVEYARD
    with pytest.raises(IllegalAction):
        play(game(cost, graveyard=("Forest",)), ACTIVATE)


def test_milling_needs_enough_cards_in_the_library_701_17b() -> None:
    paid = play(game({"mill": 1}, library=("Forest", "Island")), ACTIVATE)
    assert paid.state.object("l0").zone is Zone.GRAVEYARD
    assert paid.state.object("l1").zone is Zone.LIBRARY
    with pytest.raises(IllegalAction) as refused:
        play(game({"mill": 2}, library=("Forest",)), ACTIVATE)
    assert refused.value.rule == "118.3"


def test_a_custom_cost_part_is_checked_with_its_path() -> None:
    with pytest.raises(InvalidDocument) as bad:
        game({"discard": -1})
    assert bad.value.path == "custom_cards[0].abilities[0].cost.discard"
    with pytest.raises(InvalidDocument):
        game({"sacrifice": "Creature", "sacrifice_count": 0})


def test_putting_a_counter_on_the_source_122_6() -> None:
    paid = play(game({"put_counters": 1, "put_counter_kind": "-1/-1"}), ACTIVATE)
    assert paid.state.object("altar").counter("-1/-1") == 1
    assert cites(paid.log, "122.6")


def test_returning_the_source_to_its_owners_hand() -> None:
    paid = play(game({"return_self": True}), ACTIVATE)
    assert paid.state.object("altar").zone is Zone.HAND
    assert play(paid.state, {"type": "resolve"}).state.player("A").life == 23


def test_removing_a_counter_from_a_creature_you_control() -> None:
    cost = {
        "remove_counters": 1,
        "remove_counter_kind": "+1/+1",
        "remove_counters_from": "Creature",
    }
    countered = {**BEARS, "counters": {"+1/+1": 1}}
    paid = play(game(cost, (countered, GIANT)), ACTIVATE)
    assert paid.state.object("bears").counter("+1/+1") == 0
    with pytest.raises(IllegalAction) as refused:
        play(game(cost, (BEARS, GIANT)), ACTIVATE)
    assert refused.value.rule == "118.3"
