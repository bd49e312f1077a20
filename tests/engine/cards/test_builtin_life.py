"""Built-in life-total cards and loyalty abilities: Sorin Markov (306.5b, 606.3-606.6, 119.5),
doubling (701.10d), exchanging (701.12), "becomes the lowest", life-gain triggers, and a Curse
whose static ability follows the enchanted player."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import LifeGained, LifeLost
from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

SORIN = {"id": "sorin", "card": "Sorin Markov", "counters": {"loyalty": 4}}


def activate(state: GameState, obj: str, ability: int, *targets: str) -> GameState:
    state = play(
        state, {"type": "activate", "object": obj, "ability": ability, "targets": list(targets)}
    ).state
    return play(state, {"type": "resolve"}).state


def test_sorin_enters_with_his_printed_loyalty() -> None:
    state = board({"id": "A", "hand": [{"id": "sorin", "card": "Sorin Markov"}]}, {"id": "B"})
    state = play(state, {"type": "cast", "object": "sorin", "free": True}).state
    result = play(state, {"type": "resolve"})
    assert result.state.object("sorin").zone is Zone.BATTLEFIELD
    assert result.state.object("sorin").counter("loyalty") == 4
    assert cites(result.log, "306.5b")


def test_sorin_minus_three_sets_an_opponents_life_total_to_ten() -> None:
    state = board({"id": "A", "battlefield": [SORIN]}, {"id": "B", "life": 17})
    activated = play(state, {"type": "activate", "object": "sorin", "ability": 1, "targets": ["B"]})
    assert activated.state.object("sorin").counter("loyalty") == 1  # paid as it's activated
    assert cites(activated.log, "606.4")
    result = play(activated.state, {"type": "resolve"})
    assert result.state.player("B").life == 10
    assert cites(result.log, "119.5")
    low = board({"id": "A", "battlefield": [SORIN]}, {"id": "B", "life": 4})
    assert activate(low, "sorin", 1, "B").player("B").life == 10  # "becomes 10" can be a gain


def test_sorin_minus_three_against_platinum_emperion_changes_nothing() -> None:
    state = board(
        {"id": "A", "battlefield": [SORIN]},
        {"id": "B", "life": 17, "battlefield": [{"id": "emperion", "card": "Platinum Emperion"}]},
    )
    result = play(
        play(state, {"type": "activate", "object": "sorin", "ability": 1, "targets": ["B"]}).state,
        {"type": "resolve"},
    )
    assert result.state.player("B").life == 17
    assert cites(result.log, "119.8")


def test_sorin_plus_two_drains() -> None:
    state = board({"id": "A", "battlefield": [SORIN]}, {"id": "B"})
    state = activate(state, "sorin", 0, "B")
    assert (state.player("A").life, state.player("B").life) == (22, 18)
    assert state.object("sorin").counter("loyalty") == 6


def test_only_one_loyalty_ability_per_turn_at_sorcery_speed_with_enough_loyalty() -> None:
    state = board({"id": "A", "battlefield": [SORIN]}, {"id": "B"})
    once = activate(state, "sorin", 0, "B")
    with pytest.raises(IllegalAction) as err:
        play(once, {"type": "activate", "object": "sorin", "ability": 1, "targets": ["B"]})
    assert err.value.rule == "606.3"
    low = board({"id": "A", "battlefield": [{**SORIN, "counters": {"loyalty": 2}}]}, {"id": "B"})
    with pytest.raises(IllegalAction) as err:
        play(low, {"type": "activate", "object": "sorin", "ability": 1, "targets": ["B"]})
    assert err.value.rule == "606.6"
    not_mine = board({"id": "B"}, {"id": "A", "battlefield": [SORIN]})  # B's turn
    with pytest.raises(IllegalAction) as err:
        play(not_mine, {"type": "activate", "object": "sorin", "ability": 0, "targets": ["B"]})
    assert err.value.rule == "606.3"


def test_sorin_minus_three_to_zero_loyalty_goes_to_the_graveyard() -> None:
    state = board({"id": "A", "battlefield": [{**SORIN, "counters": {"loyalty": 3}}]}, {"id": "B"})
    state = play(
        state, {"type": "activate", "object": "sorin", "ability": 1, "targets": ["B"]}
    ).state
    assert state.object("sorin").zone is Zone.GRAVEYARD  # 704.5i, the ability still resolves
    assert play(state, {"type": "resolve"}).state.player("B").life == 10


def spells(*names: str, **a: Any) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": n.split()[0].lower(), "card": n} for n in names], **a},
        {"id": "B", "life": 7},
    )


def test_beacon_of_immortality_doubles_and_shuffles_itself_away() -> None:
    state = spells("Beacon of Immortality", life=13, library=[{"id": "l1", "card": "Forest"}])
    state = play(state, {"type": "cast", "object": "beacon", "targets": ["A"], "free": True}).state
    result = play(state, {"type": "resolve"})
    assert result.state.player("A").life == 26
    assert result.state.object("beacon").zone is Zone.LIBRARY
    assert cites(result.log, "701.10d") and cites(result.log, "701.24a")


def test_repay_in_kind_and_soul_conduit() -> None:
    state = spells("Repay in Kind")
    state = play(
        play(state, {"type": "cast", "object": "repay", "free": True}).state, {"type": "resolve"}
    ).state
    assert (state.player("A").life, state.player("B").life) == (7, 7)
    conduit = board(
        {
            "id": "A",
            "life": 3,
            "mana_pool": {"C": 6},
            "battlefield": [{"id": "conduit", "card": "Soul Conduit"}],
        },
        {"id": "B", "life": 15},
    )
    result = play(
        play(
            conduit, {"type": "activate", "object": "conduit", "ability": 0, "targets": ["A", "B"]}
        ).state,
        {"type": "resolve"},
    )
    assert (result.state.player("A").life, result.state.player("B").life) == (15, 3)
    assert cites(result.log, "701.12c")


def test_an_exchange_that_cant_complete_doesnt_happen() -> None:
    conduit = board(
        {
            "id": "A",
            "life": 3,
            "mana_pool": {"C": 6},
            "battlefield": [{"id": "conduit", "card": "Soul Conduit"}],
        },
        {"id": "B", "life": 15, "battlefield": [{"id": "emperion", "card": "Platinum Emperion"}]},
    )
    result = play(
        play(
            conduit, {"type": "activate", "object": "conduit", "ability": 0, "targets": ["A", "B"]}
        ).state,
        {"type": "resolve"},
    )
    assert (result.state.player("A").life, result.state.player("B").life) == (3, 15)
    assert cites(result.log, "701.12a")


def test_ajanis_pridemate_grows_when_you_gain_life() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "nectar", "card": "Sacred Nectar"}],
            "battlefield": [{"id": "cat", "card": "Ajani's Pridemate"}],
        },
        {"id": "B"},
    )
    state = play(
        play(state, {"type": "cast", "object": "nectar", "free": True}).state, {"type": "resolve"}
    ).state
    state = play(state, {"type": "resolve"}).state  # the trigger
    assert state.player("A").life == 24
    assert state.object("cat").counter("+1/+1") == 1


def test_curse_of_deaths_hold_shrinks_only_the_enchanted_players_creatures() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "curse", "card": "Curse of Death's Hold"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "wurm", "card": "Craw Wurm"},
                {"id": "elf", "card": "Elvish Mystic"},
            ],
        },
    )
    state = play(
        play(state, {"type": "cast", "object": "curse", "targets": ["B"], "free": True}).state,
        {"type": "resolve"},
    ).state
    assert state.object("elf").zone is Zone.GRAVEYARD
    wurm = chars(state, state.object("wurm"))
    assert (wurm.power, wurm.toughness) == (5, 3)
    assert chars(state, state.object("bears")).power == 2


def test_sorin_minus_three_is_a_gain_or_a_loss_of_the_difference() -> None:
    """AOG-4 style (119.5): from 2, B gains 8 (B's Pridemate sees a gain); from 20, B loses 10."""
    low = board(
        {"id": "A", "battlefield": [SORIN]},
        {"id": "B", "life": 2, "battlefield": [{"id": "cat", "card": "Ajani's Pridemate"}]},
    )
    state = play(low, {"type": "activate", "object": "sorin", "ability": 1, "targets": ["B"]}).state
    gained = play(state, {"type": "resolve"})
    assert [e for e in gained.events if isinstance(e, LifeGained)] == [LifeGained("B", 8)]
    (trigger,) = gained.state.zone(Zone.STACK)  # the Pridemate's life-gain trigger
    assert trigger.stack is not None and trigger.stack.source == "cat"
    high = board({"id": "A", "battlefield": [SORIN]}, {"id": "B"})
    state = play(
        high, {"type": "activate", "object": "sorin", "ability": 1, "targets": ["B"]}
    ).state
    lost = play(state, {"type": "resolve"})
    assert [e for e in lost.events if isinstance(e, LifeLost)] == [LifeLost("B", 10)]
