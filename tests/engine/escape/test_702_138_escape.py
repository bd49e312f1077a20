"""Escape (702.138): a card cast from its owner's graveyard for its escape cost rather than its
mana cost (118.9), its mana and "Exile N other cards from your graveyard" (the caster chooses
which as the cost is paid, 601.2h); the spell and its permanent escaped (702.138b), and "~
escapes with N counters" puts them on as it enters (702.138c). Real cards compiled from their
Oracle text: Fruit of Tizerus ({B} sorcery: "Target player loses 2 life." / "Escape—{3}{B},
Exile three other cards from your graveyard."), Phoenix of Ash ({1}{R}{R} 2/2 flying, haste;
"Escape—{2}{R}{R}, Exile three other cards from your graveyard." / "~ escapes with a +1/+1
counter on it.")."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.cache import COMPILED
from engine.testing.scenario import board, cites, pending, play

REMINDER = "(You may cast this card from your graveyard for its escape cost.)"
RECORDS = {
    "Fruit of Tizerus": {
        "name": "Fruit of Tizerus",
        "type_line": "Sorcery",
        "mana_cost": "{B}",
        "colors": ["B"],
        "layout": "normal",
        "oracle_text": "Target player loses 2 life.\nEscape—{3}{B}, Exile three other cards from "
        f"your graveyard. {REMINDER}",
    },
    "Phoenix of Ash": {
        "name": "Phoenix of Ash",
        "type_line": "Creature — Phoenix",
        "mana_cost": "{1}{R}{R}",
        "power": "2",
        "toughness": "2",
        "colors": ["R"],
        "layout": "normal",
        "oracle_text": "Flying, haste\n{2}{R}: Phoenix of Ash gets +2/+0 until end of turn.\n"
        f"Escape—{{2}}{{R}}{{R}}, Exile three other cards from your graveyard. {REMINDER}\n"
        "Phoenix of Ash escapes with a +1/+1 counter on it.",
    },
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def alice(card: str, others: int, pool: dict[str, int], *, hand: bool = False) -> GameState:
    """Alice with `card` in her graveyard (or hand) and `others` other cards there."""
    graveyard = [{"id": f"g{i}", "card": "Island"} for i in range(others)]
    spot = {"id": "card", "card": card}
    return board(
        {
            "id": "A",
            "graveyard": graveyard if hand else [spot, *graveyard],
            "hand": [spot] if hand else [],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def test_fruit_of_tizerus_escapes_exiling_three_other_cards_and_returns_to_the_graveyard() -> None:
    assert COMPILED.get("Fruit of Tizerus").label == "automated"  # type: ignore[union-attr]
    cast = play(
        alice("Fruit of Tizerus", 3, {"B": 1, "C": 3}),
        {"type": "cast", "object": "card", "targets": ["B"], "escape": True},
    )
    state = cast.state
    assert state.player("A").mana_pool.to_json() == {}  # {3}{B}, not {B}
    assert all(state.object(f"g{i}").zone is Zone.EXILE for i in range(3))
    assert state.object("card").zone is Zone.STACK
    assert state.object("card").cast_for == "escape"  # 702.138b
    assert cites(cast.log, "702.138a") and cites(cast.log, "118.9") and cites(cast.log, "601.2h")
    resolved = play(state, {"type": "resolve"})
    assert resolved.state.player("B").life == 18
    # Nothing replaces where an escaped instant goes (unlike flashback, 702.34a).
    assert resolved.state.object("card").zone is Zone.GRAVEYARD


def test_the_caster_chooses_which_other_cards_escape_exiles() -> None:
    state = alice("Fruit of Tizerus", 4, {"B": 1, "C": 3})
    action = {"type": "cast", "object": "card", "targets": ["B"], "escape": True}
    asked = pending(state, action)
    decision = asked.pending
    assert decision is not None and decision.rule == "601.2h"
    assert {o.id for o in decision.options} == {"g0", "g1", "g2", "g3"}  # not the spell itself
    cast = play(state, action, ("g3", "g1", "g0"))
    assert cast.state.object("g2").zone is Zone.GRAVEYARD
    assert all(cast.state.object(g).zone is Zone.EXILE for g in ("g0", "g1", "g3"))


def test_escape_needs_enough_other_cards_in_the_graveyard() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            alice("Fruit of Tizerus", 2, {"B": 1, "C": 3}),
            {"type": "cast", "object": "card", "targets": ["B"], "escape": True},
        )
    assert refused.value.rule == "118.3"


def test_escape_casts_only_from_the_graveyard() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            alice("Fruit of Tizerus", 3, {"B": 1, "C": 3}, hand=True),
            {"type": "cast", "object": "card", "targets": ["B"], "escape": True},
        )
    assert refused.value.rule == "702.138a"


def test_escape_is_an_alternative_cost_and_cant_join_another() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            alice("Fruit of Tizerus", 3, {"B": 1, "C": 3}),
            {
                "type": "cast",
                "object": "card",
                "targets": ["B"],
                "escape": True,
                "flashback": True,
            },
        )
    assert refused.value.rule == "118.9a"


def test_phoenix_of_ash_escapes_with_a_counter_and_the_picker_offers_it() -> None:
    assert COMPILED.get("Phoenix of Ash").label == "automated"  # type: ignore[union-attr]
    state = alice("Phoenix of Ash", 3, {"R": 2, "C": 2})
    offered = [o for o in available_actions(state) if o.action.get("escape")]
    assert [o.label for o in offered] == ["Cast Phoenix of Ash with escape"] and offered[0].legal
    cast = play(state, {"type": "cast", "object": "card", "escape": True})
    entered = play(cast.state, {"type": "resolve"})
    phoenix = entered.state.object("card")
    assert phoenix.zone is Zone.BATTLEFIELD and phoenix.counter("+1/+1") == 1
    assert phoenix.cast_for == "escape"
    assert cites(entered.log, "702.138c") and cites(entered.log, "614.1c")
    assert engine.load(engine.dump(entered.state)) == entered.state  # the codec keeps "escape"


def test_phoenix_of_ash_cast_from_the_hand_enters_without_a_counter() -> None:
    cast = play(
        alice("Phoenix of Ash", 0, {"R": 2, "C": 1}, hand=True),
        {"type": "cast", "object": "card"},
    )
    entered = play(cast.state, {"type": "resolve"})
    assert entered.state.object("card").zone is Zone.BATTLEFIELD
    assert entered.state.object("card").counter("+1/+1") == 0
