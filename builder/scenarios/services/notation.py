"""A whole board as text (the board notation, docs/notation.md) and documents that carry actions.

The builder shows the current board's notation for copying (with the action waiting for a
decision, so a copied ruling keeps its point) and takes a pasted one. A pasted notation and an
imported document may carry `actions`: they are applied in order, each through the same path as
an action picked on the page, so a ruling comes back as it was: steps taken, and the last action
waiting for its decision when it has no choices. Everything is checked before the draft changes:
a notation or an action the engine refuses changes nothing.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

import engine
from builder.operations.heavy_work import heavy_work
from builder.operations.low_priority import at_low_priority
from builder.scenarios.models import Draft
from builder.scenarios.services import (
    ServiceError,
    computed_edit,
    one_write,
    store_draft,
    write_computed,
)
from builder.scenarios.services.actions import (
    do_answer_decision,
    do_apply_action,
    draft_state,
    history_tree,
)
from builder.scenarios.services.board_size import board_objects, too_big
from builder.scenarios.services.editor_cards import closest_card_names
from builder.scenarios.services.history import HistoryTree
from builder.scenarios.services.plainwords import describe_action
from engine.notation import NotationError, dump_state, parse

# Input caps (issue 29, docs/limits.md): a paste of MAX_BOARD_OBJECTS objects and MAX_ACTIONS
# actions is applied within the request's 2 s budget.
MAX_NOTATION_CHARS = 50_000
MAX_ACTIONS = 40
# Past these a paste takes a heavy-work slot: a ruling's board has a few dozen objects and a
# handful of steps; the caps allow 300 objects and 40 actions (about 1 s of engine work).
HEAVY_PASTE_OBJECTS = 100
HEAVY_PASTE_ACTIONS = 10
# The CPU budget of a heavy paste (issue 29: 2 s at the caps; bench/bench_caps.py measures them).
PASTE_CPU_SECONDS = 2.0


def board_notation(draft: Draft) -> str:
    """The draft's board as notation, with the action waiting for a decision (and the choices
    made so far) when there is one."""
    tree, edited = history_tree(draft)
    actions: list[dict[str, Any]] = []
    if tree.pending is not None and not edited:
        actions = [with_choices(tree.pending["action"], tree.pending.get("choices") or ())]
    try:
        # From the engine state this request already has of the board (the playmat and the
        # picker are drawn from it too), not from a second load of the document.
        return dump_state(draft_state(draft), actions or None)
    except ServiceError as error:  # a stored board today's engine can't read
        return f"(this board can't be written as notation: {error.message})"
    except engine.EngineError as error:
        return f"(this board can't be written as notation: {error})"


def with_choices(action: Mapping[str, Any], choices: Sequence[str]) -> dict[str, Any]:
    """An action as a document carries it: its choices in the action itself."""
    found = {k: v for k, v in action.items() if k != "choices"}
    if choices:
        found["choices"] = list(choices)
    return found


def read_notation(text: str) -> dict[str, Any]:
    """The document a pasted notation stands for, its actions checked; ServiceError (field
    ``notation``) saying where it is wrong: "Line 3, column 16: unknown card ..."."""
    if len(text) > MAX_NOTATION_CHARS:
        raise ServiceError(
            f"The board is {len(text):,} characters; the limit is {MAX_NOTATION_CHARS:,}.",
            field="notation",
        )
    try:
        document = parse(text)
    except NotationError as error:
        closest = closest_card_names(error.unknown_card) if error.unknown_card else ""
        raise ServiceError(
            f"Line {error.line}, column {error.column}: {error.message}{closest}",
            field="notation",
        ) from None
    if reason := too_big(document):
        raise ServiceError(reason, field="notation")
    try:
        check_actions(document)
    except ServiceError as error:
        index = int(error.field.rsplit("[", 1)[1].rstrip("]")) if error.field else 0
        line = _action_line(text, index)
        raise ServiceError(f"Line {line}: {error.message}", field="notation") from None
    return document


def _action_line(text: str, index: int) -> int:
    found = [n for n, line in enumerate(text.splitlines(), 1) if line.lstrip().startswith("action")]
    return found[index] if index < len(found) else 1


def check_actions(document: Mapping[str, Any]) -> None:
    """Every action of the document applies in order, and only the last may wait for a
    decision; ServiceError(field="actions[i]") naming the one that doesn't."""
    actions = document.get("actions") or []
    if not isinstance(actions, list) or not all(isinstance(a, Mapping) for a in actions):
        raise ServiceError("actions must be a list of actions", field="actions[0]")
    if len(actions) > MAX_ACTIONS:
        raise ServiceError(f"at most {MAX_ACTIONS} actions", field=f"actions[{MAX_ACTIONS}]")
    board = {k: v for k, v in document.items() if k != "actions"}
    if reason := too_big(board):
        raise ServiceError(reason)
    try:
        state = engine.load(board)
    except engine.InvalidDocument as error:
        closest = closest_card_names(error.unknown_card) if error.unknown_card else ""
        raise ServiceError(f"the board can't be read: {error}{closest}") from None
    for index, action in enumerate(actions):
        where = f"actions[{index}]"
        choices = action.get("choices") or []
        if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
            raise ServiceError(f"{where}: choices must be a list of option ids", field=where)
        try:
            result = engine.apply(state, _without_choices(action), choices)
        except engine.IllegalAction as error:
            raise ServiceError(f"{where}: {error}", field=where) from None
        except engine.EngineError as error:
            raise ServiceError(f"{where}: the engine can't do that: {error}", field=where) from None
        except Exception as error:  # noqa: BLE001 - untrusted input: any failure is the action's
            raise ServiceError(
                f"{where}: the engine can't do that ({error})", field=where
            ) from None
        if result.pending is not None and index < len(actions) - 1:
            raise ServiceError(
                f"{where} needs a decision ({result.pending.prompt}, rule "
                f"{result.pending.rule}) before the next action: give it in its choices",
                field=where,
            )
        state = result.state


def _without_choices(action: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in action.items() if k != "choices"}


def set_board_with_actions(draft: Draft, document: Mapping[str, Any]) -> None:
    """Make ``document`` (checked by ``check_actions``) the draft's set-up board and apply its
    actions as steps; the last one may be left waiting for its decision.

    The engine works with no transaction open and no lock held (issue 29: a long paste must not
    keep other visitors from writing); the result is written once, at the end, only if nobody
    saved the draft in the meantime (``one_write``: else ``EditConflict`` and nothing changes)."""
    board = {k: copy.deepcopy(v) for k, v in document.items() if k != "actions"}
    with one_write(draft):
        draft.document = engine.dump(engine.load(board))
        draft.log = []
        tree = HistoryTree.start(draft.document)
        draft.history = tree.to_json()
        store_draft(draft, ["document", "log", "history"])
        for action in document.get("actions") or []:
            plain = _without_choices(action)
            do_apply_action(draft, plain, label=describe_action(draft.document, plain))
            for choice in action.get("choices") or []:
                if history_tree(draft)[0].pending is None:
                    break  # the engine asked less than the document answers: the rest is unused
                do_answer_decision(draft, choice)


def heavy_paste(document: Mapping[str, Any]) -> bool:
    actions = document.get("actions") or []
    return board_objects(document) > HEAVY_PASTE_OBJECTS or len(actions) > HEAVY_PASTE_ACTIONS


def do_paste_board(draft: Draft, text: str) -> str:
    """Replace the draft's board with a pasted notation (and apply its actions)."""
    document = read_notation(text)
    if heavy_paste(document):
        # A big board or a long line of steps may use the paste's whole budget: it takes a
        # site-wide heavy-work slot (issue 29; HeavyWorkBusy when none is free) and is
        # computed in a child process at the lowest CPU priority, stopped past its budget
        # (HeavyWorkStopped); the draft is written here, in its one compare-and-swap.
        with heavy_work("paste"):
            changed = at_low_priority(
                "paste",
                lambda: computed_edit(draft, lambda: set_board_with_actions(draft, document)),
                cpu_seconds=PASTE_CPU_SECONDS,
            )
        write_computed(draft, changed)
    else:
        set_board_with_actions(draft, document)
    count = len(document.get("actions") or [])
    done = f" and {count} action{'s' if count != 1 else ''} applied" if count else ""
    return f"Board pasted{done}."
