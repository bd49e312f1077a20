"""Counters on "each other creature you control" (122.1, 109.1: "other" leaves out the object
with the ability): Katara, Heroic Healer's enters trigger, compiled from its Oracle text. The
creatures are its controller's as the ability resolves; Katara herself and an opponent's aren't
affected."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

KATARA = {
    "name": "Katara, Heroic Healer",
    "mana_cost": "{4}{W}",
    "type_line": "Legendary Creature — Human Warrior Ally",
    "power": "2",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Lifelink\nWhen Katara enters, put a +1/+1 counter on each other creature you "
    "control.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Katara, Heroic Healer": KATARA})


def test_it_compiles_automated() -> None:
    compiled = compile_record(KATARA)
    assert compiled.label == AUTOMATED, compiled.not_applied


def test_each_other_creature_you_control_gets_a_counter_and_only_those() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "katara", "card": "Katara, Heroic Healer"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    entered = play(play(state, {"type": "cast", "object": "katara", "free": True}).state, RESOLVE)
    done = play(entered.state, RESOLVE).state
    assert done.object("bears").counter("+1/+1") == 1
    assert done.object("giant").counter("+1/+1") == 1
    assert done.object("katara").counter("+1/+1") == 0  # not "other"
    assert done.object("wurm").counter("+1/+1") == 0  # not Alice's
