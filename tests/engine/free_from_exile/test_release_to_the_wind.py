"""Release to the Wind: "Exile target nonland permanent. For as long as that card remains exiled,
its owner may cast it without paying its mana cost." (compiled from its Oracle text).

The exiled card's owner may cast it from exile paying no mana (an alternative cost, 118.9), at
the time it could normally be cast (307.1), with no other alternative cost (118.9a) and X = 0
(107.3b); the permanent it becomes is a new object (400.7). Once it leaves exile the permission
is gone; a card exiled another way has none."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RELEASE_TO_THE_WIND = {
    "name": "Release to the Wind",
    "type_line": "Instant",
    "mana_cost": "{2}{U}",
    "layout": "normal",
    "oracle_text": "Exile target nonland permanent. For as long as that card remains exiled, "
    "its owner may cast it without paying its mana cost.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Release to the Wind": RELEASE_TO_THE_WIND})


def test_release_to_the_wind_compiles_automated() -> None:
    assert compile_record(RELEASE_TO_THE_WIND).label == AUTOMATED


def _board(step: str = "precombat_main", active: str = "A") -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "release", "card": "Release to the Wind"}],
            "exile": [{"id": "exiled_bears", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 2}},
            ],
        },
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
        turn={"number": 3, "active_player": active, "step": step},
    )


def _released(target: str, state: GameState | None = None) -> GameState:
    cast = play(
        state or _board(),
        {"type": "cast", "object": "release", "targets": [target], "free": True},
    )
    return play(cast.state, RESOLVE).state


def test_her_bears_are_exiled_and_cast_again_for_no_mana_118_9() -> None:
    released = _released("bears")
    assert released.object("bears").zone is Zone.EXILE
    assert released.player("A").mana_pool.to_json() == {}
    cast = play(released, {"type": "cast", "object": "bears"})  # no mana in her pool
    assert cast.state.object("bears").zone is Zone.STACK and cites(cast.log, "118.9")
    done = play(cast.state, RESOLVE)
    bears = done.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.counter("+1/+1") == 0  # a new object, 400.7


def test_the_permission_is_used_up_once_it_leaves_exile_400_7() -> None:
    released = _released("bears")
    cast = play(released, {"type": "cast", "object": "bears"})
    assert not [e for e in cast.state.effects if e.kind == "may_cast_free_from_exile"]


def test_a_card_exiled_another_way_has_no_permission_601_2() -> None:
    released = _released("bears")
    with pytest.raises(IllegalAction) as refused:
        play(released, {"type": "cast", "object": "exiled_bears"})
    assert refused.value.rule == "601.2"


def test_timing_still_applies_307_1() -> None:
    # Released in Alice's combat: a creature card still waits for a main phase with the stack
    # empty.
    released = _released("bears", _board(step="declare_attackers"))
    with pytest.raises(IllegalAction) as refused:
        play(released, {"type": "cast", "object": "bears"})
    assert refused.value.rule == "307.1"


def test_no_other_alternative_cost_118_9a() -> None:
    released = _released("bears")
    with pytest.raises(IllegalAction) as refused:
        play(released, {"type": "cast", "object": "bears", "alternative": True})
    assert refused.value.rule == "118.9a"


def test_bobs_wurm_is_his_to_cast_not_alices() -> None:
    released = _released("wurm")
    assert released.object("wurm").zone is Zone.EXILE
    permission = [e for e in released.effects if e.kind == "may_cast_free_from_exile"]
    assert [e.controller for e in permission] == ["B"]


def test_the_permission_survives_a_saved_document() -> None:
    from engine.document.codec import dump, load

    released = load(dump(_released("bears")))
    cast = play(released, {"type": "cast", "object": "bears"})
    assert cast.state.object("bears").zone is Zone.STACK


def test_the_puzzle_autopay_taps_nothing_for_it() -> None:
    # engine.puzzle.autopay: no mana is paid from the pool for a card cast this way.
    from engine.puzzle.autopay import mana_cost_of

    released = _released("bears")
    assert mana_cost_of(released, {"type": "cast", "object": "bears"}) is None
    assert mana_cost_of(_board(), {"type": "cast", "object": "release"}) is not None
