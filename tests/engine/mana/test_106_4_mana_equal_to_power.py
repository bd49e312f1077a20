"""A mana ability adding an amount equal to its source's power (106.4, 608.2h): "{T}: Add an
amount of {G} equal to ~'s power." (Marwyn, the Nurturer) and "{T}: Add X mana of any one color,
where X is ~'s power." (Heronblade Elite). The power is taken as the ability resolves, counters
included. Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

MARWYN = "Marwyn, the Nurturer"
HERONBLADE = "Heronblade Elite"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, MARWYN, HERONBLADE)


@pytest.mark.parametrize("name", [MARWYN, HERONBLADE])
def test_the_cards_compile_automated_and_print_back_the_amount(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "~'s power" in compiled.printed


def test_marwyn_adds_green_equal_to_its_power_with_counters_608_2h() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "marwyn", "card": MARWYN, "counters": {"+1/+1": 3}}]},
        {"id": "B"},
    )
    done = play(state, {"type": "activate", "object": "marwyn", "ability": 1})
    assert done.state.player("A").mana_pool.to_json() == {"G": 4}  # 1/1 with three counters


def test_heronblade_adds_x_mana_of_one_chosen_color_106_1a() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "elite", "card": HERONBLADE, "counters": {"+1/+1": 1}}],
        },
        {"id": "B"},
    )
    index = next(
        i
        for i, a in enumerate(compile_record(records(HERONBLADE)[HERONBLADE]).definition.abilities)
        if "power" in getattr(a, "text", "")
    )
    done = play(state, {"type": "activate", "object": "elite", "ability": index}, ["U"])
    assert done.state.player("A").mana_pool.to_json() == {"U": 2}  # a 1/1 with a counter
