"""Divided damage (601.2d): a spell that divides its damage among a variable number of targets
(601.2c). Each target is a different object or player (115.3) and is dealt at least 1; the
caster announces the division as the spell is cast (a decision per target but the last); a
target that becomes illegal is dealt nothing and the division stays as announced (608.2b).
Forked Bolt and Pyrotechnics are written here in the engine's vocabulary; the compiled cards
are played in tests/engine/oracle/test_compiled_divided_damage.py."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from engine.cards.model import CardDef, SpellAbility, instruction
from engine.cards.registry import FALLBACKS
from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import Result
from engine.puzzle import win_this_turn
from engine.puzzle.lines import LineStatus, winning_line
from engine.testing.scenario import board, cites, pending, play


def _divider(name: str, cost: str, damage: int | str, among: int) -> CardDef:
    return CardDef(
        name=name,
        types=("Sorcery",),
        mana_cost=cost,
        colors=("R",),
        abilities=(
            SpellAbility(
                "divided damage",
                (instruction("deal_divided_damage", amount=damage, among=among),),
                ("any",),
            ),
        ),
    )


CARDS = {
    card.name: card
    for card in (
        _divider("Forked Bolt", "{R}", 2, 2),
        _divider("Pyrotechnics", "{4}{R}", 4, 0),
        _divider("Rolling Thunder", "{X}{R}{R}", "x", 0),
    )
}


@pytest.fixture(autouse=True)
def dividers() -> Iterator[None]:
    FALLBACKS.append(CARDS.get)
    try:
        yield
    finally:
        FALLBACKS.remove(CARDS.get)


def alice(spell: str) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "spell", "card": spell}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
    )


def cast_card(card: str, targets: list[str], choices: tuple[str, ...] = (), x: int = 0) -> Result:
    action: dict[str, Any] = {"type": "cast", "object": "spell", "targets": targets, "free": True}
    if x:
        action["x"] = x
    return play(alice(card), action, choices)


def test_forked_bolt_deals_one_to_each_of_two_targets_without_a_decision() -> None:
    # 2 damage between two targets: 1 each is the only division (601.2d).
    cast = cast_card("Forked Bolt", ["bears", "B"])
    assert cites(cast.log, "601.2d")
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 19
    assert resolved.state.object("bears").damage == 1
    assert resolved.state.object("bears").zone is Zone.BATTLEFIELD


def test_forked_bolt_deals_all_its_damage_to_one_target() -> None:
    cast = cast_card("Forked Bolt", ["bears"])
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert resolved.state.player("B").life == 20


def test_pyrotechnics_asks_how_much_each_target_but_the_last_is_dealt() -> None:
    action = {"type": "cast", "object": "spell", "targets": ["bears", "B"], "free": True}
    asked = pending(alice("Pyrotechnics"), action)
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.NUMBER
    assert asked.pending.rule == "601.2d"
    assert asked.pending.option_ids() == ("1", "2", "3")  # Bob is dealt at least 1
    cast = play(alice("Pyrotechnics"), action, ["3"])
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert resolved.state.player("B").life == 19


def test_pyrotechnics_among_three_targets() -> None:
    # 4 among the Bears, Bob and the Giant: 2 to the Bears leaves 2 for two targets, 1 each.
    cast = cast_card("Pyrotechnics", ["bears", "B", "giant"], ("2",))
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert resolved.state.player("B").life == 19
    assert resolved.state.object("giant").damage == 1
    assert cites(resolved.log, "120.4b")


def test_a_target_that_became_illegal_gets_nothing_and_the_division_stays() -> None:
    cast = cast_card("Pyrotechnics", ["bears", "B"], ("3",))
    bears = cast.state.object("bears")
    gone = cast.state.with_object(replace(bears, zone=Zone.GRAVEYARD))
    resolved = play(gone, {"type": "resolve"})
    assert resolved.state.player("B").life == 19  # not 16: its share is its own (608.2b)
    assert cites(resolved.log, "608.2b")


@pytest.mark.parametrize(
    ("card", "targets", "x", "rule"),
    [
        ("Forked Bolt", ["bears", "B", "giant"], 0, "601.2c"),  # "one or two targets"
        ("Forked Bolt", [], 0, "601.2c"),  # at least one
        ("Pyrotechnics", ["bears", "bears"], 0, "115.3"),  # one word "target": each once
        ("Pyrotechnics", ["bears", "B", "giant", "A", "spell"], 0, "601.2d"),  # 5 > 4 damage
        ("Rolling Thunder", ["bears", "B"], 1, "601.2d"),  # X=1 can't go to two targets
    ],
)
def test_the_number_of_targets_is_checked_as_it_is_cast(
    card: str, targets: list[str], x: int, rule: str
) -> None:
    with pytest.raises(IllegalAction) as refused:
        cast_card(card, targets, x=x)
    assert refused.value.rule == rule


def test_rolling_thunder_divides_x() -> None:
    cast = cast_card("Rolling Thunder", ["bears", "giant", "B"], ("2", "1"), x=5)
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert resolved.state.object("giant").damage == 1
    assert resolved.state.player("B").life == 18


def test_the_puzzle_search_finds_the_line_that_splits_forked_bolt() -> None:
    # Bob at 3 with Llanowar Elves to block: only 1 to the Elves and 1 to Bob, then the Bears
    # attacking unblocked, wins this turn (2 to Bob leaves the Bears blocked; 2 to the Elves
    # leaves Bob at 1).
    start = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Forked Bolt"}],
            "battlefield": [
                {"id": "m1", "card": "Mountain"},
                {"id": "bear", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "life": 3, "battlefield": [{"id": "elves", "card": "Llanowar Elves"}]},
    )
    search = winning_line(start, start, win_this_turn())
    assert search.status == LineStatus.WINS
    assert search.move is not None
    assert sorted(search.move["targets"]) == ["B", "elves"]
