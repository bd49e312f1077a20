"""Puzzles for the puzzle page tests: small, fully automated boards, saved in a family whose
edit token the tests know (``FAMILY_TOKEN``)."""

from __future__ import annotations

from typing import Any

import engine
from builder.models import Puzzle, Scenario
from builder.puzzles.services import core as puzzle_services
from engine.puzzle import win_this_turn
from tests.builder.factories import FAMILY_TOKEN, ScenarioFactory, ScenarioFamilyFactory

SECRET = "Counterspell"  # in the opponent's hand: never sent to a reader
SECRET_LIBRARY = "Wrath of God"  # in the opponent's library
MANA = {"type": "activate", "object": "m1", "ability": 0}
BOLT_FACE = [MANA, {"type": "cast", "object": "bolt", "targets": ["B"]}, {"type": "resolve"}]
BOLT_BEAR = [MANA, {"type": "cast", "object": "bolt", "targets": ["bear"]}, {"type": "resolve"}]
ATTACK = [
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {"mybear": "B"}},
    {"type": "advance", "to": "end_of_combat"},
]
TOKEN = FAMILY_TOKEN


def bolt_board(*, life: int = 3, blocker: bool = True, attacker: bool = False) -> dict[str, Any]:
    """Solver A: a Mountain and Lightning Bolt in hand (and Grizzly Bears "mybear" with
    ``attacker``); opponent B at ``life`` with Grizzly Bears "bear" (with ``blocker``), a
    Counterspell in hand and Wrath of God in the library."""
    mine: list[dict[str, Any]] = [{"id": "m1", "card": "Mountain"}]
    if attacker:
        mine.append({"id": "mybear", "card": "Grizzly Bears"})
    return engine.dump(
        engine.load(
            {
                "players": [
                    {
                        "id": "A",
                        "name": "Solver",
                        "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
                        "battlefield": mine,
                    },
                    {
                        "id": "B",
                        "name": "Opponent",
                        "life": life,
                        "hand": [{"id": "x1", "card": SECRET}],
                        "library": [{"id": "y1", "card": SECRET_LIBRARY}],
                        "battlefield": [{"id": "bear", "card": "Grizzly Bears"}] if blocker else [],
                    },
                ],
                "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
            }
        )
    )


def saved_board(document: dict[str, Any], *, visibility: str = "public", **kw: Any) -> Scenario:
    family = ScenarioFamilyFactory.create(visibility=visibility)
    return ScenarioFactory.create(family=family, document=document, log=[], **kw)


def bolt_puzzle(*, visibility: str = "public", **fields: Any) -> Puzzle:
    """Win this turn: Bolt the opponent (3 life).  Verified."""
    revision = saved_board(bolt_board(), visibility=visibility, title="Bolt them")
    fields.setdefault("hints", ["Count their life.", "Bolt goes anywhere."])
    fields.setdefault("difficulty", "Easy")
    return puzzle_services.do_publish_puzzle(
        revision, win_this_turn(), solution=BOLT_FACE, **fields
    )


# Alice attacks with Grizzly Bears; Bob (2 life) has only a tapped Hill Giant. Played in the
# builder: every step, Bob's "Declare blockers" with no blocks among them (issue 30).
TAPPED_OUT_STEPS: list[dict[str, Any]] = [
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {"bears": "B"}},
    {"type": "advance"},
    {"type": "block", "blockers": {}},
    {"type": "advance"},
]


def tapped_out_board() -> dict[str, Any]:
    """Alice: Grizzly Bears "bears"; Bob at 2 life with a tapped Hill Giant "giant"."""
    return engine.dump(
        engine.load(
            {
                "players": [
                    {
                        "id": "A",
                        "name": "Alice",
                        "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
                    },
                    {
                        "id": "B",
                        "name": "Bob",
                        "life": 2,
                        "battlefield": [{"id": "giant", "card": "Hill Giant", "tapped": True}],
                    },
                ],
                "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
            }
        )
    )


def recorded_history(
    start: dict[str, Any], steps: list[dict[str, Any]]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The history the builder saves after playing ``steps`` from ``start`` (one action node
    each, no choices), and the board after them."""
    nodes: list[dict[str, Any]] = [
        {"id": 0, "parent": None, "kind": "root", "label": "Set-up", "document_after": start}
    ]
    state = engine.load(start)
    for n, step in enumerate(steps, start=1):
        state = engine.apply(state, step).state
        nodes.append(
            {
                "id": n,
                "parent": n - 1,
                "kind": "action",
                "action": step,
                "choices": [],
                "label": step["type"],
                "log": [],
                "document_after": engine.dump(state),
            }
        )
    history = {"version": 1, "current": len(nodes) - 1, "pending": None, "nodes": nodes}
    return history, engine.dump(state)


# Alice Bolts Bob (the giant board).
BOLT_BOB = [
    {"type": "activate", "object": "m1", "ability": 0},
    {"type": "cast", "object": "bolt", "targets": ["B"]},
    {"type": "resolve"},
]


def giant_board(*, life: int = 3, hand: tuple[str, ...] = ()) -> dict[str, Any]:
    """Solver A (Alice): a Mountain, a Hill Giant and a Lightning Bolt in hand, first main
    phase; opponent B (Bob) at ``life`` with a Mountain, ``hand`` and no creature: Bolting him
    (at 3) wins, and so does the Giant's attack."""
    return engine.dump(
        engine.load(
            {
                "players": [
                    {
                        "id": "A",
                        "name": "Alice",
                        "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
                        "battlefield": [
                            {"id": "m1", "card": "Mountain"},
                            {"id": "giant", "card": "Hill Giant"},
                        ],
                    },
                    {
                        "id": "B",
                        "name": "Bob",
                        "life": life,
                        "hand": [{"id": f"h{n}", "card": c} for n, c in enumerate(hand)],
                        "battlefield": [{"id": "b1", "card": "Mountain"}],
                    },
                ],
                "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
            }
        )
    )
