"""Untapping up to N lands chosen as the spell resolves (608.2d: not targets; 107.1c: "up to"
allows any number from none to N): Snap ("Return target creature to its owner's hand. Untap up to
two lands."), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

SNAP = {
    "name": "Snap",
    "mana_cost": "{1}{U}",
    "type_line": "Instant",
    "oracle_text": "Return target creature to its owner's hand. Untap up to two lands.",
    "colors": ["U"],
    "layout": "normal",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Snap": SNAP})


def _board() -> Any:
    return board(
        {
            "id": "A",
            "hand": [{"id": "snap", "card": "Snap"}],
            "battlefield": [
                {"id": "f1", "card": "Forest", "tapped": True},
                {"id": "f2", "card": "Forest", "tapped": True},
                {"id": "i1", "card": "Island", "tapped": True},
                {"id": "i2", "card": "Island"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "m1", "card": "Mountain", "tapped": True},
            ],
        },
    )


def _cast() -> dict[str, Any]:
    return {"type": "cast", "object": "snap", "targets": ["giant"], "free": True}


def test_snap_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(SNAP)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == SNAP["oracle_text"]


def test_snap_returns_the_creature_and_untaps_two_chosen_lands_608_2d() -> None:
    cast = play(_board(), _cast()).state
    asked = pending(cast, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.TARGET and asked.rule == "608.2d"
    # Only tapped lands are offered, anyone's (not targets: no controller limit), and "done".
    assert {o.id for o in asked.options} == {"done", "f1", "f2", "i1", "m1"}
    second = pending(cast, RESOLVE, ["f1"]).pending
    assert second is not None and {o.id for o in second.options} == {"done", "f2", "i1", "m1"}
    done = play(cast, RESOLVE, ["f1", "i1"])
    after = done.state
    assert after.object("giant").zone is Zone.HAND
    assert not after.object("f1").tapped and not after.object("i1").tapped
    assert after.object("f2").tapped and after.object("m1").tapped
    assert cites(done.log, "608.2d") and cites(done.log, "701.26b")


def test_snap_may_untap_fewer_lands_or_none_107_1c() -> None:
    cast = play(_board(), _cast()).state
    one = play(cast, RESOLVE, ["m1", "done"]).state  # an opponent's land may be chosen too
    assert not one.object("m1").tapped
    assert all(one.object(i).tapped for i in ("f1", "f2", "i1"))
    none = play(cast, RESOLVE, ["done"]).state
    assert all(none.object(i).tapped for i in ("f1", "f2", "i1", "m1"))
    assert none.object("giant").zone is Zone.HAND


def test_snap_with_no_tapped_land_asks_nothing() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "snap", "card": "Snap"}]},
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    done = play(play(state, _cast()).state, RESOLVE)  # strict: no decision is asked
    assert done.state.object("giant").zone is Zone.HAND
