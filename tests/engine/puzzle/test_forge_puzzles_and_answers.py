"""Issue 31 names three Forge puzzles to verify against the opponent's instant-speed answers once
their cards are automated: PC_051215 ("Light and Shadow"), PP19 ("No Pain No Gain") and PP30
("Land Ho!"), read from ../shared/forge-puzzles with the card file's records (skipped without
them). All three import fully automated now, and none gets a "solved" certificate: these tests
pin down why, each by what the engine does with the opponent's answers and the rules.

- PC_051215 (win on turn 3): the opponent draws Shadow Rift on its turn 2, an instant that draws
  Repentance, which kills any creature a fixed turn-3 attack needs. The natural line (clear the
  opponent's board on turn 1, take its Sea Monster, attack on turn 3) wins against solve mode's
  opponent, which casts nothing, and `verify` refutes it with those two spells. Denying the draw
  (Wayward Soul put on top of its owner's library: Legerdemain takes it first) leaves the
  opponent enough attackers to beat the solver at 3 on turn 2 unless it blocks as it sees the
  attack, and a solution is one fixed sequence (`engine.puzzle.verify`: blocks are named ahead).
- PP19 (win by turn 3): the file gives the solver no library, so it loses in its turn-3 draw
  step (704.5b); on turn 1 its one creature able to attack (Dinrova Horror, 4 power against 4
  life) faces five untapped potential blockers.
- PP30 (win this turn): the opponent is at 1,000 and its Midnight Guard, enchanted by Presence
  of Gond, makes a token at instant speed; Essence Warden gains it a life and the Guard untaps
  as the token enters, so it can answer again, as often as it likes (an optional loop, 732.2a):
  no fixed number of the solver's pumps is enough. Winning takes a line that counts the
  opponent's life after its last answer, beyond one fixed sequence.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import engine
from engine.core.state import GameObject, GameState, Step, Zone
from engine.game.play import apply
from engine.oracle.cache import COMPILED, records_by_name
from engine.puzzle import Goal, Status, goal_from_forge, solve_replay, verify
from engine.puzzle.defences import answers
from engine.pzl import Lookup, parse, records_lookup, to_scenario
from engine.rules.characteristics import chars
from tests.engine.cards_2026 import all_records
from tests.engine.puzzle.forge_files import forge_puzzle

Line = list[dict[str, Any]]
RESOLVE = {"type": "resolve"}


@pytest.fixture(scope="module")
def card_data() -> Iterator[Lookup]:
    """The importer's card lookup as `make run`'s card database answers it (the engine's own
    cards, else the card file's records, played by their compiled Oracle text)."""
    records = all_records()
    before = COMPILED.source
    COMPILED.set_source(records_by_name(records))
    try:
        yield records_lookup(records)
    finally:
        COMPILED.set_source(before)


def imported(file: str, card_data: Lookup) -> tuple[GameState, Goal]:
    document, report = to_scenario(parse(forge_puzzle(file)), card_data)
    assert document["puzzle"]["automation"] == "automated", file
    assert report.unknown_cards == () and report.non_automated_cards == ()
    assert report.unmodeled == ()
    state = engine.load(document)
    goal, _ = goal_from_forge(document["puzzle"], state)
    return state, goal


def tap(*lands: str) -> Line:
    return [{"type": "activate", "object": land, "ability": 0} for land in lands]


# --- PC_051215: Light and Shadow --------------------------------------------------------------

# The importer's ids: the solver's hand, creatures and lands, then the opponent's creatures.
PROVOKE, NEEDLE_STORM, TRANQUILITY, LEGERDEMAIN = "o3", "o4", "o5", "o6"
FORESTS = ("o7", "o8", "o9", "o10", "o11", "o12")
ISLANDS = ("o13", "o14", "o15", "o16", "o17")
WIND_DANCER, HUNTER, TELETHOPTER, DRIFTERS = "o18", "o19", "o20", "o21"
PRIEST, TURTLE, SCOUT, SEA_MONSTER = "o33", "o34", "o35", "o36"


def light_and_shadow_line(*, solve_mode: bool) -> Line:
    """Turn 1: Wind Dancer gives Thalakos Scout flying, Legerdemain trades the Dancer for the
    tapped Sea Monster, Needle Storm kills the Pegasus, the Scout and the Dancer and leaves
    Wayward Soul at 4 damage, Tranquility takes its Conviction (it dies), Rootwater Hunter
    pings Soltari Priest, and Thalakos Drifters, with shadow, hits for 3. Only Horned Turtle is
    left to the opponent, at 6. Turn 3: the Drifters with shadow, Telethopter flying (tapping
    the Hunter) and the Sea Monster attack: 12 damage, one blocker. Solve mode stops at the
    solver's declare blockers step on turn 2 (`solve_mode`: one more advance to go on)."""
    return [
        {"type": "activate", "object": WIND_DANCER, "ability": 0, "targets": [SCOUT]},
        RESOLVE,
        *tap(ISLANDS[0], ISLANDS[1], FORESTS[0], FORESTS[1]),
        {"type": "cast", "object": LEGERDEMAIN, "targets": [WIND_DANCER, SEA_MONSTER]},
        RESOLVE,
        *tap(*FORESTS[2:5]),
        {"type": "cast", "object": NEEDLE_STORM},
        RESOLVE,
        *tap(FORESTS[5], ISLANDS[2], ISLANDS[3]),
        {"type": "cast", "object": TRANQUILITY},
        RESOLVE,
        {"type": "activate", "object": HUNTER, "ability": 0, "targets": [PRIEST]},
        RESOLVE,
        {"type": "activate", "object": DRIFTERS, "ability": 0},  # discarding Provoke
        RESOLVE,
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {DRIFTERS: "B"}},
        {"type": "advance", "to": "postcombat_main"},
        {"type": "advance", "to": "upkeep", "turn": "next"},
        *([{"type": "advance", "to": "end_of_combat"}] if solve_mode else []),
        {"type": "advance", "to": "upkeep", "turn": "next"},
        {"type": "advance", "to": "precombat_main"},
        {"type": "activate", "object": TELETHOPTER, "ability": 0, "choices": [HUNTER]},
        RESOLVE,
        {"type": "activate", "object": DRIFTERS, "ability": 0},  # discarding the Island drawn
        RESOLVE,
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {DRIFTERS: "B", TELETHOPTER: "B", SEA_MONSTER: "B"}},
        {"type": "advance", "to": "end_of_combat"},
    ]


def test_light_and_shadow_the_natural_line_wins_while_the_opponent_casts_nothing(
    card_data: Lookup,
) -> None:
    start, goal = imported("PC_051215.pzl", card_data)
    replayed = solve_replay(start, goal, light_and_shadow_line(solve_mode=True))
    assert replayed.error == "", replayed.error
    assert replayed.status.met
    assert replayed.state.turn.number == 3 and replayed.state.player("B").life <= 0


def test_light_and_shadow_shadow_rift_then_repentance_refutes_it(card_data: Lookup) -> None:
    """On its turn 2 the opponent casts Shadow Rift (an instant: it draws Repentance) and
    Repentance on one of the creatures the turn-3 moves name: the line can't go on."""
    start, goal = imported("PC_051215.pzl", card_data)
    result = verify(start, light_and_shadow_line(solve_mode=False), goal)
    assert result.status == Status.REFUTED, result.message
    spells = [s.note for s in result.counter_line if s.opponent and s.action.get("type") == "cast"]
    assert [s.split(" targeting ")[0] for s in spells] == [
        "Opponent casts Shadow Rift",
        "Opponent casts Repentance",
    ]
    assert "of the solution is illegal on this line" in result.message
    assert result.counter_line[-1].note.startswith("illegal: ")


# --- PP19: No Pain No Gain ---------------------------------------------------------------------


def test_no_pain_no_gain_the_solver_has_no_library_and_loses_drawing_on_turn_3(
    card_data: Lookup,
) -> None:
    start, goal = imported("PP19.pzl", card_data)
    assert goal.turn_limit == 3
    assert start.zone(Zone.LIBRARY, "A") == ()
    # Turn 1: one attacker for exactly the opponent's 4 life, five creatures that may block it.
    assert [o.card for o in _creatures(start, "A")] == ["Dinrova Horror"]
    assert len([o for o in _creatures(start, "B") if not o.tapped]) == 5
    assert start.player("B").life == 4
    state = apply(start, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    state = apply(state, {"type": "advance", "to": "draw", "turn": "next"}).state
    assert state.turn.number == 3 and state.turn.step is Step.DRAW
    assert state.player("A").lost  # 704.5b: it drew from an empty library


def _creatures(state: GameState, player: str) -> list[GameObject]:
    return [o for o in state.zone(Zone.BATTLEFIELD, player) if chars(state, o).is_type("Creature")]


# --- PP30: Land Ho! ----------------------------------------------------------------------------

MIDNIGHT_GUARD = "id13"


def test_land_ho_the_opponents_token_maker_answers_again_and_again(card_data: Lookup) -> None:
    start, goal = imported("PP30.pzl", card_data)
    assert goal.turn_limit == 1 and start.player("B").life == 1000
    found = answers(start, "A")
    assert [a.label for a in found] == ["Opponent activates an ability of Midnight Guard"]
    state = _answered(start, found[0].action)
    # The token entered: Essence Warden gained the opponent a life, the Guard untapped.
    assert state.player("B").life == 1001
    assert not state.object(MIDNIGHT_GUARD).tapped
    assert [a.action for a in answers(state, "A")] == [found[0].action]


def _answered(state: GameState, action: dict[str, Any]) -> GameState:
    """The answer, then everything resolved (the opponent orders its two triggers, 603.3b)."""
    state = apply(state, action).state
    while state.zone(Zone.STACK):
        choices: tuple[str, ...] = ()
        result = apply(state, RESOLVE, choices)
        while result.pending is not None:
            choices = (*choices, result.pending.option_ids()[0])
            result = apply(state, RESOLVE, choices)
        state = result.state
    return state
