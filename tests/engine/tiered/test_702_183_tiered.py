"""Tiered (702.183a): "Choose one. As an additional cost to cast this spell, pay the cost
associated with that mode." Thunder Magic ({R} instant: Thunder — {0} — 2 damage, Thundara —
{3} — 4 damage, Thundaga — {5}{R} — 8 damage to target creature; the mode names are flavor
words, 207.2d) of the 2026 card file is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

THUNDER = "Thunder Magic"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, THUNDER)


def test_702_183a_tiered_compiles_and_prints_back() -> None:
    compiled = compile_record(records(THUNDER)[THUNDER])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[:2] == [
        "Tiered",
        "• Thunder — {0} — ~ deals 2 damage to target creature.",
    ]
    spell = compiled.definition.abilities[0]
    assert getattr(spell, "choose", "") == "one"


def _board(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "magic", "card": THUNDER}], "mana_pool": pool},
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 2}}],
        },
    )


def _cast(pool: dict[str, int], **how: Any) -> Any:
    return play(_board(pool), {"type": "cast", "object": "magic", "targets": ["bears"], **how})


def test_702_183a_the_chosen_modes_cost_is_paid_as_well() -> None:
    cast = _cast({"R": 4}, mode=1)  # {R} and Thundara's {3}
    assert cites(cast.log, "702.183a")
    assert cast.state.player("A").mana_pool.to_json() == {}
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("bears").zone is Zone.GRAVEYARD  # 4 damage to a 4/4


def test_702_183a_the_zero_tier_costs_only_the_mana_cost() -> None:
    cast = _cast({"R": 1}, mode=0)
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("bears").zone is Zone.BATTLEFIELD  # 2 damage to a 4/4


def test_702_183a_a_tier_its_caster_cant_pay_is_refused() -> None:
    with pytest.raises(IllegalAction):
        apply(
            _board({"R": 2}), {"type": "cast", "object": "magic", "targets": ["bears"], "mode": 2}
        )


def test_702_183a_only_one_mode() -> None:
    with pytest.raises(IllegalAction):
        apply(
            _board({"R": 10}),
            {"type": "cast", "object": "magic", "targets": ["bears", "bears"], "modes": [0, 1]},
        )
