"""Mill (701.17a: put the top N cards of a library into its owner's graveyard; 701.17b: no more
than the library holds) by the players the sentence names: "Target player mills five cards."
(Compelling Argument), "each opponent mills ten cards" (Sphinx Mindbreaker), "that player mills that many cards" after combat damage (Crosstown
Courier: the damage dealt, 120.3), and "you" after
another instruction with ", then" (Eyeblight Cullers: "create three 1/1 green Elf Warrior
creature tokens, then mill three cards", 608.2c). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

ARGUMENT = {
    "name": "Compelling Argument",
    "type_line": "Sorcery",
    "mana_cost": "{1}{U}",
    "layout": "normal",
    "keywords": ["Cycling", "Mill"],
    "oracle_text": "Target player mills five cards.\nCycling {U} ({U}, Discard this card: Draw a "
    "card.)",
}
MINDBREAKER = {
    "name": "Sphinx Mindbreaker",
    "type_line": "Creature — Sphinx",
    "mana_cost": "{5}{U}{U}",
    "power": "6",
    "toughness": "6",
    "layout": "normal",
    "keywords": ["Flying", "Mill"],
    "oracle_text": "Flying\nWhen Sphinx Mindbreaker enters the battlefield, each opponent mills "
    "ten cards.",
}
CULLERS = {
    "name": "Eyeblight Cullers",
    "type_line": "Creature — Elf Warrior",
    "mana_cost": "{1}{B}{B}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Mill"],
    "oracle_text": "When Eyeblight Cullers dies, create three 1/1 green Elf Warrior creature "
    "tokens, then mill three cards. (Put the top three cards of your library into your "
    "graveyard.)",
}
COURIER = {
    "name": "Crosstown Courier",
    "type_line": "Creature — Vedalken",
    "mana_cost": "{1}{U}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Mill"],
    "oracle_text": "Whenever Crosstown Courier deals combat damage to a player, that player "
    "mills that many cards.",
}
DREADWATERS = {
    "name": "Dreadwaters",
    "type_line": "Sorcery",
    "mana_cost": "{3}{U}",
    "layout": "normal",
    "keywords": ["Mill"],
    "oracle_text": "Target player mills X cards, where X is the number of lands you control.",
}
RECORDS = {r["name"]: r for r in (ARGUMENT, MINDBREAKER, CULLERS, COURIER, DREADWATERS)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def _library(who: str, count: int) -> list[dict[str, str]]:
    return [{"id": f"{who}{i}", "card": "Island"} for i in range(count)]


def _graveyard(state: GameState, player: str) -> list[str]:
    return [o.id for o in state.zone(Zone.GRAVEYARD, player)]


def test_target_player_mills_the_top_five_cards_701_17a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "argument", "card": "Compelling Argument"}]},
        {"id": "B", "library": _library("b", 7)},
    )
    cast = play(state, {"type": "cast", "object": "argument", "targets": ["B"], "free": True})
    done = play(cast.state, RESOLVE)
    assert sorted(_graveyard(done.state, "B")) == [f"b{i}" for i in range(5)]
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "B")] == ["b5", "b6"]
    assert cites(done.log, "701.17a")


def test_a_player_mills_no_more_than_their_library_holds_701_17b() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "argument", "card": "Compelling Argument"}]},
        {"id": "B", "library": _library("b", 2)},
    )
    cast = play(state, {"type": "cast", "object": "argument", "targets": ["B"], "free": True})
    done = play(cast.state, RESOLVE)
    assert sorted(_graveyard(done.state, "B")) == ["b0", "b1"]
    assert not done.state.zone(Zone.LIBRARY, "B")
    assert not done.state.player("B").lost  # milling is no draw (704.5b)


def test_each_opponent_mills_and_you_dont() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "sphinx", "card": "Sphinx Mindbreaker"}],
            "library": _library("a", 3),
        },
        {"id": "B", "library": _library("b", 12)},
    )
    cast = play(state, {"type": "cast", "object": "sphinx", "free": True})
    done = resolve_all(play(cast.state, RESOLVE).state)
    assert len(_graveyard(done, "B")) == 10
    assert len(done.zone(Zone.LIBRARY, "B")) == 2
    assert len(done.zone(Zone.LIBRARY, "A")) == 3


def test_eyeblight_cullers_creates_the_tokens_then_mills_608_2c() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "cullers", "card": "Eyeblight Cullers"}],
            "hand": [],
            "library": _library("a", 5),
        },
        {"id": "B", "hand": [{"id": "murder", "card": "Murder"}]},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["cullers"], "free": True})
    done = resolve_all(play(cast.state, RESOLVE).state)
    elves = [o for o in done.battlefield if o.token]
    assert len(elves) == 3
    assert sorted(_graveyard(done, "A")) == ["a0", "a1", "a2", "cullers"]


def test_that_player_mills_as_many_cards_as_the_combat_damage_dealt_120_3() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "courier", "card": "Crosstown Courier"}]},
        {"id": "B", "library": _library("b", 5)},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"courier": "B"}})
    state = play(attacked.state, {"type": "advance", "to": "combat_damage"}).state
    done = resolve_all(state)
    assert done.player("B").life == 18
    assert sorted(_graveyard(done, "B")) == ["b0", "b1"]


def test_mills_x_cards_where_x_is_the_number_of_lands_you_control() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "dreadwaters", "card": "Dreadwaters"}],
            "battlefield": [{"id": f"island{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B", "library": _library("b", 5)},
    )
    action = {"type": "cast", "object": "dreadwaters", "targets": ["B"], "free": True}
    done = play(play(state, action).state, RESOLVE)
    assert sorted(_graveyard(done.state, "B")) == ["b0", "b1", "b2"]
    assert cites(done.log, "701.17a")
