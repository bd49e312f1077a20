"""The board of Forge's Pauper Puzzles #00 (PP00.pzl in ../shared/forge-puzzles, which
`make pzl-corpus` imports; read from there): win this turn from 1 life.

The solver has Tendrils of Corruption, four Swamps, three Islands, Crypt Rats and Gurmag Angler;
the opponent, at 8 life, has Young Wolf (undying) and Gurmag Angler. Crypt Rats hurts its
controller too, so the solver must gain life first; its X takes black mana only (602.1b) and
Tendrils takes one of the four Swamps, so at most three damage comes from the Rats: the other
five must be the solver's Angler, unblocked. Both blockers must go: the opponent's Angler to
Tendrils (4) plus the Rats, and Young Wolf twice, since undying brings it back once (702.93a).

The line: Tendrils (three Islands and a Swamp) on the opponent's Angler, gaining 4 (life 5);
activate Crypt Rats for X=2 and, holding priority, again for X=1. The X=1 resolves first: the
Angler (4 + 1 damage), the Wolf and the Rats die, both players lose 1; undying returns the Wolf
with a +1/+1 counter; then the X=2 resolves (the Rats' last known information deals it, 113.7a):
the 2/2 Wolf dies for good, both players lose 2 (solver 2, opponent 5). The Angler attacks into
an empty board for 5.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import engine
from engine.core.state import GameState, Zone
from engine.puzzle import Status, goal_from_forge, verify
from engine.pzl import ENGINE, parse, to_scenario
from tests.engine.puzzle.forge_files import forge_puzzle

# The card database's word on Gurmag Angler, for an engine that doesn't define it.
GURMAG_ANGLER = {
    "types": ["Creature"],
    "subtypes": ["Zombie", "Fish"],
    "mana_cost": "{6}{B}",
    "colors": ["B"],
    "power": 5,
    "toughness": 5,
    "keywords": ["Delve"],
    "oracle_text": "Delve (Each card you exile from your graveyard while casting this spell pays "
    "for {1}.)",
}


def lookup(name: str) -> str | Mapping[str, Any] | None:
    if engine.REGISTRY.get(name) is not None:
        return ENGINE
    return GURMAG_ANGLER if name == "Gurmag Angler" else None


def imported() -> tuple[dict[str, Any], Any]:
    return to_scenario(parse(forge_puzzle("PP00.pzl")), lookup)


def tap(land: str) -> dict[str, Any]:
    return {"type": "activate", "object": land, "ability": 0}


def crypt_rats(x: int) -> dict[str, Any]:
    return {"type": "activate", "object": RATS, "ability": 0, "x": x}


# Object ids from the import: the solver's hand, then battlefield, then the opponent's.
TENDRILS, SWAMPS, ISLANDS, RATS, ANGLER = (
    "o1",
    ("o2", "o3", "o4", "o5"),
    ("o6", "o7", "o8"),
    "o9",
    "o10",
)
WOLF, THEIR_ANGLER = "o11", "o12"
RESOLVE = {"type": "resolve"}
TENDRILS_ON_THEIR_ANGLER = [
    *(tap(i) for i in ISLANDS),
    tap(SWAMPS[0]),
    {"type": "cast", "object": TENDRILS, "targets": [THEIR_ANGLER]},
    RESOLVE,
]
ATTACK = [
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {ANGLER: "B"}},
    {"type": "advance", "to": "end_of_combat"},
]
SOLUTION = [
    *TENDRILS_ON_THEIR_ANGLER,
    tap(SWAMPS[1]),
    tap(SWAMPS[2]),
    crypt_rats(2),
    tap(SWAMPS[3]),
    crypt_rats(1),
    RESOLVE,  # X=1: the Wolf, the Rats and the opponent's Angler die
    RESOLVE,  # undying returns the Wolf with a +1/+1 counter
    RESOLVE,  # X=2: the 2/2 Wolf dies for good
    *ATTACK,
]


@pytest.fixture
def start() -> GameState:
    document, _ = imported()
    return engine.load(document)


def test_the_puzzle_imports_with_every_card_but_gurmag_angler_automated() -> None:
    document, report = imported()
    assert document["puzzle"]["goal"] == "win" and document["puzzle"]["turns"] == 1
    assert report.unknown_cards == () and report.unmodeled == ()
    assert set(report.non_automated_cards) <= {"Gurmag Angler"}
    names = {o["card"] for p in document["players"] for o in p["battlefield"] + p["hand"]}
    assert names == {
        "Tendrils of Corruption",
        "Swamp",
        "Island",
        "Crypt Rats",
        "Gurmag Angler",
        "Young Wolf",
    }


def test_the_intended_line_wins_against_every_opponent_decision(start: GameState) -> None:
    goal, notes = goal_from_forge(imported()[0]["puzzle"], start)
    assert notes == ()
    result = verify(start, SOLUTION, goal)
    assert result.status == Status.VERIFIED, result.message


def test_the_intended_line_step_by_step(start: GameState) -> None:
    state = start
    for action in SOLUTION[: len(TENDRILS_ON_THEIR_ANGLER)]:
        state = engine.apply(state, action).state
    assert state.player("A").life == 5 and state.object(THEIR_ANGLER).damage == 4
    for action in SOLUTION[len(TENDRILS_ON_THEIR_ANGLER) : -len(ATTACK)]:
        result = engine.apply(state, action)
        assert result.pending is None
        state = result.state
    assert state.object(WOLF).zone is Zone.GRAVEYARD  # returned once, then died with its counter
    assert state.object(THEIR_ANGLER).zone is Zone.GRAVEYARD
    assert state.object(RATS).zone is Zone.GRAVEYARD
    assert (state.player("A").life, state.player("B").life) == (2, 5)
    for action in ATTACK:
        state = engine.apply(state, action).state
    assert state.player("B").lost and state.player("A").won


def test_one_big_crypt_rats_leaves_the_returned_wolf_to_block(start: GameState) -> None:
    """Tendrils, then Crypt Rats for X=3: the opponent's Angler dies, but Young Wolf comes back
    as a 2/2 and blocks the Angler: the opponent survives at 5."""
    goal, _ = goal_from_forge(imported()[0]["puzzle"], start)
    naive = [
        *TENDRILS_ON_THEIR_ANGLER,
        *(tap(s) for s in SWAMPS[1:]),
        crypt_rats(3),
        RESOLVE,  # X=3
        RESOLVE,  # undying
        *ATTACK,
    ]
    result = verify(start, naive, goal)
    assert result.status == Status.REFUTED
    blocks = [s.action for s in result.counter_line if s.opponent]
    assert blocks == [{"type": "block", "blockers": {WOLF: ANGLER}}]
