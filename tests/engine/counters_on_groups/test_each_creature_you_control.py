"""Counters on each creature you control (122.1): Strength of the Pack ("Put two +1/+1 counters on
each creature you control."), compiled from its Oracle text. The creatures are the controller's
as the spell resolves; an opponent's aren't affected."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

STRENGTH_OF_THE_PACK = {
    "name": "Strength of the Pack",
    "mana_cost": "{4}{G}{G}",
    "type_line": "Sorcery",
    "oracle_text": "Put two +1/+1 counters on each creature you control.",
    "colors": ["G"],
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Strength of the Pack": STRENGTH_OF_THE_PACK})


def test_it_compiles_automated() -> None:
    compiled = compile_record(STRENGTH_OF_THE_PACK)
    assert compiled.label == AUTOMATED
    assert compiled.printed == STRENGTH_OF_THE_PACK["oracle_text"]


def test_each_of_your_creatures_gets_two_counters_and_theirs_none() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "pack", "card": "Strength of the Pack"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "pack", "free": True})
    after = play(cast.state, {"type": "resolve"}).state
    assert after.object("bears").counter("+1/+1") == 2
    assert after.object("giant").counter("+1/+1") == 2
    assert after.object("forest").counter("+1/+1") == 0  # not a creature
    assert after.object("theirs").counter("+1/+1") == 0
    giant = chars(after, after.object("giant"))
    assert (giant.power, giant.toughness) == (5, 5)
