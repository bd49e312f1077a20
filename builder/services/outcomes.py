"""Every distinct outcome of an action, side by side ("Show all outcomes").

The action is the one waiting for a decision, else the current step's own action replayed from
the step before (so another outcome of it becomes a variation).  ``engine.explore`` finds the
outcomes; this only describes them: the choices that lead to each, in words, and what changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import engine
from builder.models import Draft
from builder.services import ServiceError
from builder.services.actions import LogLine, action_label, history_tree, load_state, log_view
from builder.services.changes import Changes, LifeChange, diff
from builder.services.plainwords import without_ids
from builder.services.rules import RuleLinks

OUTCOME_LIMIT = 2_000  # explorer runs before it stops and says so
OUTCOMES_SHOWN = 12


@dataclass(frozen=True)
class PlayerResult:
    id: str
    name: str
    life: int
    change: LifeChange | None


@dataclass(frozen=True)
class OutcomeView:
    number: int
    choices: tuple[str, ...]
    choice_labels: tuple[str, ...]
    players: tuple[PlayerResult, ...]
    changes: Changes
    log: tuple[LogLine, ...]
    paths: int


@dataclass(frozen=True)
class Outcomes:
    action_label: str
    items: tuple[OutcomeView, ...]
    total: int
    complete: bool
    from_pending: bool


def explore_outcomes(draft: Draft) -> Outcomes:
    """Every distinct outcome of the waiting action (or of the current step's action, from
    the step before), side by side."""
    tree, edited = history_tree(draft)
    if tree.pending is not None and not edited:
        action, base, from_pending = tree.pending["action"], tree.document(), True
        label = tree.pending.get("label") or action_label(action)
    else:
        node = tree.node(tree.current)
        if node.get("kind") != "action" or edited:
            raise ServiceError("Pick an action first: outcomes are those of an action.")
        action, base, from_pending = node["action"], tree.document(int(node["parent"])), False
        label = str(node.get("label", ""))
    state = load_state(base)
    try:
        exploration = engine.explore(state, action, limit=OUTCOME_LIMIT)
    except engine.EngineError as error:
        raise ServiceError(f"The engine can't explore that: {error}") from None
    links = RuleLinks()
    items = tuple(
        _outcome_view(number, state, base, action, outcome, links)
        for number, outcome in enumerate(exploration.outcomes[:OUTCOMES_SHOWN], start=1)
    )
    return Outcomes(
        action_label=label,
        items=items,
        total=len(exploration.outcomes),
        complete=exploration.complete,
        from_pending=from_pending,
    )


def _outcome_view(
    number: int,
    state: engine.GameState,
    base: Mapping[str, Any],
    action: Mapping[str, Any],
    outcome: engine.Outcome,
    links: RuleLinks,
) -> OutcomeView:
    after = engine.dump(outcome.state)
    changes = diff(base, after)
    players = tuple(
        PlayerResult(p.id, p.name, p.life, changes.life.get(p.id)) for p in outcome.state.players
    )
    return OutcomeView(
        number=number,
        choices=tuple(outcome.choices),
        choice_labels=_choice_labels(state, action, outcome.choices),
        players=players,
        changes=changes,
        log=log_view((e.to_json() for e in outcome.log), "player", links).entries,
        paths=outcome.paths,
    )


def _choice_labels(
    state: engine.GameState, action: Mapping[str, Any], choices: Sequence[str]
) -> tuple[str, ...]:
    """Who chose what, in words: the engine's decision at each prefix of the choices."""
    labels = []
    for index, choice in enumerate(choices):
        pending = engine.apply(state, action, choices[:index]).pending
        if pending is None:
            break
        chosen = next((o.label for o in pending.options if o.id == choice), choice)
        who = state.find_player(pending.decider)
        labels.append(f"{who.name if who else pending.decider} chooses {without_ids(chosen)}")
    return tuple(labels)
