"""Assist (702.132a): before the caster pays a spell's total cost, another player they choose may
pay any part of its generic mana. The cast action names the helper and the generic mana they pay
(`"assist": {"player": ..., "mana": N}`); the helper pays from their own pool, tapping their own
mana sources when it can't. Magma Hellion ({6}{R} 5/5, "Assist", "Trample, haste") and Bring
Down ({3}{W}, "Assist", destroy target creature with power 4 or greater) are compiled from
their 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Magma Hellion", "Bring Down")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def game(alice_pool: dict[str, int], bob_pool: dict[str, int], bobs_lands: int = 0) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [
                {"id": "hellion", "card": "Magma Hellion"},
                {"id": "bring", "card": "Bring Down"},
            ],
            "mana_pool": alice_pool,
        },
        {
            "id": "B",
            "name": "Bob",
            "mana_pool": bob_pool,
            "battlefield": [
                *({"id": f"m{i}", "card": "Mountain"} for i in range(bobs_lands)),
                {"id": "angel", "card": "Serra Angel"},
            ],
        },
        {"id": "C", "name": "Carol"},
        format="free_for_all",
    )


def cast_hellion(state: GameState, **fields: Any) -> GameState:
    return play(state, {"type": "cast", "object": "hellion", **fields}).state


def test_the_keyword_line_compiles_and_the_cards_are_automated() -> None:
    for record in records(*NAMES).values():
        assert compile_record(record).label == AUTOMATED


def test_another_player_pays_part_of_the_generic_mana_from_their_pool() -> None:
    cast = play(
        game({"R": 3}, {"B": 2, "G": 2}),
        {"type": "cast", "object": "hellion", "assist": {"player": "B", "mana": 4}},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {6}{R}: {4} paid by Bob
    assert cast.state.player("B").mana_pool.to_json() == {}
    assert cites(cast.log, "702.132a")
    assert sorted(cast.state.object("hellion").mana_spent) == ["B", "B", "G", "G", "R", "R", "R"]
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("hellion").zone == Zone.BATTLEFIELD
    assert resolved.state.object("hellion").controller == "A"  # the helper only paid


def test_the_helper_taps_their_own_lands_when_their_pool_cant_pay() -> None:
    state = cast_hellion(game({"R": 4}, {}, bobs_lands=3), assist={"player": "B", "mana": 3})
    assert all(state.object(f"m{i}").tapped for i in range(3))
    assert state.player("A").mana_pool.to_json() == {}
    assert state.object("hellion").zone == Zone.STACK


def test_without_assist_the_caster_pays_everything() -> None:
    with pytest.raises(IllegalAction):
        cast_hellion(game({"R": 3}, {"B": 4}))
    state = cast_hellion(game({"R": 7}, {"B": 4}))
    assert state.player("B").mana_pool.to_json() == {"B": 4}


def test_the_helper_pays_only_generic_mana_and_no_more_than_there_is() -> None:
    with pytest.raises(IllegalAction) as refused:  # {6}{R}: the {R} is the caster's to pay
        cast_hellion(game({}, {"R": 7}), assist={"player": "B", "mana": 7})
    assert refused.value.rule == "702.132a"


def test_the_helper_is_another_player_who_can_pay() -> None:
    with pytest.raises(IllegalAction) as refused:
        cast_hellion(game({"R": 7}, {}), assist={"player": "A", "mana": 2})
    assert refused.value.rule == "702.132a"
    with pytest.raises(IllegalAction):  # Bob has nothing to pay with
        cast_hellion(game({"R": 5}, {}), assist={"player": "B", "mana": 2})


def test_any_other_player_may_help_and_the_spell_resolves_as_the_casters() -> None:
    state = game({"W": 1, "R": 1}, {"G": 2})
    assert state.player("C").mana_pool.to_json() == {}
    state = play(
        state,
        {
            "type": "cast",
            "object": "bring",
            "targets": ["angel"],
            "assist": {"player": "B", "mana": 2},
        },
    ).state
    assert state.player("A").mana_pool.to_json() == {}  # {3}{W}: {2} by Bob, {1}{W} by Alice
    resolved = play(state, {"type": "resolve"})
    assert resolved.state.object("angel").zone == Zone.GRAVEYARD
    options = available_actions(game({"R": 7}, {}))
    option = next(o for o in options if o.action.get("object") == "hellion")
    assert option.extras["assist"] == ("B", "C")  # the players who could help


def test_a_spell_without_assist_or_a_free_cost_refuses_a_helper() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            board(
                {
                    "id": "A",
                    "hand": [{"id": "bears", "card": "Grizzly Bears"}],
                    "mana_pool": {"G": 1},
                },
                {"id": "B", "mana_pool": {"G": 1}},
            ),
            {"type": "cast", "object": "bears", "assist": {"player": "B", "mana": 1}},
        )
    assert refused.value.rule == "702.132a"
    with pytest.raises(IllegalAction) as refused:
        cast_hellion(game({}, {"G": 3}), free=True, assist={"player": "B", "mana": 3})
    assert refused.value.rule == "702.132a"


def test_a_malformed_assist_is_refused() -> None:
    for bad in ({"player": "B"}, {"player": "B", "mana": 0}, {"mana": 2}, ["B", 2]):
        with pytest.raises(InvalidDocument):
            cast_hellion(game({"R": 7}, {"G": 2}), assist=bad)
