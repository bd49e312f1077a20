"""Reinforce (702.77a): "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1
counters on target creature." It works only from the hand (113.6). Mosquito Guard (first strike;
reinforce 1—{1}{W}) and Swell of Courage (reinforce X—{X}{W}{W}) are compiled from their Oracle
text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import available_actions
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

GUARD = {
    "name": "Mosquito Guard",
    "type_line": "Creature — Kithkin Soldier",
    "mana_cost": "{W}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["First strike", "Reinforce"],
    "oracle_text": "First strike\nReinforce 1—{1}{W} ({1}{W}, Discard this card: Put a +1/+1 "
    "counter on target creature.)",
}
SWELL = {
    "name": "Swell of Courage",
    "type_line": "Instant",
    "mana_cost": "{2}{W}{W}",
    "layout": "normal",
    "keywords": ["Reinforce"],
    "oracle_text": "Creatures you control get +2/+2 until end of turn.\nReinforce X—{X}{W}{W} "
    "({X}{W}{W}, Discard this card: Put X +1/+1 counters on target creature.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Mosquito Guard": GUARD, "Swell of Courage": SWELL})


@pytest.mark.parametrize("record", [GUARD, SWELL], ids=["guard", "swell"])
def test_reinforce_compiles_and_prints_back(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[-1].startswith("Reinforce ")


def _board(card: str, where: str, pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": pool,
            where: [{"id": "card", "card": card}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
    )


def test_reinforce_1_discards_the_card_and_puts_a_counter_702_77a() -> None:
    state = _board("Mosquito Guard", "hand", {"W": 2})
    offered = [a for a in available_actions(state) if a.action.get("object") == "card"]
    assert any(a.action.get("type") == "activate" for a in offered)
    activated = play(
        state, {"type": "activate", "object": "card", "ability": 0, "targets": ["bears"]}
    )
    assert activated.state.object("card").zone is Zone.GRAVEYARD  # the discard is the cost
    assert cites(activated.log, "701.9a")
    done = play(activated.state, RESOLVE)
    assert done.state.object("bears").counters.get("+1/+1") == 1
    assert cites((*activated.log, *done.log), "702.77a")


def test_reinforce_x_puts_x_counters_107_3() -> None:
    state = _board("Swell of Courage", "hand", {"W": 5})
    # The instant's spell text is its first ability (ability 0); reinforce is ability 1.
    reinforce = {"type": "activate", "object": "card", "ability": 1, "targets": ["bears"]}
    with pytest.raises(IllegalAction):  # X=4 costs {4}{W}{W}: more than the five mana
        play(state, reinforce | {"x": 4})
    activated = play(state, reinforce | {"x": 3})
    done = play(activated.state, RESOLVE)
    assert done.state.object("bears").counters.get("+1/+1") == 3


def test_reinforce_is_not_activated_from_the_battlefield_113_6() -> None:
    state = _board("Mosquito Guard", "battlefield", {"W": 2})
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "card", "ability": 0, "targets": ["bears"]})
