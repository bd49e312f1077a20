"""An {X} only some mana may pay ("Spend only black mana on X", Crypt Rats): the restriction is
text after the colon that defines an aspect of the activation cost (602.1b). The ways to pay from
the pool leave out the forbidden ones, so the payer is asked only about what may differ (601.2h),
and a pool without enough of the allowed mana can't pay (602.1b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.document.codec import dump, load
from engine.rules.mana.payment import payment_ways
from engine.testing.scenario import board, pending, play


def ways(cost: str, x: int, pool: dict[str, int], x_colors: tuple[str, ...] = ()) -> list[str]:
    found = payment_ways(cost, x, pool, 20, life_payable=True, x_colors=x_colors)
    return [p.option_id() for p in found.payments]


def test_the_restriction_removes_the_ways_that_spend_other_mana_on_x() -> None:
    """{X}{1} with X=1 from {B}{U}{U}: unrestricted, {U}{U} or {B}{U}; with black-only X, the
    {B} must pay the X, so one way is left."""
    assert ways("{X}{1}", 1, {"B": 1, "U": 2}) == ["mana:UU", "mana:UB"]
    assert ways("{X}{1}", 1, {"B": 1, "U": 2}, ("B",)) == ["mana:UB"]


def test_colored_symbols_of_the_same_cost_take_their_mana_first() -> None:
    """{X}{B} with black-only X=1 from {B}: the {B} symbol needs it, nothing is left for X."""
    found = payment_ways("{X}{B}", 1, {"B": 1}, 20, life_payable=True, x_colors=("B",))
    assert found.payments == ()
    assert [p.rule for p in found.problems] == ["601.2h"]  # short by one mana overall
    found = payment_ways("{X}{B}", 1, {"B": 1, "R": 1}, 20, life_payable=True, x_colors=("B",))
    assert found.payments == () and found.problems[-1].rule == "602.1b"


def test_the_payment_names_what_paid_for_x() -> None:
    (payment,) = payment_ways("{X}", 2, {"B": 3}, 20, life_payable=True, x_colors=("B",)).payments
    assert payment.details() == "{B}{B} for {X}"
    assert payment.x_spent == ("B", "B")


SOUL_RATS = {
    "name": "Soul Rats",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "text": "{X}: Soul Rats deals X damage to each player. Spend only black and/or red "
            "mana on X.",
            "cost": {"mana": "{X}", "x_colors": ["B", "R"]},
            "effects": [{"kind": "deal_damage", "params": {"amount": "x", "to": "each_player"}}],
        }
    ],
}


def soul_rats(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "mana_pool": pool, "battlefield": [{"id": "rats", "card": "Soul Rats"}]},
        {"id": "B"},
        custom_cards=[SOUL_RATS],
    )


ACTIVATE: dict[str, Any] = {"type": "activate", "object": "rats", "ability": 0, "x": 1}


def test_a_choice_among_allowed_mana_is_the_payers() -> None:
    """Black or red may pay X=1 and the pool holds one of each (and {G}, which may not): the
    payer chooses which stays (601.2h); green is never offered."""
    asked = pending(soul_rats({"B": 1, "R": 1, "G": 1}), ACTIVATE).pending
    assert asked is not None
    assert (asked.kind, asked.rule) == (DecisionKind.MANA_PAYMENT, "601.2h")
    assert [o.id for o in asked.options] == ["mana:B", "mana:R"]
    paid = play(soul_rats({"B": 1, "R": 1, "G": 1}), ACTIVATE, ["mana:R"])
    assert paid.state.player("A").mana_pool.to_json() == {"B": 1, "G": 1}


def test_a_custom_card_restriction_is_enforced_and_round_trips() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(soul_rats({"G": 2}), ACTIVATE)
    assert refused.value.rule == "602.1b"
    state = soul_rats({"B": 1})
    assert load(dump(state)) == state
    (card,) = dump(state)["custom_cards"]
    assert card["abilities"][0]["cost"] == {"mana": "{X}", "x_colors": ["B", "R"]}
