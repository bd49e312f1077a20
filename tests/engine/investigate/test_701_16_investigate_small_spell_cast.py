""" "Whenever you cast a creature spell with mana value 3 or less, investigate." (Bygone Bishop;
202.3: the spell's mana value as it is cast, 601.2i; 701.16a: a Clue token). And a cast trigger's
"that player" is the spell's caster: "Whenever a player casts a spell with mana value 3 or less,
~ deals 2 damage to that player." (Pyrostatic Pillar). The Bishop's record holds its
investigate line only."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

BISHOP = {
    "name": "Bygone Bishop",
    "type_line": "Creature — Spirit Cleric",
    "mana_cost": "{2}{W}",
    "power": "2",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Investigate"],
    "oracle_text": "Whenever you cast a creature spell with mana value 3 or less, investigate. "
    '(Create a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")',
}
PILLAR = "Pyrostatic Pillar"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Bygone Bishop": BISHOP, **records(PILLAR)})


def test_both_compile_and_print_back_202_3() -> None:
    bishop = compile_record(BISHOP)
    assert bishop.label == AUTOMATED
    assert bishop.printed == (
        "Whenever you cast a creature spell with mana value 3 or less, investigate."
    )
    pillar = compile_record(records(PILLAR)[PILLAR])
    assert pillar.label == AUTOMATED
    assert pillar.printed == (
        "Whenever a player casts a spell with mana value 3 or less, ~ deals 2 damage to that "
        "player."
    )


def _clues(state: GameState) -> int:
    return sum(1 for o in state.battlefield if o.token and o.card == "Clue Token")


def _bishop(card: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": card}],
            "battlefield": [{"id": "bishop", "card": "Bygone Bishop"}],
        },
        {"id": "B"},
    )


def test_a_creature_spell_of_mana_value_3_makes_a_clue_701_16a() -> None:
    cast = play(_bishop("Grizzly Bears"), {"type": "cast", "object": "spell", "free": True})
    assert cites(cast.log, "603.2")
    done = play(cast.state, {"type": "resolve"})
    assert _clues(done.state) == 1


def test_mana_value_4_doesnt_trigger_it_202_3() -> None:
    cast = play(_bishop("Hill Giant"), {"type": "cast", "object": "spell", "free": True})
    assert not cites(cast.log, "603.2")
    done = play(cast.state, {"type": "resolve"})
    assert _clues(done.state) == 0


def test_a_noncreature_spell_doesnt_trigger_it() -> None:
    state = _bishop("Lightning Bolt")
    cast = play(state, {"type": "cast", "object": "spell", "targets": ["B"], "free": True})
    assert not cites(cast.log, "603.2")


def test_the_pillar_damages_the_caster_not_its_controller_601_2i() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "pillar", "card": PILLAR}]},
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["A"], "free": True})
    hit = play(cast.state, {"type": "resolve"})
    assert hit.state.player("B").life == 18 and hit.state.player("A").life == 20


def test_the_pillar_ignores_mana_value_4_202_3() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "pillar", "card": PILLAR}]},
        {"id": "B", "hand": [{"id": "elemental", "card": "Hill Giant"}]},
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "elemental", "free": True})
    assert not cites(cast.log, "603.2")
    assert cast.state.player("B").life == 20
