""" "Up to N target [things]" (601.2c, 115.3): one target word, from none to N different targets,
read by the instructions as "each target" (608.2b: an illegal one is left out). Real cards of
the 2026 card file, compiled from their Oracle text: Downpour ("Tap up to three target
creatures."), Floodwaters ("Return up to two target creatures to their owners' hands.") and
Baloth Null ("When Baloth Null enters the battlefield, return up to two target creature cards
from your graveyard to your hand.") and Gird for Battle ("Put a +1/+1 counter on each of up to
two target creatures."); Dauntless Onslaught ("Up to two target creatures each get +2/+2 until
end of turn.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Downpour", "Floodwaters", "Baloth Null", "Gird for Battle", "Dauntless Onslaught")
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def test_the_plural_phrases_compile_and_print_back() -> None:
    for record in records(*NAMES).values():
        compiled = compile_record(record)
        assert compiled.label == AUTOMATED, compiled.lines
    downpour = compile_record(records("Downpour")["Downpour"]).definition
    assert downpour.abilities[0].targets == ("up_to:3:creature",)


def _board(spell: str) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "spell", "card": spell}]},
        {
            "id": "B",
            "battlefield": [{"id": f"c{i}", "card": "Grizzly Bears"} for i in range(4)],
        },
    )


def _cast(state: GameState, *targets: str) -> GameState:
    action = {"type": "cast", "object": "spell", "targets": list(targets), "free": True}
    return play(state, action).state


def test_601_2c_downpour_taps_each_chosen_target() -> None:
    done = play(_cast(_board("Downpour"), "c0", "c2"), RESOLVE).state
    assert [done.object(f"c{i}").tapped for i in range(4)] == [True, False, True, False]


def test_601_2c_more_targets_than_up_to_three_are_refused() -> None:
    with pytest.raises(IllegalAction) as refused:
        _cast(_board("Downpour"), "c0", "c1", "c2", "c3")
    assert refused.value.rule == "601.2c"


def test_115_3_the_same_creature_cant_be_chosen_twice() -> None:
    with pytest.raises(IllegalAction) as refused:
        _cast(_board("Downpour"), "c0", "c0")
    assert refused.value.rule == "115.3"


def test_601_2c_floodwaters_returns_each_chosen_creature() -> None:
    state = _cast(_board("Floodwaters"), "c1", "c3")
    done = play(state, RESOLVE).state
    assert done.object("c1").zone is Zone.HAND and done.object("c3").zone is Zone.HAND
    assert done.object("c0").zone is Zone.BATTLEFIELD


def _baloth_board(graveyard: int) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "baloth", "card": "Baloth Null"}],
            "graveyard": [{"id": f"g{i}", "card": "Grizzly Bears"} for i in range(graveyard)]
            + [{"id": "land", "card": "Forest"}],
        },
        {"id": "B"},
    )


def test_603_3d_baloth_null_chooses_two_cards_one_at_a_time() -> None:
    state = play(_baloth_board(3), {"type": "cast", "object": "baloth", "free": True}).state
    first = pending(state, RESOLVE)
    assert first.pending is not None and first.pending.rule == "601.2c"
    assert [o.id for o in first.pending.options] == ["none", "g0", "g1", "g2"]  # no Forest
    second = pending(state, RESOLVE, ["g2"])
    assert second.pending is not None
    assert [o.id for o in second.pending.options] == ["none", "g0", "g1"]  # 115.3
    chosen = play(state, RESOLVE, ["g2", "g0"])
    trigger = chosen.state.zone(Zone.STACK)[-1]
    assert trigger.stack is not None and trigger.stack.targets == ("g2", "g0")
    done = play(chosen.state, RESOLVE).state
    assert done.object("g0").zone is Zone.HAND and done.object("g2").zone is Zone.HAND
    assert done.object("g1").zone is Zone.GRAVEYARD
    assert cites(chosen.log, "603.3")


def test_603_3d_baloth_null_may_stop_after_one_card() -> None:
    state = play(_baloth_board(2), {"type": "cast", "object": "baloth", "free": True}).state
    chosen = play(state, RESOLVE, ["g1", "none"])
    trigger = chosen.state.zone(Zone.STACK)[-1]
    assert trigger.stack is not None and trigger.stack.targets == ("g1",)
    done = play(chosen.state, RESOLVE).state
    assert done.object("g1").zone is Zone.HAND and done.object("g0").zone is Zone.GRAVEYARD


def test_601_2c_gird_for_battle_puts_a_counter_on_each_chosen_creature() -> None:
    done = play(_cast(_board("Gird for Battle"), "c0", "c3"), RESOLVE).state
    assert [done.object(f"c{i}").counter("+1/+1") for i in range(4)] == [1, 0, 0, 1]


def test_115_6_gird_for_battle_with_no_target_resolves_and_does_nothing() -> None:
    done = play(_cast(_board("Gird for Battle")), RESOLVE)
    assert done.state.object("spell").zone is Zone.GRAVEYARD
    assert all(done.state.object(f"c{i}").counter("+1/+1") == 0 for i in range(4))
    assert not cites(done.log, "608.2b")


def test_613_4c_dauntless_onslaught_pumps_each_chosen_creature() -> None:
    done = play(_cast(_board("Dauntless Onslaught"), "c1", "c2"), RESOLVE).state
    powers = [chars(done, done.object(f"c{i}")).power for i in range(4)]
    assert powers == [2, 4, 4, 2]
