"""Mana abilities during a payment (117.1d, 601.2g, 605.3a, 608.2g, 118.3).

A player asked to pay mana, as a spell is cast or as a spell or ability resolves ("unless its
controller pays {3}", "you may pay {2}"), may activate mana abilities first. The engine offers
"pay" whenever their pool and the sources they could tap can pay, asks which source to tap only
when the sources that pay differ, and offers only "don't pay", with the reason, when they can't.
Goblin War Wagon is compiled from its Oracle text; Mana Leak is the engine's own card.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

GOBLIN_WAR_WAGON = {
    "name": "Goblin War Wagon",
    "type_line": "Artifact Creature — Juggernaut",
    "mana_cost": "{4}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Goblin War Wagon doesn't untap during your untap step.\nAt the beginning of "
    "your upkeep, you may pay {2}. If you do, untap Goblin War Wagon.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Goblin War Wagon": GOBLIN_WAR_WAGON})


def _lands(card: str, n: int, prefix: str) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": card} for i in range(1, n + 1)]


def _mana_leak_against(plains: int) -> GameState:
    """A casts Grizzly Bears (marked paid) with `plains` untapped Plains and an empty pool; B
    answers with Mana Leak."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
            "battlefield": _lands("Plains", plains, "p"),
        },
        {"id": "B", "hand": [{"id": "leak", "card": "Mana Leak"}]},
    )
    state = play(state, {"type": "cast", "object": "bears", "free": True}).state
    return play(state, {"type": "cast", "object": "leak", "targets": ["bears"], "free": True}).state


def test_mana_leak_offers_paying_with_three_untapped_plains_118_12a_608_2g() -> None:
    state = _mana_leak_against(3)
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert (asked.pending.decider, asked.pending.kind) == ("A", DecisionKind.MAY)
    assert asked.pending.option_ids() == ("decline", "pay")


def test_mana_leak_paid_by_tapping_the_plains_the_spell_stays() -> None:
    paid = play(_mana_leak_against(3), RESOLVE, ["pay"])
    done = paid.state
    assert done.object("bears").zone is Zone.STACK
    assert done.object("leak").zone is Zone.GRAVEYARD
    assert all(done.object(p).tapped for p in ("p1", "p2", "p3"))
    assert not done.player("A").mana_pool  # the three {W} paid the {3}
    assert cites(paid.log, "605.3a") and cites(paid.log, "118.12a")
    # Only these three Plains pay: nothing more to ask (one way to pay is no decision).
    assert not [e for e in paid.log if "chooses: tap" in e.text]


def test_mana_leak_declined_counters_the_spell_and_the_plains_stay_untapped() -> None:
    done = play(_mana_leak_against(3), RESOLVE, ["decline"]).state
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert not any(done.object(p).tapped for p in ("p1", "p2", "p3"))


def test_mana_leak_against_two_plains_offers_only_not_paying_with_the_reason_118_3() -> None:
    asked = pending(_mana_leak_against(2), RESOLVE)
    assert asked.pending is not None
    assert asked.pending.option_ids() == ("decline",)
    (label,) = [o.label for o in asked.pending.options]
    assert "can't pay {3}" in label and "2 untapped mana sources" in label


def test_with_four_plains_which_three_pay_is_not_asked_they_are_the_same() -> None:
    """Interchangeable sources are offered once (the first on the board)."""
    paid = play(_mana_leak_against(4), RESOLVE, ["pay"]).state
    assert [paid.object(p).tapped for p in ("p1", "p2", "p3", "p4")] == [True, True, True, False]


def test_different_sources_are_the_players_choice_605_3a() -> None:
    """With a Plains, an Island and a Forest for {2}, the player picks what to tap."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "plains", "card": "Plains"},
                {"id": "island", "card": "Island"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B", "hand": [{"id": "spell", "card": "Force Spike"}]},
    )
    state = play(state, {"type": "cast", "object": "bears", "free": True}).state
    state = play(
        state, {"type": "cast", "object": "spell", "targets": ["bears"], "free": True}
    ).state
    asked = pending(state, RESOLVE, ["pay"])
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.MANA_ABILITY
    assert asked.pending.option_ids() == ("plains", "island", "forest")
    done = play(state, RESOLVE, ["pay", "island"]).state
    assert [done.object(x).tapped for x in ("plains", "island", "forest")] == [False, True, False]
    assert done.object("bears").zone is Zone.STACK


def _wagon_upkeep(mountains: int) -> GameState:
    """B's end step; A's tapped Goblin War Wagon and untapped Mountains."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "wagon", "card": "Goblin War Wagon", "tapped": True},
                *_lands("Mountain", mountains, "m"),
            ],
            "library": _lands("Swamp", 3, "a"),
        },
        {"id": "B", "library": _lands("Swamp", 3, "b")},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )
    return play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state


def test_goblin_war_wagon_compiles_automated() -> None:
    assert compile_record(GOBLIN_WAR_WAGON).label == AUTOMATED


def test_goblin_war_wagon_with_two_mountains_may_pay_and_untaps_603_5_608_2g() -> None:
    state = _wagon_upkeep(2)
    assert state.object("wagon").tapped  # it doesn't untap during the untap step
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert asked.pending.option_ids() == ("pay", "decline")
    paid = play(state, RESOLVE, ["pay"])
    assert not paid.state.object("wagon").tapped
    assert paid.state.object("m1").tapped and paid.state.object("m2").tapped
    assert cites(paid.log, "605.3a")
    declined = play(state, RESOLVE, ["decline"]).state
    assert declined.object("wagon").tapped
    assert not declined.object("m1").tapped


def test_goblin_war_wagon_with_one_mountain_cant_pay_and_the_log_says_why() -> None:
    result = play(_wagon_upkeep(1), RESOLVE)
    assert result.state.object("wagon").tapped
    assert any("can't pay {2}" in e.text and "118.3" in e.rules for e in result.log)


def test_casting_with_an_empty_pool_activates_mana_abilities_601_2g() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "forest", "card": "Forest"}, {"id": "swamp", "card": "Swamp"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bears"})
    done = cast.state
    assert done.object("bears").zone is Zone.STACK
    assert done.object("forest").tapped and done.object("swamp").tapped
    assert not done.player("A").mana_pool
    assert cites(cast.log, "601.2g") or cites(cast.log, "605.3a")


def test_casting_asks_which_sources_when_they_differ_601_2g() -> None:
    """{1}{G} from two Forests and a Plains: a Forest pays {G}; the {1} is the player's pick."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "f1", "card": "Forest"},
                {"id": "plains", "card": "Plains"},
                {"id": "f2", "card": "Forest"},
            ],
        },
        {"id": "B"},
    )
    asked = pending(state, {"type": "cast", "object": "bears"})
    assert asked.pending is not None and asked.pending.kind is DecisionKind.MANA_ABILITY
    assert asked.pending.rule == "601.2g"
    done = play(state, {"type": "cast", "object": "bears"}, ["f1", "plains"]).state
    assert [done.object(x).tapped for x in ("f1", "plains", "f2")] == [True, True, False]


def test_casting_without_the_mana_even_tapping_everything_is_refused_118_3() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "island", "card": "Island"}, {"id": "i2", "card": "Island"}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "bears"})
    assert not state.object("island").tapped


def test_a_land_of_any_color_is_offered_for_the_color_the_cost_needs() -> None:
    """Birds of Paradise adds one mana of any color: the player names it as they tap (the
    option is the source and the mana, 605.3a); Birds that came under their control this turn
    can't tap (302.6)."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "birds", "card": "Birds of Paradise", "summoning_sick": True},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "bears"})
    ready = board(
        {
            "id": "A",
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "birds", "card": "Birds of Paradise"},
                {"id": "f", "card": "Forest"},
            ],
        },
        {"id": "B"},
    )
    asked = pending(ready, {"type": "cast", "object": "bears"})
    assert asked.pending is not None
    assert asked.pending.option_ids() == tuple(f"birds:{c}" for c in "WUBRG")
    done = play(ready, {"type": "cast", "object": "bears"}, ["birds:U"]).state
    assert done.object("birds").tapped and done.object("f").tapped
    assert not done.player("A").mana_pool


def test_phyrexian_mana_with_an_untapped_mountain_tap_it_or_pay_life_107_4f() -> None:
    """Gut Shot ({R/P}) with an empty pool: 2 life pays it as it is, or the Mountain taps for
    {R}; the player chooses."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "shot", "card": "Gut Shot"}],
            "battlefield": [{"id": "mountain", "card": "Mountain"}],
        },
        {"id": "B"},
    )
    shoot = {"type": "cast", "object": "shot", "targets": ["B"]}
    asked = pending(state, shoot)
    assert asked.pending is not None and asked.pending.option_ids() == ("mountain", "pay")
    # With {R} in the pool, how {R/P} is paid is still announced (601.2b): the mana
    tapped = play(state, shoot, ["mountain", "mana:R"]).state
    assert tapped.object("mountain").tapped and tapped.player("A").life == 20
    with_life = play(state, shoot, ["pay"]).state
    assert not with_life.object("mountain").tapped and with_life.player("A").life == 18
