"""Kicker costs of more than mana (702.33a) and two kicker costs (702.33b, 702.33d), with cards
of the 2026 card file compiled from their Oracle text: Phyrexian Scuta ({3}{B} 3/3, "Kicker—Pay
3 life.", "If ~ was kicked, it enters with two +1/+1 counters on it."), Arctic Merfolk ({1}{U}
1/1, "Kicker—Return a creature you control to its owner's hand.", a +1/+1 counter if kicked)
and Archangel of Wrath ({2}{W}{W} 3/4 flying, lifelink, "Kicker {B} and/or {R}", "When ~ enters,
if it was kicked, it deals 2 damage to any target.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SCUTA = "Phyrexian Scuta"
MERFOLK = "Arctic Merfolk"
ARCHANGEL = "Archangel of Wrath"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SCUTA, MERFOLK, ARCHANGEL)


def _alice(card: str, pool: dict[str, int], **more: Any) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "x", "card": card}], "mana_pool": pool, **more}, {"id": "B"}
    )


def test_702_33a_kicker_costs_of_more_than_mana_compile_and_print_back() -> None:
    for name, line in (
        (SCUTA, "Kicker—Pay 3 life."),
        (MERFOLK, "Kicker—Return a creature you control to its owner's hand."),
    ):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert compiled.printed.splitlines()[0] == line
    archangel = compile_record(records(ARCHANGEL)[ARCHANGEL])
    assert archangel.lines[0].applied and archangel.printed.startswith("Kicker {B} and/or {R}")
    assert (archangel.definition.kicker, archangel.definition.second_kicker) == ("{B}", "{R}")


def test_702_33a_scuta_kicked_pays_3_life_and_enters_with_two_counters() -> None:
    cast = play(_alice(SCUTA, {"B": 1, "C": 3}), {"type": "cast", "object": "x", "kicked": True})
    assert cast.state.player("A").life == 17  # 119.4: paying life is losing it
    assert cites(cast.log, "702.33a") and cites(cast.log, "119.4") and cites(cast.log, "702.33d")
    entered = play(cast.state, RESOLVE)
    assert entered.state.object("x").zone is Zone.BATTLEFIELD
    assert entered.state.object("x").counter("+1/+1") == 2


def test_702_33a_scuta_not_kicked_keeps_the_life_and_has_no_counters() -> None:
    cast = play(_alice(SCUTA, {"B": 1, "C": 3}), {"type": "cast", "object": "x"})
    entered = play(cast.state, RESOLVE)
    assert entered.state.player("A").life == 20
    assert entered.state.object("x").counter("+1/+1") == 0


def test_118_3_life_short_of_the_kicker_cost_refuses_the_kick() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            _alice(SCUTA, {"B": 1, "C": 3}, life=2), {"type": "cast", "object": "x", "kicked": True}
        )
    assert refused.value.rule == "119.4"


def test_702_33a_merfolk_kicked_returns_the_bears_and_enters_with_a_counter() -> None:
    state = _alice(
        MERFOLK, {"U": 1, "C": 1}, battlefield=[{"id": "bears", "card": "Grizzly Bears"}]
    )
    cast = play(state, {"type": "cast", "object": "x", "kicked": True})
    assert cast.state.object("bears").zone is Zone.HAND
    assert cites(cast.log, "601.2h")
    entered = play(cast.state, RESOLVE)
    assert entered.state.object("x").counter("+1/+1") == 1


def test_118_3_merfolk_cant_be_kicked_with_no_creature_to_return() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_alice(MERFOLK, {"U": 1, "C": 1}), {"type": "cast", "object": "x", "kicked": True})
    assert refused.value.rule == "118.3"
    offered = [
        o for o in available_actions(_alice(MERFOLK, {"U": 1, "C": 1})) if o.action.get("kicked")
    ]
    assert offered and not offered[0].legal


def test_702_33b_archangel_kicked_with_its_second_kicker_only() -> None:
    cast = play(
        _alice(ARCHANGEL, {"W": 2, "R": 1, "C": 2}),
        {"type": "cast", "object": "x", "second_kicker": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}  # {2}{W}{W} plus {R}
    assert cast.state.object("x").kicked == 1 and cites(cast.log, "702.33d")
    entered = play(cast.state, RESOLVE, ["B"])  # the trigger targets player B
    hit = play(entered.state, RESOLVE)
    assert hit.state.player("B").life == 18


def test_702_33d_archangel_kicked_with_both_costs_was_kicked_twice() -> None:
    cast = play(
        _alice(ARCHANGEL, {"W": 2, "B": 1, "R": 1, "C": 2}),
        {"type": "cast", "object": "x", "kicked": True, "second_kicker": True},
    )
    assert cast.state.player("A").mana_pool.to_json() == {}
    assert cast.state.object("x").kicked == 2


def test_702_33b_the_second_kicker_is_refused_for_a_card_with_one_and_offered_for_two() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(
            _alice(SCUTA, {"B": 2, "C": 3}),
            {"type": "cast", "object": "x", "second_kicker": True},
        )
    assert refused.value.rule == "702.33b"
    labels = {o.label for o in available_actions(_alice(ARCHANGEL, {}))}
    assert "Cast Archangel of Wrath with its second kicker" in labels
    assert "Cast Archangel of Wrath with kicker with its second kicker" in labels
