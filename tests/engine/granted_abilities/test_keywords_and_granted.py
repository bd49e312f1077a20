"""Keywords and a quoted activated ability granted on one line (613.1f): Wrench ('Equipped
creature gets +1/+1 and has vigilance and "{3}, {T}: Tap target creature."') of the 2026 card
file, compiled from its Oracle text: a bonus (613.4c), a keyword and an activated ability of the
equipped creature (301.5f), its {T} that creature's (302.6)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

WRENCH = "Wrench"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WRENCH)


def test_613_1f_wrench_compiles_and_prints_back() -> None:
    compiled = compile_record(records(WRENCH)[WRENCH])
    assert compiled.label == AUTOMATED
    line = 'Equipped creature gets +1/+1 and has vigilance and "{3}, {T}: Tap target creature."'
    assert line in compiled.printed


def test_613_1f_the_equipped_creature_gets_the_bonus_the_keyword_and_the_ability() -> None:
    state: GameState = board(
        {
            "id": "A",
            "mana_pool": {"C": 3},
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "wrench", "card": WRENCH, "attached_to": "bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Hill Giant"}]},
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (3, 3)
    assert bears.has("Vigilance")
    assert not chars(state, state.object("elves")).has("Vigilance")
    granted = [i for i, a in enumerate(bears.abilities) if isinstance(a, ActivatedAbility)][-1]
    activated = play(
        state,
        {"type": "activate", "object": "bears", "ability": granted, "targets": ["theirs"]},
    )
    assert activated.state.object("bears").tapped
    done = play(activated.state, {"type": "resolve"})
    assert done.state.object("theirs").tapped
