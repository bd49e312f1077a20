""" "~ can't be blocked except by three or more creatures." (Pathrazer of Ulamog): a restriction
only the whole declaration can obey (509.1b, as menace's, 702.111b): one or two blockers are
refused with the rule, three are legal, none is legal; compiled from Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

PATHRAZER = {
    "name": "Pathrazer of Ulamog",
    "mana_cost": "{11}",
    "type_line": "Creature — Eldrazi",
    "power": "9",
    "toughness": "9",
    "layout": "normal",
    "oracle_text": "Annihilator 3 (Whenever this creature attacks, defending player sacrifices "
    "three permanents.)\nPathrazer of Ulamog can't be blocked except by three or more creatures.",
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Pathrazer of Ulamog": PATHRAZER})


def test_it_compiles_automated() -> None:
    compiled = compile_record(PATHRAZER)
    assert compiled.label == AUTOMATED, compiled.not_applied


def _blockers_step() -> Any:
    """Pathrazer attacks Bob (its annihilator trigger already resolved)."""
    return board(
        {"id": "A", "battlefield": [{"id": "pathrazer", "card": "Pathrazer of Ulamog"}]},
        {
            "id": "B",
            "battlefield": [{"id": f"bears{i}", "card": "Grizzly Bears"} for i in range(3)],
        },
        turn={"number": 2, "active_player": "A", "step": "declare_blockers"},
        combat={"attackers": {"pathrazer": "B"}},
    )


@pytest.mark.parametrize("count", [1, 2])
def test_fewer_than_three_blockers_are_refused_509_1b(count: int) -> None:
    blocks = {f"bears{i}": "pathrazer" for i in range(count)}
    with pytest.raises(IllegalAction) as refused:
        play(_blockers_step(), {"type": "block", "blockers": blocks})
    assert refused.value.rule == "509.1b"


def test_three_blockers_may_block_it() -> None:
    blocks = {f"bears{i}": "pathrazer" for i in range(3)}
    blocked = play(_blockers_step(), {"type": "block", "blockers": blocks})
    assert blocked.state.combat is not None
    assert len([b for b, a in blocked.state.combat.blockers if a == "pathrazer"]) == 3
