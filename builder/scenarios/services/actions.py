"""Playing a draft: apply actions, answer decisions, explore outcomes, walk the history.

Views call one function here each.  ``do_*`` functions change and persist the draft (its
``document``, ``log`` and ``history``) and raise ``ServiceError`` for input the engine refuses;
``play_panel`` only reads (``builder.scenarios.services.outcomes`` explores outcomes).  Every action goes through ``engine.apply``;
an unanswered decision is kept in the history (``pending``) until a player answers it.
See ``builder.scenarios.services.history`` for the tree and ``builder.scenarios.services.changes`` for the diff.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import engine
from builder.rules.services import RuleLinks, RuleRef
from builder.scenarios.models import Draft
from builder.scenarios.services import (
    ServiceError,
    recent_states,
    remember_engine_state,
    store_draft,
)
from builder.scenarios.services.boardview import BoardView, state_board_view
from builder.scenarios.services.changes import Changes, diff
from builder.scenarios.services.history import HistoryTree, ReplayError, Row
from builder.scenarios.services.not_applied import (
    NOTHING,
    NotAppliedNotice,
    for_states,
    with_stored,
)
from builder.scenarios.services.picker import (
    BoardChoices,
    Candidate,
    Picker,
    board_choices,
    build_picker,
)
from builder.scenarios.services.plainwords import without_ids
from engine.core.log import EDITION_NOTE

logger = logging.getLogger(__name__)

LOG_DETAILS = ("player", "judge")


@dataclass(frozen=True)
class LogLine:
    kind: str
    text: str
    detail: str
    rules: tuple[RuleRef, ...]


@dataclass(frozen=True)
class DecisionView:
    decider: str
    decider_name: str
    kind: str
    prompt: str
    rule: RuleRef
    options: tuple[Candidate, ...]
    action_label: str
    answered: tuple[str, ...]


@dataclass(frozen=True)
class LogView:
    entries: tuple[LogLine, ...]
    detail: str
    hidden: int

    @property
    def other_detail(self) -> str:
        return "player" if self.detail == "judge" else "judge"


@dataclass(frozen=True)
class HistoryView:
    rows: tuple[Row, ...]
    current: int
    can_back: bool
    can_forward: bool
    edited: bool  # the board was edited by hand since the current step (kept on the next change)

    @property
    def steps(self) -> int:
        return len(self.rows) - 1


@dataclass(frozen=True)
class CharacteristicsView:
    id: str
    name: str
    power: Any
    toughness: Any
    keywords: tuple[str, ...]
    breakdown: tuple[Mapping[str, Any], ...]


@dataclass(frozen=True)
class PlayPanel:
    picker: Picker | None
    game_over: str
    decision: DecisionView | None
    step_label: str
    changes: Changes
    log: LogView
    history: HistoryView
    characteristics: tuple[CharacteristicsView, ...]
    permanents: int = 0  # with characteristics; ``characteristics`` lists at most 40 of them
    edition_note: str = EDITION_NOTE
    # The cards in play on the board (and the one before the step) whose text isn't applied:
    # the panel leads with them (builder.scenarios.services.not_applied).
    not_applied: NotAppliedNotice = NOTHING


# --- reading ---------------------------------------------------------------------------------


def history_tree(draft: Draft) -> tuple[HistoryTree, bool]:
    """The draft's history, with hand edits of the board since the last step taken in; the
    flag says whether that changed anything (the caller saves it when it changes the draft)."""
    tree = HistoryTree.read(draft.history, draft.document)
    return tree, tree.sync(draft.document)


def history_for_save(draft: Draft) -> dict[str, Any]:
    """The draft's history as JSON to keep with a saved scenario (see builder.scenarios.services.history).

    An action waiting for a decision is kept (``pending``): it is the point of the ruling, and
    the share page shows every outcome of it with the choice that leads there."""
    tree, _ = history_tree(draft)  # a hand edit since the action dropped it (HistoryTree.sync)
    return copy.deepcopy(tree.to_json())


def play_panel(draft: Draft, *, log_detail: str = "player") -> PlayPanel:
    """Everything the play panels show; rule links are looked up once, as the page renders."""
    tree, edited = history_tree(draft)
    state, closed = _open_state(draft)
    links = RuleLinks()
    node = tree.node(tree.current)
    parent = tree.parent_of_current
    changes = (
        diff(tree.document(parent), draft.document, after_state=state)
        if parent is not None
        else Changes()
    )
    decision = None
    if tree.pending and state is not None:
        decision = _decision_view(state, tree.pending, links)
    every = _every_characteristics(state) if state is not None else ()
    return PlayPanel(
        picker=None if closed or state is None else build_picker(state, links),
        game_over=closed,
        decision=decision,
        step_label=str(node.get("label", "")) if node.get("kind") == "action" else "",
        changes=changes,
        log=log_view(draft.log if not edited else [], log_detail, links),
        history=HistoryView(
            rows=tuple(tree.rows()),
            current=tree.current,
            can_back=parent is not None,
            can_forward=tree.forward_target() is not None,
            edited=edited,
        ),
        characteristics=_characteristics(every),
        permanents=len(every),
        not_applied=with_stored(
            for_states(state) if state is not None else NOTHING,
            node.get("not_applied") if node.get("kind") == "action" and not edited else None,
        ),
    )


def draft_board_view(draft: Draft) -> BoardView:
    """The draft's board for the page, from the engine state this request already loaded."""
    return state_board_view(_draft_state(draft))


def current_picker(draft: Draft) -> Picker | None:
    """What can be done on the current board (None once the game is over)."""
    state, closed = _open_state(draft)
    return None if closed or state is None else build_picker(state)


def judge_choices(draft: Draft) -> BoardChoices | None:
    """What a judge's action may name on the current board (None once the game is over)."""
    state, closed = _open_state(draft)
    return None if closed or state is None else board_choices(state)


def closed_reason(draft: Draft) -> str:
    """Why no action can be taken on the board ("" when one can)."""
    return _open_state(draft)[1]


def current_decision(draft: Draft) -> DecisionView | None:
    tree, edited = history_tree(draft)
    state, _ = _open_state(draft)
    if tree.pending is None or edited or state is None:
        return None
    return _decision_view(state, tree.pending, RuleLinks())


def log_view(entries: Iterable[Mapping[str, Any]], detail: str, links: RuleLinks) -> LogView:
    """A stored log (entry dicts, ``LogEntry.to_json``) in player or judge detail."""
    detail = detail if detail in LOG_DETAILS else "player"
    everything = tuple(entries)
    shown = tuple(
        _log_line(e, links)
        for e in everything
        if detail == "judge" or e.get("detail", "player") == "player"
    )
    return LogView(entries=shown, detail=detail, hidden=len(everything) - len(shown))


def _log_line(entry: Mapping[str, Any], links: RuleLinks) -> LogLine:
    return LogLine(
        kind=str(entry.get("kind", "")),
        text=without_ids(str(entry.get("text", ""))),
        detail=str(entry.get("detail", "player")),
        rules=links.refs(entry.get("rules") or ()),
    )


def _decision_view(
    state: engine.GameState, pending: Mapping[str, Any], links: RuleLinks
) -> DecisionView:
    decision = pending["decision"]
    decider = str(decision.get("decider", ""))
    player = state.find_player(decider)
    return DecisionView(
        decider=decider,
        decider_name=player.name if player is not None else decider,
        kind=str(decision.get("kind", "")),
        prompt=without_ids(str(decision.get("prompt", ""))),
        rule=links.ref(str(decision.get("rule", ""))),
        options=tuple(
            Candidate(str(o["id"]), without_ids(str(o["label"]))) for o in decision["options"]
        ),
        action_label=action_label(pending["action"]),
        answered=tuple(str(c) for c in pending.get("choices", ())),
    )


# The permanents "Why each permanent is what it is" lists (issue 29: page size at the caps):
# those whose characteristics something changed first, in board order.
CHARACTERISTICS_SHOWN = 40


def _characteristics(every: tuple[CharacteristicsView, ...]) -> tuple[CharacteristicsView, ...]:
    if len(every) <= CHARACTERISTICS_SHOWN:
        return every
    changed = [view for view in every if view.breakdown]
    printed = [view for view in every if not view.breakdown]
    kept = {view.id for view in (changed + printed)[:CHARACTERISTICS_SHOWN]}
    return tuple(view for view in every if view.id in kept)


def _every_characteristics(state: engine.GameState) -> tuple[CharacteristicsView, ...]:
    return tuple(
        CharacteristicsView(
            id=oid,
            name=str(info.get("name", oid)),
            power=info.get("power"),
            toughness=info.get("toughness"),
            keywords=tuple(info.get("keywords") or ()),  # type: ignore[arg-type]
            breakdown=tuple(info.get("breakdown") or ()),  # type: ignore[arg-type]
        )
        for oid, info in engine.characteristics_report(state).items()
    )


def _open_state(draft: Draft) -> tuple[engine.GameState | None, str]:
    """The board's engine state and why no action can be taken on it ("" when one can)."""
    try:
        state = _draft_state(draft)
    except ServiceError as error:
        return None, error.message
    winners = [p.name for p in state.players if p.won]
    if winners:
        return state, f"The game is over: {', '.join(winners)} won."
    if state.is_draw:
        return state, "The game is over: it is a draw."
    return state, ""


# --- acting ----------------------------------------------------------------------------------


def do_apply_action(draft: Draft, action: Mapping[str, Any], *, label: str = "") -> None:
    """Apply ``action`` at the current step: a new step, or a decision to ask for."""
    tree, _ = history_tree(draft)
    _resolve(draft, tree, dict(action), [], label)


def do_answer_decision(draft: Draft, choice: str) -> None:
    """Answer the waiting decision and apply the action again with one more choice."""
    tree, edited = history_tree(draft)
    if tree.pending is None or edited:
        raise ServiceError("No decision is waiting: pick an action first.")
    pending = tree.pending
    choices = [*pending.get("choices", ()), choice]
    _resolve(draft, tree, pending["action"], choices, str(pending.get("label", "")))


def do_cancel_decision(draft: Draft) -> None:
    tree, _ = history_tree(draft)
    tree.pending = None
    _save(draft, tree, ["history"])


def do_choose_outcome(draft: Draft, choices: Sequence[str]) -> None:
    """Take one of the explored outcomes: the waiting action, or the current step's action
    again from the step before (then the outcome becomes a variation beside it)."""
    tree, edited = history_tree(draft)
    if tree.pending is not None and not edited:
        action, label = tree.pending["action"], tree.pending["label"]
    else:
        node = tree.node(tree.current)
        if node.get("kind") != "action" or edited:
            raise ServiceError("There is no action to choose an outcome of.")
        action, label = node["action"], str(node.get("label", ""))
        tree.go(int(node["parent"]))
    _resolve(draft, tree, action, list(choices), label)


def do_go_to_step(draft: Draft, node_id: int) -> None:
    """Make an earlier or later step current: its board is replayed from the set-up board."""
    tree, _ = history_tree(draft)
    if node_id not in tree.nodes:
        raise ServiceError(f"There is no step {node_id}.", field="step")
    _go(draft, tree, node_id)


def do_step_back(draft: Draft) -> None:
    """Undo: back to the step before the current one."""
    tree, _ = history_tree(draft)
    parent = tree.parent_of_current
    if parent is None:
        raise ServiceError("This is the set-up board: there is no earlier step.")
    _go(draft, tree, parent)


def do_step_forward(draft: Draft) -> None:
    """Redo: forward to the step last stepped back from (else the main line)."""
    tree, _ = history_tree(draft)
    target = tree.forward_target()
    if target is None:
        raise ServiceError("This is the last step: there is nothing to redo.")
    _go(draft, tree, target)


def _resolve(
    draft: Draft, tree: HistoryTree, action: dict[str, Any], choices: list[str], label: str
) -> None:
    current = tree.document()
    state = _draft_state(draft) if current == draft.document else load_state(current)
    try:
        result = engine.apply(state, action, choices)
    except engine.IllegalAction as error:
        raise ServiceError(
            error.message, field="choice" if choices else None, rule=error.rule
        ) from None
    except engine.EngineError as error:
        raise ServiceError(f"The engine can't do that: {error}") from None
    except Exception:  # an engine bug: nothing is saved, the user gets an answer, we a trace
        logger.exception("engine.apply failed on draft %s: %r", draft.key, action)
        raise ServiceError(
            "The engine failed on this action (a bug, now logged): nothing was changed."
        ) from None
    if result.pending is not None:
        tree.pending = {
            "action": action,
            "choices": choices,
            "label": label,
            "decision": result.pending.to_json(),
        }
        _save(draft, tree, ["history"])
        return
    log = [entry.to_json() for entry in result.log]
    document = engine.dump(result.state)
    tree.add_step(
        action,
        choices,
        label=engine.headline(state, result.log, result.events)
        or _step_label(action, label, result.log),
        document_after=document,
        log=log,
        not_applied=[entry.to_json() for entry in result.not_applied],
    )
    draft.document = document
    draft.log = log
    remember_engine_state(draft, result.state)
    _save(draft, tree, ["document", "log", "history"])


def _go(draft: Draft, tree: HistoryTree, node_id: int) -> None:
    try:
        document, log = tree.replay(node_id)
    except ReplayError as error:
        raise ServiceError(str(error)) from None
    tree.node(node_id)["document_after"] = document
    tree.go(node_id)
    draft.document = document
    draft.log = log
    _save(draft, tree, ["document", "log", "history"])


def _save(draft: Draft, tree: HistoryTree, fields: list[str]) -> None:
    draft.history = tree.to_json()
    store_draft(draft, fields)


def _step_label(action: Mapping[str, Any], label: str, log: Sequence[engine.LogEntry]) -> str:
    """The engine's own sentence for the action, else the picker's: its first action entry and
    those right after it, so that a declaration names every blocker or attacker (509.1a: one
    entry each)."""
    kinds = [e.kind is engine.LogKind.ACTION for e in log]
    start = kinds.index(True) if True in kinds else len(log)
    run = []
    for entry in log[start:]:
        if entry.kind is not engine.LogKind.ACTION:
            break
        run.append(without_ids(entry.text))
    return "; ".join(dict.fromkeys(t for t in run if t)) or label or action_label(action)


def action_label(action: Mapping[str, Any]) -> str:
    return str(action.get("type", "action")).replace("_", " ").capitalize()


def draft_state(draft: Draft) -> engine.GameState:
    """The engine state of the draft's board, shared by everything one request draws of it
    (read it, never change it)."""
    return _draft_state(draft)


def _draft_state(draft: Draft) -> engine.GameState:
    """The engine state of the draft's board, loaded once per draft instance and document: the
    picker, the panel and the action of one request share it (and its computed
    characteristics).  Documents are replaced, never changed in place, so identity suffices."""
    cached: tuple[object, engine.GameState] | None = getattr(draft, "_engine_state", None)
    if cached is not None and cached[0] is draft.document:
        return cached[1]
    state = recent_states.recall(draft.key, draft.document) or load_state(draft.document)
    remember_engine_state(draft, state)
    return state


def load_state(document: Mapping[str, Any]) -> engine.GameState:
    try:
        return engine.load(dict(document))
    except engine.InvalidDocument as error:
        raise ServiceError(f"The engine rejected the scenario: {error}") from None
