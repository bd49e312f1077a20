"""A sentence "Then if [condition], [sentence]." read as the ability resolves reaches it
(608.2c), the most common way a double-faced card counts its way to transforming (701.27a).
Real cards compiled from their Oracle text:

- Ludevic's Test Subject // Ludevic's Abomination: "{1}{U}: Put a hatchling counter on ~. Then if
  there are five or more hatchling counters on it, remove all of them and transform it." (the
  condition is read once, before the counters are removed, 608.2c);
- Docent of Perfection // Final Iteration: "Whenever you cast an instant or sorcery spell, create
  a 1/1 blue Human Wizard creature token. Then if you control three or more Wizards, transform
  ~." (the token just created counts);
- Opt, the instant cast.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

SUBJECT = "Ludevic's Test Subject // Ludevic's Abomination"
DOCENT = "Docent of Perfection // Final Iteration"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(records(SUBJECT, DOCENT, "Opt", "Island"))


def _alice(*battlefield: dict[str, Any], **player: Any) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": list(battlefield),
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(5)],
            **player,
        },
        {
            "id": "B",
            "name": "Bob",
            "library": [{"id": f"m{i}", "card": "Island"} for i in range(5)],
        },
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def _feed(hatchling: int) -> tuple[GameState, Any]:
    state = _alice(
        {"id": "egg", "card": SUBJECT, "counters": {"hatchling": hatchling}},
        mana_pool={"U": 2},
    )
    activated = play(state, {"type": "activate", "object": "egg", "ability": 0})
    resolved = play(activated.state, {"type": "resolve"})
    return resolved.state, resolved


@pytest.mark.parametrize("name", [SUBJECT, DOCENT])
def test_the_cards_compile(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, [s for s in compiled.lines if not s.applied]


def test_the_fifth_counter_removes_them_all_and_transforms_it_608_2c() -> None:
    state, resolved = _feed(4)
    egg = state.object("egg")
    c = chars(state, egg)
    assert egg.face == 1 and (c.name, c.power, c.toughness) == ("Ludevic's Abomination", 13, 13)
    assert egg.counter("hatchling") == 0, "removed before it transformed: read once (608.2c)"
    assert cites(resolved.log, "701.27a")


def test_more_than_five_counters_are_all_removed_122_1() -> None:
    state, _ = _feed(6)
    egg = state.object("egg")
    assert egg.face == 1 and egg.counter("hatchling") == 0


def test_fewer_than_five_counters_neither_removed_nor_transformed_608_2c() -> None:
    state, resolved = _feed(2)
    egg = state.object("egg")
    assert egg.face == 0 and egg.counter("hatchling") == 3
    assert cites(resolved.log, "608.2c") and not cites(resolved.log, "701.27a")


def _docent_casts_opt(wizards: int) -> tuple[GameState, Any]:
    tokens = [
        {
            "id": f"w{i}",
            "card": "Human Wizard",
            "token": True,
            "characteristics": {
                "types": ["Creature"],
                "subtypes": ["Human", "Wizard"],
                "power": 1,
                "toughness": 1,
                "colors": ["U"],
            },
        }
        for i in range(wizards)
    ]
    state = _alice(
        {"id": "docent", "card": DOCENT},
        *tokens,
        hand=[{"id": "opt", "card": "Opt"}],
        mana_pool={"U": 1},
    )
    cast = play(state, {"type": "cast", "object": "opt"}).state
    resolved = play(cast, {"type": "resolve"})  # the trigger, above Opt
    return resolved.state, resolved


def test_the_token_created_counts_toward_three_wizards_608_2c() -> None:
    state, resolved = _docent_casts_opt(2)
    docent = state.object("docent")
    assert docent.face == 1 and chars(state, docent).name == "Final Iteration"
    assert len([o for o in state.zone(Zone.BATTLEFIELD) if o.token]) == 3
    assert cites(resolved.log, "701.27a")


def test_two_wizards_are_not_enough_608_2c() -> None:
    state, resolved = _docent_casts_opt(1)
    assert state.object("docent").face == 0
    assert len([o for o in state.zone(Zone.BATTLEFIELD) if o.token]) == 2
    assert not cites(resolved.log, "701.27a")
