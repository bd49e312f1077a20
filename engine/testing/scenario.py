"""Rules tests read as scenarios: a board, an action, scripted choices, the expected result.

`play` applies strictly: a decision the test didn't script is a failure, never a default
(like XMage's strict choose mode).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.errors import UnscriptedChoice
from engine.core.log import LogEntry, LogKind
from engine.core.state import GameState
from engine.document.codec import load
from engine.examples import example
from engine.game.play import Exploration, Result, apply, explore


def board(*players: Mapping[str, Any], **doc: Any) -> GameState:
    """board({"id": "A", "battlefield": [...]}, {"id": "B", "life": 5}, effects=[...])"""
    document: dict[str, Any] = {"players": [dict(p) for p in players]}
    document.setdefault(
        "turn", {"number": 1, "active_player": players[0]["id"], "step": "precombat_main"}
    )
    document.update(doc)
    return load(document)


def ruling(ruling_id: str) -> tuple[GameState, dict[str, Any]]:
    """The built-in example for a ruling: its board (after its setup actions) and its action."""
    ex = example(ruling_id)
    state = load(ex.document)
    for step in ex.setup:
        state = play(state, step, step.get("choices", ())).state
    return state, dict(ex.action)


def play(state: GameState, action: Mapping[str, Any], choices: Sequence[str] = ()) -> Result:
    result = apply(state, action, choices)
    if result.pending is not None:
        raise UnscriptedChoice(
            f"unscripted decision for {result.pending.decider}: {result.pending.prompt}"
        )
    return result


def pending(state: GameState, action: Mapping[str, Any], choices: Sequence[str] = ()) -> Result:
    result = apply(state, action, choices)
    assert result.pending is not None, "expected the engine to ask for a decision"
    return result


def outcomes_by_life(exploration: Exploration, player: str) -> dict[int, tuple[str, ...]]:
    """Distinct outcomes keyed by a player's life total, with the choices leading to each."""
    return {o.state.player(player).life: o.choices for o in exploration.outcomes}


def explore_ruling(ruling_id: str) -> Exploration:
    state, action = ruling(ruling_id)
    return explore(state, action)


def entries(log: Sequence[LogEntry], kind: LogKind) -> list[LogEntry]:
    return [e for e in log if e.kind is kind]


def cites(log: Sequence[LogEntry], rule: str) -> bool:
    return any(rule in e.rules for e in log)
