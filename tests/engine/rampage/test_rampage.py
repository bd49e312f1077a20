"""Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn
for each creature blocking it beyond the first." Wolverine Pack (a 2/4 with rampage 2) is
compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

WOLVERINE_PACK = {
    "name": "Wolverine Pack",
    "type_line": "Creature — Wolverine",
    "mana_cost": "{2}{G}{G}",
    "power": "2",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Rampage"],
    "oracle_text": "Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end "
    "of turn for each creature blocking it beyond the first.)",
}


@pytest.fixture(autouse=True)
def _from_its_text(compiled_from: Any) -> None:
    compiled_from({"Wolverine Pack": WOLVERINE_PACK})


def _blocked_by(*blockers: str) -> Any:
    state = board(
        {"id": "A", "battlefield": [{"id": "pack", "card": "Wolverine Pack"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "lions", "card": "Savannah Lions"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"pack": "B"}}).state
    state = play(state, {"type": "advance"}).state
    return play(state, {"type": "block", "blockers": dict.fromkeys(blockers, "pack")})


def _pt(state: GameState) -> tuple[int | None, int | None]:
    c = chars(state, state.object("pack"))
    return c.power, c.toughness


def test_wolverine_pack_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(WOLVERINE_PACK)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Rampage 2"


def test_three_blockers_give_plus_four_plus_four_702_23a() -> None:
    blocked = _blocked_by("bears", "lions", "elves")
    done = play(blocked.state, {"type": "resolve"})
    assert _pt(done.state) == (6, 8)  # 2/4 and +2/+2 twice
    assert cites(done.log, "702.23a")
    assert any("3 creatures block Wolverine Pack, 2 beyond the first" in e.text for e in done.log)


def test_one_blocker_gives_no_bonus_702_23a() -> None:
    blocked = _blocked_by("bears")
    done = play(blocked.state, {"type": "resolve"})
    assert _pt(done.state) == (2, 4)
    assert any("1 creature blocks Wolverine Pack, 0 beyond the first" in e.text for e in done.log)


def test_the_bonus_is_counted_as_it_resolves_702_23b() -> None:
    blocked = _blocked_by("bears", "lions")
    # A blocker leaves combat before the ability resolves: one blocker, no bonus.
    gone = play(blocked.state, {"type": "move_object", "object": "lions", "to": "graveyard"})
    done = play(gone.state, {"type": "resolve"})
    assert _pt(done.state) == (2, 4)
