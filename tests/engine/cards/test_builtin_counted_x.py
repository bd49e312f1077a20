"""Crypt Rats and Crimson Hellkite ({X} paid only with mana of one color, 602.1b) and Tendrils of
Corruption (X is the number of Swamps you control, counted as it resolves, 608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import DamageDealt
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}


def rats(x: int, **extra: Any) -> dict[str, Any]:
    return {"type": "activate", "object": "rats", "ability": 0, "x": x, **extra}


def rats_board(pool: dict[str, int]) -> GameState:
    """A: Crypt Rats, Grizzly Bears (2/2) and `pool`; B: Hill Giant (3/3), Serra Angel (4/4)."""
    return board(
        {
            "id": "A",
            "mana_pool": pool,
            "battlefield": [
                {"id": "rats", "card": "Crypt Rats"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "angel", "card": "Serra Angel"},
            ],
        },
    )


def test_crypt_rats_for_three_hits_each_creature_and_each_player_at_once() -> None:
    activated = play(rats_board({"B": 3}), rats(3))
    assert cites(activated.log, "602.1b")  # {B}{B}{B} paid for the X
    assert activated.state.player("A").mana_pool.to_json() == {}
    result = play(activated.state, RESOLVE)
    dealt = [e for e in result.events if isinstance(e, DamageDealt)]
    # 120.4: one damage event: every recipient, the Rats itself included, 3 each.
    assert {(e.recipient, e.amount) for e in dealt} == {
        ("rats", 3),
        ("bears", 3),
        ("giant", 3),
        ("angel", 3),
        ("A", 3),
        ("B", 3),
    }
    state = result.state
    assert [state.object(c).zone for c in ("rats", "bears", "giant", "angel")] == [
        Zone.GRAVEYARD,
        Zone.GRAVEYARD,
        Zone.GRAVEYARD,
        Zone.BATTLEFIELD,
    ]
    assert (state.player("A").life, state.player("B").life) == (17, 17)
    assert state.object("angel").damage == 3


@pytest.mark.parametrize(
    ("pool", "x"),
    [({"R": 3}, 3), ({"B": 2, "R": 1}, 3), ({"U": 1}, 1)],
    ids=["red", "short_of_black", "blue"],
)
def test_mana_other_than_black_cant_pay_crypt_rats_x(pool: dict[str, int], x: int) -> None:
    state = rats_board(pool)
    with pytest.raises(IllegalAction) as refused:
        play(state, rats(x))
    assert refused.value.rule == "602.1b"
    assert "only {B} mana can be spent on X" in refused.value.message


def test_black_mana_pays_crypt_rats_x_and_other_mana_stays() -> None:
    activated = play(rats_board({"B": 2, "R": 1}), rats(2))
    assert activated.state.player("A").mana_pool.to_json() == {"R": 1}
    assert any("{B}{B} for {X}" in e.text for e in activated.log)
    result = play(activated.state, RESOLVE).state
    assert result.object("bears").zone is Zone.GRAVEYARD
    assert result.object("giant").zone is Zone.BATTLEFIELD


def test_a_free_activation_uses_the_given_x() -> None:
    """With the cost marked paid (a scenario-building shortcut) X is just the given number."""
    activated = play(rats_board({}), rats(4, free=True))
    result = play(activated.state, RESOLVE).state
    assert result.object("angel").zone is Zone.GRAVEYARD
    assert (result.player("A").life, result.player("B").life) == (16, 16)


def test_crimson_hellkite_x_is_paid_only_with_red_mana() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"R": 2, "G": 1},
            "battlefield": [{"id": "kite", "card": "Crimson Hellkite"}],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    hellkite = {"type": "activate", "object": "kite", "ability": 0, "targets": ["giant"]}
    with pytest.raises(IllegalAction) as refused:
        play(state, hellkite | {"x": 3})
    assert refused.value.rule == "602.1b"
    activated = play(state, hellkite | {"x": 2})
    assert activated.state.player("A").mana_pool.to_json() == {"G": 1}
    assert activated.state.object("kite").tapped
    result = play(activated.state, RESOLVE).state
    assert result.object("giant").damage == 2


def tendrils_board(*extra_lands: dict[str, Any]) -> GameState:
    """A: Tendrils of Corruption, two Swamps, an Island and `extra_lands`; B: Serra Angel (4/4)
    and a Swamp of its own, which isn't A's."""
    return board(
        {
            "id": "A",
            "life": 10,
            "hand": [{"id": "tendrils", "card": "Tendrils of Corruption"}],
            "battlefield": [
                {"id": "s1", "card": "Swamp"},
                {"id": "s2", "card": "Swamp"},
                {"id": "i1", "card": "Island"},
                *extra_lands,
            ],
        },
        {
            "id": "B",
            "battlefield": [{"id": "angel", "card": "Serra Angel"}, {"id": "s9", "card": "Swamp"}],
        },
    )


TENDRILS = {"type": "cast", "object": "tendrils", "targets": ["angel"], "free": True}


def test_tendrils_counts_the_swamps_you_control_nonbasic_ones_included() -> None:
    """Watery Grave is a Land — Island Swamp: it is a Swamp (205.3i), so X is 3."""
    state = tendrils_board({"id": "grave", "card": "Watery Grave"})
    result = play(play(state, TENDRILS).state, RESOLVE)
    assert result.state.object("angel").damage == 3
    assert result.state.player("A").life == 13
    assert result.state.player("B").life == 20
    assert cites(result.log, "608.2h")


def test_tendrils_counts_as_it_resolves() -> None:
    """X is determined as the spell resolves (608.2h): a Swamp that leaves before that doesn't
    count, and four Swamps kill the 4/4."""
    state = play(tendrils_board(), TENDRILS).state
    fewer = play(state, {"type": "move_object", "object": "s2", "to": "hand"}).state
    weaker = play(fewer, RESOLVE).state
    assert weaker.object("angel").damage == 1 and weaker.player("A").life == 11
    more = tendrils_board({"id": "s3", "card": "Swamp"}, {"id": "s4", "card": "Swamp"})
    killed = play(play(more, TENDRILS).state, RESOLVE).state
    assert killed.object("angel").zone is Zone.GRAVEYARD
    assert killed.player("A").life == 14


def test_tendrils_whose_target_is_gone_does_nothing_not_even_the_life_gain() -> None:
    """608.2b: its only target is illegal, so the spell doesn't resolve: no life is gained."""
    state = play(tendrils_board(), TENDRILS).state
    gone = play(state, {"type": "move_object", "object": "angel", "to": "hand"}).state
    result = play(gone, RESOLVE)
    assert result.state.player("A").life == 10
    assert cites(result.log, "608.2b")
    assert result.state.object("tendrils").zone is Zone.GRAVEYARD


def test_tendrils_paid_from_the_pool() -> None:
    """{3}{B}: the Islands' mana pays the generic part; one Swamp makes X 1."""
    state = board(
        {
            "id": "A",
            "mana_pool": {"U": 3, "B": 1},
            "hand": [{"id": "tendrils", "card": "Tendrils of Corruption"}],
            "battlefield": [{"id": "s1", "card": "Swamp"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = {"type": "cast", "object": "tendrils", "targets": ["bears"]}
    result = play(play(state, cast).state, RESOLVE).state
    assert result.player("A").mana_pool.to_json() == {}
    assert result.object("bears").damage == 1
    assert result.player("A").life == 21
