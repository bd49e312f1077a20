"""An additional cost "waterbend {X}" (701.67a, 118.8): X is announced as the spell is cast
(107.3a, 601.2b) though the spell's mana cost has none; its generic mana joins the total cost
(601.2f), and for each of it the caster may tap an untapped artifact or creature they control
(701.67a), never more than X (701.67b). Crashing Wave's "As an additional cost to cast ~,
waterbend {X}." of the 2026 card file is compiled from its Oracle text (its other line is not
applied, so casting it only pays the cost)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

WAVE = "Crashing Wave"
LINE = "As an additional cost to cast ~, waterbend {X}."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WAVE, "Grizzly Bears", "Ornithopter")


@pytest.mark.parametrize("name", [WAVE, "Foggy Swamp Visions", "Waterbender's Restoration"])
def test_701_67a_waterbend_x_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert next(s for s in compiled.lines if s.text == LINE).applied
    assert LINE in compiled.printed.split("\n")


def _board(pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "wave", "card": WAVE}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "thopter", "card": "Ornithopter"},
            ],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def test_107_3a_701_67a_x_is_announced_and_tapped_permanents_pay_it() -> None:
    state = _board({"U": 3})  # {U}{U} and X = 3: two tapped, one paid
    cast = {"type": "cast", "object": "wave", "x": 3, "waterbend": ["bears", "thopter"]}
    done = play(state, cast)
    assert done.state.object("bears").tapped and done.state.object("thopter").tapped
    assert int(done.state.player("A").mana_pool.get("U", 0)) == 0
    assert cites(done.log, "701.67a")


def test_601_2f_the_x_joins_the_total_cost() -> None:
    with pytest.raises(IllegalAction):  # {U}{U} + {3} with two tapped needs three mana
        play(
            _board({"U": 2}),
            {"type": "cast", "object": "wave", "x": 3, "waterbend": ["bears", "thopter"]},
        )


def test_701_67b_no_more_tapped_than_x() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            _board({"U": 2}),
            {"type": "cast", "object": "wave", "x": 1, "waterbend": ["bears", "thopter"]},
        )
    assert refused.value.rule == "701.67a"


def test_107_3a_x_of_zero_costs_only_the_mana_cost() -> None:
    done = play(_board({"U": 2}), {"type": "cast", "object": "wave"})
    assert not done.state.object("bears").tapped
    assert int(done.state.player("A").mana_pool.get("U", 0)) == 0
