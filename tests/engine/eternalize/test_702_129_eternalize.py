"""Eternalize (702.129a): "[Cost], Exile this card from your graveyard: Create a token that's a
copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition
to its other types. Activate only as a sorcery." The cost may discard a card as well. Sinuous
Striker of the 2026 card file ("{U}: ~ gets +1/-1 until end of turn." / "Eternalize—{3}{U}{U},
Discard a card.", a 2/2 Naga Warrior) is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

STRIKER = "Sinuous Striker"
ETERNALIZE = {"type": "activate", "object": "striker", "ability": 1}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, STRIKER)


def _alice(hand: list[str], pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "graveyard": [{"id": "striker", "card": STRIKER}],
            "hand": [{"id": f"h{i}", "card": c} for i, c in enumerate(hand)],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def test_702_129a_eternalize_with_a_discard_compiles_and_prints_back() -> None:
    compiled = compile_record(records(STRIKER)[STRIKER])
    assert compiled.label == AUTOMATED
    assert compiled.printed.split("\n")[1] == "Eternalize—{3}{U}{U}, Discard a card."


def test_702_129a_paying_mana_and_a_discard_makes_a_4_4_black_zombie_copy() -> None:
    activated = play(_alice(["Grizzly Bears"], {"U": 2, "C": 3}), ETERNALIZE)
    assert activated.state.object("striker").zone is Zone.EXILE  # the cost exiles it
    assert activated.state.object("h0").zone is Zone.GRAVEYARD  # and discards a card
    assert activated.state.player("A").mana_pool.to_json() == {}
    resolved = play(activated.state, RESOLVE)
    (token,) = (o for o in resolved.state.battlefield if o.token)
    c = chars(resolved.state, token)
    assert (c.name, c.colors, c.mana_cost, c.power, c.toughness) == (STRIKER, ("B",), "", 4, 4)
    assert c.subtypes == ("Naga", "Warrior", "Zombie")
    assert cites(resolved.log, "702.129a")


def test_702_129a_without_a_card_to_discard_it_cant_be_activated() -> None:
    with pytest.raises(IllegalAction):
        play(_alice([], {"U": 2, "C": 3}), ETERNALIZE)
