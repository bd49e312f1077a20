"""Prowl (702.76a): the spell may be cast for its prowl cost rather than its mana cost if a player
was dealt combat damage this turn by a source that, as it dealt it, was under the caster's
control and had one of the spell's creature types. Thieves' Fortune (Kindred Instant — Rogue,
"Prowl {U}", mana cost {2}{U}) is compiled from its 2026 Oracle text; the attackers are plain
custom creatures."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

FORTUNE = "Thieves' Fortune"
PROWL = {"type": "cast", "object": "fortune", "alternative": True}
ROGUE = {
    "name": "Test Rogue",
    "types": ["Creature"],
    "subtypes": ["Human", "Rogue"],
    "power": 1,
    "toughness": 1,
}
WARRIOR = {
    "name": "Test Warrior",
    "types": ["Creature"],
    "subtypes": ["Human", "Warrior"],
    "power": 1,
    "toughness": 1,
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FORTUNE)


def test_702_76a_prowl_compiles_and_prints_back() -> None:
    compiled = compile_record(records(FORTUNE)[FORTUNE])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith("Prowl {U}\n")


def _after_combat_damage(attacker: str) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "att", "card": attacker}, {"id": "island", "card": "Island"}],
            "hand": [{"id": "fortune", "card": FORTUNE}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
        custom_cards=[ROGUE, WARRIOR],
    )
    state = play(state, {"type": "attack", "attackers": {"att": "B"}}).state
    state = play(state, {"type": "advance", "to": "end_of_combat"}).state
    assert state.player("B").life == 19
    return play(state, {"type": "advance", "to": "postcombat_main"}).state


def test_702_76a_a_rogue_dealt_combat_damage_prowl_is_offered() -> None:
    state = _after_combat_damage("Test Rogue")
    cast = play(state, PROWL)  # {U} from the one Island, rather than {2}{U}
    assert cites(cast.log, "702.76a") and cites(cast.log, "118.9")


def test_702_76a_a_source_without_the_spells_creature_types_doesnt_count() -> None:
    state = _after_combat_damage("Test Warrior")
    with pytest.raises(IllegalAction) as refused:
        play(state, PROWL)
    assert refused.value.rule == "702.76a"


def test_702_76a_no_combat_damage_this_turn_no_prowl() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "fortune", "card": FORTUNE}], "mana_pool": {"U": 1}},
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(state, PROWL)
