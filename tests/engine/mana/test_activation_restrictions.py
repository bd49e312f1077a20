"""Activating abilities (602): the tap and untap symbols (TAP-1 to TAP-3: 107.5, 107.6, 302.6),
"activate only once each turn" (602.1b, 602.5b), "activate only as a sorcery" (602.5d), X."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Step, Turn, Zone
from engine.game.play import apply
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

ELVES = {"id": "elves", "card": "Llanowar Elves"}
TAP_ELVES = {"type": "activate", "object": "elves", "ability": 0}
HASTE = {
    "id": "haste",
    "kind": "gain_keywords",
    "controller": "A",
    "params": {"objects": ["elves"], "keywords": ["haste"]},
}


def refused(state: GameState, action: dict[str, object], rule: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        apply(state, action)
    assert caught.value.rule == rule
    return caught.value


def test_tap_1_a_tapped_permanents_tap_ability_is_refused_and_nothing_changes() -> None:
    state = board({"id": "A", "battlefield": [{**ELVES, "tapped": True}]}, {"id": "B"})
    error = refused(state, TAP_ELVES, "107.5")
    assert "tapped" in error.message
    assert state.object("elves").tapped and not state.player("A").mana_pool


def test_tap_2_elves_that_came_under_control_this_turn_cant_tap() -> None:
    state = board({"id": "A", "battlefield": [{**ELVES, "summoning_sick": True}]}, {"id": "B"})
    refused(state, TAP_ELVES, "302.6")


def test_tap_2_with_haste_they_can() -> None:
    state = board(
        {"id": "A", "battlefield": [{**ELVES, "summoning_sick": True}]},
        {"id": "B"},
        effects=[HASTE],
    )
    assert play(state, TAP_ELVES).state.player("A").mana_pool.to_json() == {"G": 1}


def test_tap_2_a_noncreature_artifact_that_entered_this_turn_can_tap() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "ring", "card": "Sol Ring", "summoning_sick": True}]},
        {"id": "B"},
    )
    result = play(state, {"type": "activate", "object": "ring", "ability": 0})
    assert result.state.player("A").mana_pool.to_json() == {"C": 2}


SENTRY = {"id": "sentry", "card": "Safehold Sentry"}
UNTAP_SENTRY = {"type": "activate", "object": "sentry", "ability": 0}


def test_tap_3_an_untapped_permanents_untap_ability_is_refused() -> None:
    state = board({"id": "A", "battlefield": [SENTRY], "mana_pool": {"W": 3}}, {"id": "B"})
    refused(state, UNTAP_SENTRY, "107.6")


def test_tap_3_a_creatures_untap_ability_has_the_summoning_sickness_rule() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{**SENTRY, "tapped": True, "summoning_sick": True}],
            "mana_pool": {"W": 3},
        },
        {"id": "B"},
    )
    refused(state, UNTAP_SENTRY, "302.6")


def test_tap_3_a_tapped_sentry_untaps_to_pay_and_gets_bigger() -> None:
    state = board(
        {"id": "A", "battlefield": [{**SENTRY, "tapped": True}], "mana_pool": {"W": 3}}, {"id": "B"}
    )
    state = play(state, UNTAP_SENTRY).state
    assert not state.object("sentry").tapped and not state.player("A").mana_pool
    state = play(state, {"type": "resolve"}).state
    c = chars(state, state.object("sentry"))
    assert (c.power, c.toughness) == (2, 4)


ROOTWALLA = {"id": "walla", "card": "Rootwalla"}
PUMP = {"type": "activate", "object": "walla", "ability": 0}


def test_once_each_turn_the_second_activation_is_refused() -> None:
    state = board({"id": "A", "battlefield": [ROOTWALLA], "mana_pool": {"G": 4}}, {"id": "B"})
    state = play(state, PUMP).state
    refused(state, PUMP, "602.1b")
    state = play(state, {"type": "resolve"}).state
    refused(state, PUMP, "602.1b")
    assert (chars(state, state.object("walla")).power) == 4


def test_once_each_turn_is_free_again_next_turn() -> None:
    state = board({"id": "A", "battlefield": [ROOTWALLA], "mana_pool": {"G": 4}}, {"id": "B"})
    state = play(state, PUMP).state
    state = play(state, {"type": "resolve"}).state
    later = replace(
        state, turn=Turn(number=state.turn.number + 1, active_player="A", step=Step.PRECOMBAT_MAIN)
    )
    assert len(play(later, PUMP).state.zone(Zone.STACK)) == 1  # accepted


def test_once_each_turn_follows_the_object_through_a_change_of_control() -> None:
    """602.5b: the restriction stays with the object when another player gains control of it."""
    state = board(
        {"id": "A", "battlefield": [{"id": "leech", "card": "Putrid Leech"}]}, {"id": "B"}
    )
    leech = {"type": "activate", "object": "leech", "ability": 0}
    state = play(state, leech).state
    assert state.player("A").life == 18
    stolen = state.with_object(replace(state.object("leech"), controller="B"))
    refused(stolen, leech, "602.1b")


def test_paying_life_needs_enough_life() -> None:
    state = board(
        {"id": "A", "life": 1, "battlefield": [{"id": "leech", "card": "Putrid Leech"}]},
        {"id": "B"},
    )
    refused(state, {"type": "activate", "object": "leech", "ability": 0}, "119.4")


MINISTER = {"id": "minister", "card": "Traveling Minister"}
BLESS = {"type": "activate", "object": "minister", "ability": 0, "targets": ["minister"]}


def test_sorcery_speed_ability_is_refused_on_the_opponents_turn() -> None:
    state = board(
        {"id": "A", "battlefield": [MINISTER]},
        {"id": "B"},
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    refused(state, BLESS, "602.5d")


def test_sorcery_speed_ability_works_in_your_main_phase() -> None:
    state = board({"id": "A", "battlefield": [MINISTER]}, {"id": "B"})
    state = play(state, BLESS).state
    state = play(state, {"type": "resolve"}).state
    assert state.player("A").life == 21
    assert chars(state, state.object("minister")).power == 2


def test_an_x_needs_an_x_in_the_activation_cost() -> None:
    state = board({"id": "A", "battlefield": [ROOTWALLA], "mana_pool": {"G": 4}}, {"id": "B"})
    refused(state, {**PUMP, "x": 2}, "107.3a")


def test_blaze_deals_x_damage_and_costs_x_more() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "blaze", "card": "Blaze"}], "mana_pool": {"R": 4}}, {"id": "B"}
    )
    state = play(state, {"type": "cast", "object": "blaze", "x": 3, "targets": ["B"]}).state
    assert not state.player("A").mana_pool
    assert chars(state, state.object("blaze")).mana_value == 4  # 202.3e: X is 3 on the stack
    result = play(state, {"type": "resolve"})
    assert result.state.player("B").life == 17
    assert chars(result.state, result.state.object("blaze")).mana_value == 1  # 107.3g: 0 elsewhere
