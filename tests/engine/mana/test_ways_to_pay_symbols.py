"""The ways each mana symbol can be paid (107.4) and the distinct payments of a whole cost
(engine.rules.mana.payment, pure arithmetic); hybrid Phyrexian symbols are cast through a custom card
because the card data predates them."""

from __future__ import annotations

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.rules.mana.payment import Way, payment_ways, symbol_ways
from engine.testing.scenario import board, pending, play


@pytest.mark.parametrize(
    ("symbol", "ways"),
    [
        ("G", (Way(mana="G"),)),
        ("C", (Way(mana="C"),)),
        ("3", (Way(generic=3),)),
        ("R/G", (Way(mana="R"), Way(mana="G"))),  # 107.4e
        ("2/W", (Way(mana="W"), Way(generic=2))),  # 107.4e: monocolored hybrid
        ("C/U", (Way(mana="C"), Way(mana="U"))),  # 107.4e: {C/U} is colorless or blue
        ("B/P", (Way(mana="B"), Way(life=2))),  # 107.4f
        ("G/U/P", (Way(mana="G"), Way(mana="U"), Way(life=2))),  # 107.4f: hybrid Phyrexian
    ],
)
def test_each_symbol_is_paid_the_ways_107_4_gives(symbol: str, ways: tuple[Way, ...]) -> None:
    assert symbol_ways(symbol, x=0) == ways


def test_x_is_generic_mana_of_the_chosen_value() -> None:
    assert symbol_ways("X", x=3) == (Way(generic=3),)


def test_snow_mana_is_refused_rather_than_guessed() -> None:
    """107.4h: {S} needs mana from a snow source, which the pool doesn't record."""
    with pytest.raises(IllegalAction) as refused:
        symbol_ways("S", x=0)
    assert refused.value.rule == "601.2h" and "{S}" in refused.value.message


def test_ways_that_leave_the_same_pool_and_life_are_one_payment() -> None:
    ways = payment_ways("{R/G}{R/G}", 0, {"R": 1, "G": 1}, 20, life_payable=True)
    assert [p.option_id() for p in ways.payments] == ["mana:RG"]


def test_life_counts_only_when_it_can_be_paid() -> None:
    assert [
        p.option_id() for p in payment_ways("{B/P}", 0, {}, 20, life_payable=True).payments
    ] == ["life:2"]
    refused = payment_ways("{B/P}", 0, {}, 20, life_payable=False)
    assert not refused.payments and [p.rule for p in refused.problems] == ["601.2h", "119.8"]


HYBRID_PHYREXIAN = {
    "name": "Test Hybrid Phyrexian Bear",
    "mana_cost": "{G/U/P}",
    "types": ["Creature"],
    "colors": ["G", "U"],
    "power": 2,
    "toughness": 2,
}


def test_a_hybrid_phyrexian_symbol_offers_either_color_or_2_life() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "bear", "card": HYBRID_PHYREXIAN["name"]}],
            "mana_pool": {"G": 1, "U": 1},
        },
        {"id": "B", "name": "Bob"},
        custom_cards=[HYBRID_PHYREXIAN],
    )
    cast = {"type": "cast", "object": "bear"}
    asked = pending(state, cast).pending
    assert asked is not None
    assert (asked.kind, asked.rule) == (DecisionKind.MANA_PAYMENT, "601.2b")
    assert [(o.id, o.label) for o in asked.options] == [
        ("mana:G", "{G} from the pool for {G/U/P} (leaves {U})"),
        ("mana:U", "{U} from the pool for {G/U/P} (leaves {G})"),
        ("life:2", "2 life for {G/U/P} (leaves {U}{G})"),
    ]
    paid = play(state, cast, ["mana:U"]).state
    assert dict(paid.player("A").mana_pool.items()) == {"G": 1}
    assert paid.player("A").life == 20
