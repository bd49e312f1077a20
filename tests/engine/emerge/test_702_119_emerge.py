"""Emerge (702.119a): the card may be cast by paying its emerge cost and sacrificing a creature
rather than paying its mana cost, the total cost reduced by generic mana equal to the sacrificed
creature's mana value; the creature is chosen as the emerge cost is (702.119c). Real cards of the
2026 card file, compiled from their Oracle text: Wretched Gryff ("Emerge {5}{U}", "When you cast
~, draw a card.", flying) and Elder Deep-Fiend ("Emerge {5}{U}{U}")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Wretched Gryff", "Elder Deep-Fiend")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(pool: dict[str, int], *mine: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Wretched Gryff"}],
            "library": [{"id": "top", "card": "Island"}],
            "mana_pool": pool,
            "battlefield": [{"id": f"c{n + 1}", "card": c} for n, c in enumerate(mine)],
        },
        {"id": "B"},
    )


def test_702_119_emerge_cards_compile_and_print_back() -> None:
    for name, line in (
        ("Wretched Gryff", "Emerge {5}{U}"),
        ("Elder Deep-Fiend", "Emerge {5}{U}{U}"),
    ):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert line in compiled.printed.split("\n")
        assert compiled.definition.emerge == line.removeprefix("Emerge ")


def test_702_119a_sacrificed_creatures_mana_value_reduces_the_emerge_cost() -> None:
    # {5}{U} less Grizzly Bears' mana value 2: {3}{U}, paid from the pool.
    state = _board({"U": 1, "C": 3}, "Grizzly Bears")
    cast = play(state, {"type": "cast", "object": "spell", "emerge": "c1"})
    assert cast.state.object("c1").zone is Zone.GRAVEYARD
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cites(cast.log, "702.119a") and cites(cast.log, "702.119c")
    assert cites(cast.log, "118.9") and cites(cast.log, "601.2f")
    assert cast.state.object("spell").cast_for == "emerge"
    # "When you cast ~, draw a card." triggers from the stack (601.2i) and resolves first.
    done = resolve_all(cast.state)
    assert done.object("top").zone is Zone.HAND
    assert done.object("spell").zone is Zone.BATTLEFIELD
    # Three mana can't pay {3}{U}.
    with pytest.raises(IllegalAction):
        play(
            _board({"U": 1, "C": 2}, "Grizzly Bears"),
            {"type": "cast", "object": "spell", "emerge": "c1"},
        )


def test_702_119a_only_generic_mana_is_reduced() -> None:
    # Craw Wurm (mana value 6) reduces {5}{U} to {U}: the {U} stays.
    cast = play(_board({"U": 1}, "Craw Wurm"), {"type": "cast", "object": "spell", "emerge": "c1"})
    assert cast.state.player("A").mana_pool.to_json() == {}
    with pytest.raises(IllegalAction):
        play(_board({"C": 1}, "Craw Wurm"), {"type": "cast", "object": "spell", "emerge": "c1"})


def test_702_119a_refused_without_a_creature_or_with_another_alternative_cost() -> None:
    with pytest.raises(IllegalAction) as not_creature:
        play(
            _board({}, "Ornithopter", "Island"),
            {"type": "cast", "object": "spell", "emerge": "c2", "free": True},
        )
    assert not_creature.value.rule == "118.3"
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "c1", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as no_emerge:
        play(state, {"type": "cast", "object": "spell", "emerge": "c1", "free": True})
    assert no_emerge.value.rule == "702.119a"
    offered = [
        o.action
        for o in available_actions(_board({"U": 1, "C": 3}, "Grizzly Bears"))
        if o.action.get("object") == "spell"
    ]
    assert {"type": "cast", "object": "spell", "emerge": "c1"} in offered
