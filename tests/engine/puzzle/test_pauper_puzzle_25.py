"""The board of Forge's Pauper Puzzles #25, "Good Money After Bad" (PP25.pzl in
../shared/forge-puzzles, which `make pzl-corpus` imports; read from there):
win by the end of turn 2 (the opponent's turn: Forge compares `Turns` with the game's turn number).

Every card of the board is automated: Blastoderm (shroud, fading 3, 702.32a), Humbler of Mortals
(constellation), Journey to Nowhere (linked exile, 607.2a), Spike Jester (haste) and Wrangle
(power 4 or less), besides Disfigure, Lightning Bolt and Sultai Scavenger (delve).

The verifier finds no winning line. It searches the opponent's answers, its Journey to Nowhere
on turn 2 among them, but the opponent may as well not cast it, so no solution can count on it.
Without that: the opponent is at 6 and only the solver's
turn-1 combat damage and Lightning Bolt (3) can reach them: nothing the solver has deals damage
on the opponent's turn but the Bolt, and its four lands (two Mountains, two Swamps) don't untap
before then. So 3 combat damage must get through on turn 1 with the three lands Bolt leaves,
past two untapped 5/5 blockers, one of them with shroud (Blastoderm: no Disfigure, Wrangle or
Bolt can target it, 702.18a). Each attacker costs: Spike Jester {B}{R}; the Humbler stolen with
Wrangle only after Disfigure shrinks it to 3 power ({B} + {1}{R}). One attacker is all three lands
buy, and Blastoderm blocks it. Sultai Scavenger, the one flyer, would need haste from Wrangle
and five cards to delve with only Bolt in the graveyard. The tests below check the natural lines
and every turn-1 line of these plays: the verifier refutes each.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

import pytest

import engine
from engine.core.errors import EngineError
from engine.core.state import GameState, Zone
from engine.puzzle import Status, goal_from_forge, verify
from engine.puzzle.goals import GoalKind
from engine.pzl import ENGINE, parse, to_scenario
from tests.engine.puzzle.forge_files import forge_puzzle


def lookup(name: str) -> str | Mapping[str, Any] | None:
    return ENGINE if engine.REGISTRY.get(name) is not None else None


def imported() -> tuple[dict[str, Any], Any]:
    return to_scenario(parse(forge_puzzle("PP25.pzl")), lookup)


# Object ids from the import: the solver's library, hand and battlefield, then the opponent's.
DISFIGURE, BOLT, WRANGLE, JESTER, SCAVENGER = "o2", "o3", "o4", "o5", "o6"
LANDS = ("o7", "o8", "o9", "o10")  # Mountain, Mountain, Swamp, Swamp
JOURNEY, BLASTODERM, HUMBLER = "o12", "o19", "o20"
RESOLVE = {"type": "resolve"}
TAP_ALL = [{"type": "activate", "object": land, "ability": 0} for land in LANDS]


def cast(card: str, *targets: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "object": card, "targets": list(targets)}, RESOLVE]


def attack(*attackers: str) -> list[dict[str, Any]]:
    return [
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": dict.fromkeys(attackers, "B")},
        {"type": "advance", "to": "end_of_combat"},
    ]


@pytest.fixture
def start() -> GameState:
    document, _ = imported()
    return engine.load(document)


def test_the_puzzle_imports_with_every_card_automated(start: GameState) -> None:
    document, report = imported()
    assert report.unknown_cards == () and report.unmodeled == ()
    assert report.non_automated_cards == ()
    assert document["puzzle"]["goal"] == "win" and document["puzzle"]["turns"] == 2
    assert start.object(BLASTODERM).counter("fade") == 3
    assert start.object(JOURNEY).zone is Zone.HAND
    goal, notes = goal_from_forge(document["puzzle"], start)
    assert notes == ()
    assert goal.kind is GoalKind.WIN_WITHIN_TURNS and goal.turn_limit == 2


def test_blastoderm_fades_in_the_opponents_upkeep(start: GameState) -> None:
    upkeep = engine.apply(start, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert upkeep.turn.active_player == "B"
    faded = engine.apply(upkeep, RESOLVE).state
    assert faded.object(BLASTODERM).counter("fade") == 2


def test_stealing_the_shrunk_humbler_is_blocked_by_blastoderm(start: GameState) -> None:
    """Disfigure the Humbler (3/3), Wrangle it, Bolt the opponent (3 left) and attack: Blastoderm
    blocks."""
    goal, _ = goal_from_forge(imported()[0]["puzzle"], start)
    line = [
        *TAP_ALL,
        *cast(DISFIGURE, HUMBLER),
        *cast(WRANGLE, HUMBLER),
        *cast(BOLT, "B"),
        *attack(HUMBLER),
    ]
    result = verify(start, line, goal)
    assert result.status == Status.REFUTED
    blocks = [s.action for s in result.counter_line if s.opponent]
    assert blocks == [{"type": "block", "blockers": {BLASTODERM: HUMBLER}}]


def test_wrangle_is_refused_on_the_humbler_at_power_5(start: GameState) -> None:
    with pytest.raises(engine.IllegalAction) as caught:
        state = start
        for action in [*TAP_ALL, {"type": "cast", "object": WRANGLE, "targets": [HUMBLER]}]:
            state = engine.apply(state, action).state
    assert caught.value.rule == "115.1"


# The turn-1 plays worth trying: (card, targets, mana symbols of its cost).
PLAYS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "disfigure the Humbler": (DISFIGURE, (HUMBLER,), "B"),
    "disfigure the Jester": (DISFIGURE, (JESTER,), "B"),
    "bolt the opponent": (BOLT, ("B",), "R"),
    "bolt the Humbler": (BOLT, (HUMBLER,), "R"),
    "wrangle the Humbler": (WRANGLE, (HUMBLER,), "1R"),
    "wrangle the Jester": (WRANGLE, (JESTER,), "1R"),
    "cast Spike Jester": (JESTER, (), "BR"),
}


def _affordable(plays: tuple[str, ...]) -> bool:
    """Two black, two red, four in all; each card once."""
    costs = "".join(PLAYS[p][2] for p in plays)
    cards = [PLAYS[p][0] for p in plays]
    return (
        costs.count("B") <= 2
        and costs.count("R") <= 2
        and len(costs) <= 4
        and (len(set(cards)) == len(cards))
    )


def test_no_turn_one_line_wins_against_every_block(start: GameState) -> None:
    goal, _ = goal_from_forge(imported()[0]["puzzle"], start)
    checked = 0
    for count in (1, 2, 3):
        for plays in itertools.permutations(PLAYS, count):
            if not _affordable(plays):
                continue
            line = list(TAP_ALL)
            for play in plays:
                card, targets, _ = PLAYS[play]
                line += cast(card, *targets)
            state = start
            try:
                for action in line:
                    state = engine.apply(state, action).state
            except EngineError:
                continue  # e.g. Wrangle on the Humbler before Disfigure (115.1)
            attackers = [
                o.id for o in state.battlefield if o.controller == "A" and o.id in (JESTER, HUMBLER)
            ]
            for size in range(len(attackers) + 1):
                for chosen in itertools.combinations(attackers, size):
                    full = line + (attack(*chosen) if chosen else [])
                    result = verify(start, full, goal)
                    assert result.status in (Status.REFUTED, Status.INVALID), (plays, chosen)
                    checked += 1
    assert checked > 40


def test_sultai_scavenger_cant_be_cast_with_only_the_bolt_to_delve(start: GameState) -> None:
    """{5}{B} less one delved card is five mana; three lands are left after the Bolt."""
    state = start
    for action in [*TAP_ALL, *cast(BOLT, "B")]:
        state = engine.apply(state, action).state
    with pytest.raises(engine.IllegalAction) as caught:
        engine.apply(state, {"type": "cast", "object": SCAVENGER, "delve": [BOLT]})
    assert caught.value.rule == "601.2h"
