"""Attack triggers counting the other attackers (508.1m, 508.3a): "Whenever ~ and at least two
other creatures attack" (battalion, an ability word, 207.2c), "... at least one other Warrior
attack", and an Equipment's "Whenever equipped creature and at least one other creature attack".
Every attacker is declared before anything triggers (508.1m), so the count is of the whole
declaration; the cards are compiled from their Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ELITE = "Boros Elite"  # Battalion — ... ~ gets +2/+2 until end of turn.
TACTICIAN = "Paired Tactician"  # Whenever ~ and at least one other Warrior attack, put a +1/+1
# counter on ~.
LENS = "Glimmer Lens"  # Whenever equipped creature and at least one other creature attack, draw
# a card.
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ELITE, TACTICIAN, LENS, "Goblin Piker")


@pytest.mark.parametrize("name", [ELITE, TACTICIAN, LENS])
def test_508_1m_the_cards_compile_automated(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def game(*extra: dict[str, Any]) -> GameState:
    alice: dict[str, Any] = {
        "id": "A",
        "name": "Alice",
        "battlefield": [
            {"id": "elite", "card": ELITE},
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "elves", "card": "Llanowar Elves"},
            *extra,
        ],
        "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
    }
    bob: dict[str, Any] = {"id": "B", "name": "Bob"}
    return board(alice, bob, turn={"number": 2, "active_player": "A", "step": "declare_attackers"})


def attack(state: GameState, *attackers: str) -> Any:
    return play(state, {"type": "attack", "attackers": dict.fromkeys(attackers, "B")})


def test_508_1m_battalion_triggers_with_two_other_attackers() -> None:
    result = attack(game(), "elite", "bears", "elves")
    assert len(result.state.zone(Zone.STACK)) == 1
    assert cites(result.log, "603.2")
    done = play(result.state, RESOLVE).state
    elite = done.find_object("elite")
    assert elite is not None and chars(done, elite).power == 3  # 1/1 +2/+2


def test_508_1m_battalion_doesnt_trigger_with_one_other_attacker() -> None:
    result = attack(game(), "elite", "bears")
    assert not result.state.zone(Zone.STACK) and not result.state.pending_triggers


def test_508_1m_battalion_doesnt_trigger_when_it_stays_home() -> None:
    giant = {"id": "giant", "card": "Hill Giant"}
    result = attack(game(giant), "bears", "elves", "giant")
    assert not result.state.zone(Zone.STACK) and not result.state.pending_triggers


def test_508_1m_only_other_warriors_count() -> None:
    tactician = {"id": "tact", "card": TACTICIAN}
    # Grizzly Bears is a Bear and Llanowar Elves an Elf Druid: no other Warrior attacks
    result = attack(game(tactician), "tact", "bears", "elves")
    assert not result.state.zone(Zone.STACK)
    piker = {"id": "piker", "card": "Goblin Piker"}  # a Goblin Warrior
    result = attack(game(tactician, piker), "tact", "piker")
    assert len(result.state.zone(Zone.STACK)) == 1
    done = play(result.state, RESOLVE).state
    obj = done.find_object("tact")
    assert obj is not None and obj.counters.get("+1/+1") == 1


def test_508_1m_equipped_creature_and_another_attack() -> None:
    lens = {"id": "lens", "card": LENS, "attached_to": "bears"}
    result = attack(game(lens), "bears")
    assert not result.state.zone(Zone.STACK)
    result = attack(game(lens), "bears", "elves")
    assert len(result.state.zone(Zone.STACK)) == 1
    done = play(result.state, RESOLVE).state
    assert len(done.zone(Zone.HAND, "A")) == 1
