"""Scenarios in and out: the JSON document (download and upload) and the plain-text question.

An upload is read with a size limit, parsed as JSON, validated against the published JSON
Schema (``engine/document/schema/scenario.schema.json``) and then by ``engine.load``, the strict reader;
an error names the field at fault (``players[1].life: 'x' is not of type 'integer'``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

import jsonschema
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction

import engine
from builder.operations import jsonlimits
from builder.scenarios.models import Draft
from builder.scenarios.services import ServiceError
from builder.scenarios.services.editor_cards import closest_card_names
from builder.scenarios.services.not_applied import for_documents
from builder.scenarios.services.notation import check_actions, set_board_with_actions, with_choices
from builder.scenarios.services.plainwords import without_ids
from builder.sharing.models import DraftOrigin, Scenario
from builder.sharing.services.annotations import plain_text
from builder.sharing.services.rulings import (
    outcome_lines,
    outcome_summary,
    revision_outcomes,
    waiting_words,
)
from builder.sharing.services.steps import Steps
from engine.core.log import EDITION_NOTE
from engine.document.schema import scenario_schema

MAX_IMPORT_BYTES = 1_000_000
MAX_MESSAGE = 300


# --- export ----------------------------------------------------------------------------------


def export_json(revision: Scenario) -> bytes:
    """The revision's scenario document, as the engine and the import form read it."""
    return json.dumps(export_document(revision), indent=2, ensure_ascii=False).encode() + b"\n"


def export_document(revision: Scenario) -> dict[str, Any]:
    """The board before the revision's steps, with the steps as its ``actions`` (each with its
    choices) and the action that waited for a decision last: importing it gives back the same
    ruling. Steps after the last hand edit of the board start from that edited board; a
    revision without steps is its board."""
    steps = Steps(revision.history, revision.document, revision.log)
    start = 0
    actions: list[dict[str, Any]] = []
    for number in range(1, len(steps)):
        step = steps.step(number)
        if step.kind != "action" or step.action is None:
            start, actions = number, []
        else:
            actions.append(with_choices(step.action, step.choices))
    if (pending := steps.pending) is not None:
        actions.append(with_choices(pending["action"], pending.get("choices") or ()))
    if not actions:
        return dict(revision.document)
    board = steps.step(start).document
    return {**{k: v for k, v in board.items() if k != "actions"}, "actions": actions}


def export_filename(revision: Scenario, suffix: str) -> str:
    return f"stackboard-{revision.public_id}{suffix}"


def question_text(revision: Scenario, url: str) -> str:
    """The scenario in the judges' question style: active player, board, question, answer."""
    steps = Steps(revision.history, revision.document, revision.log)
    start = steps.step(0)
    # The answer explains each step taken; a board saved without steps is its own answer.
    answered = [steps.step(n) for n in range(1, len(steps))] or [start]
    outcomes = revision_outcomes(revision)
    question = revision.title or "A rules question"
    # The question asks; the answer (the outcomes in short first) follows under "Answer:".
    summary = outcome_summary(outcomes)
    lines = [question, "=" * len(question), f"Link: {url}", ""]
    if ignored := for_documents(
        steps.documents()
    ):  # the answer leads with the text it doesn't apply
        lines += [ignored.text, ""]
    lines += [f"Active player: {_active_player(start.document)}", "", "The board:"]
    lines += [f"  {line}" for line in _board_text(start.document).splitlines()]
    lines += ["", "Question:", question]
    lines += [text for text in (plain_text(revision.description), _note(revision, 0)) if text]
    if (pending := steps.pending) is not None:  # saved while a decision waited
        lines += ["What happens:", f"  {waiting_words(pending)}"]
    if len(steps) > 1:
        lines.append("What happens after:")
        lines += [f"  {step.number}. {step.label}" for step in answered]
    lines += ["", "Answer:"]
    if summary:
        lines.append(f"In short: {summary}.")
    for step in answered:
        if len(steps) > 1:
            lines.append(f"{step.number}. {step.label}")
            if note := _note(revision, step.number):
                lines.append(f"  Note: {note}")
        lines += [f"  - {text}" for text in _summary(step.log)]
    if outcomes is not None:
        lines.append("Every outcome, with the choice that leads to it:")
        lines += [f"  {line}" for line in outcome_lines(outcomes)]
    elif not any(step.log for step in answered):
        lines.append("  Nothing was resolved: the board is the whole scenario.")
    logs = [step.log for step in answered] + [o.log for o in (outcomes.items if outcomes else ())]
    if cited := _rules_cited(logs):
        lines += ["", f"Rules cited: {', '.join(cited)}."]
    lines += [EDITION_NOTE, ""]
    return "\n".join(lines)


def _note(revision: Scenario, number: int) -> str:
    return plain_text(str(revision.notes.get(str(number), "")))


def _active_player(document: Mapping[str, Any]) -> str:
    turn = document.get("turn") or {}
    active = str(turn.get("active_player", ""))
    names = {str(p.get("id")): str(p.get("name") or p.get("id")) for p in document["players"]}
    step = str(turn.get("step", "")).replace("_", " ")
    return f"{names.get(active, active)} (turn {turn.get('number', 1)}, {step} step)"


def _board_text(document: Mapping[str, Any]) -> str:
    try:
        return without_ids(engine.text_rendering(engine.load(dict(document))))
    except engine.EngineError as error:
        return f"(the engine can't read this board: {error})"


def _summary(log: Sequence[Mapping[str, Any]]) -> list[str]:
    """The player-level entries, each with its rule citations."""
    lines = []
    for entry in log:
        if entry.get("detail", "player") != "player":
            continue
        rules = entry.get("rules") or []
        cites = f" (CR {', '.join(str(r) for r in rules)})" if rules else ""
        lines.append(f"{without_ids(str(entry.get('text', '')))}{cites}")
    return lines


def _rules_cited(logs: Iterable[Sequence[Mapping[str, Any]]]) -> list[str]:
    seen: dict[str, None] = {}
    for log in logs:
        for entry in log:
            for rule in entry.get("rules") or []:
                seen.setdefault(str(rule), None)
    return list(seen)


# --- import ----------------------------------------------------------------------------------


def check_import(upload: UploadedFile) -> dict[str, Any]:
    """The uploaded scenario document, or ``ServiceError(field="file")`` saying what is wrong."""
    if upload.size is not None and upload.size > MAX_IMPORT_BYTES:
        raise _bad(f"The file is {upload.size:,} bytes; the limit is {MAX_IMPORT_BYTES:,} (1 MB).")
    raw = upload.read(MAX_IMPORT_BYTES + 1)
    if len(raw) > MAX_IMPORT_BYTES:
        raise _bad(f"The file is larger than the {MAX_IMPORT_BYTES:,} byte (1 MB) limit.")
    try:
        data = jsonlimits.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise _bad(
            "The file isn't UTF-8 text: export a scenario as JSON and upload that."
        ) from None
    except json.JSONDecodeError as error:
        raise _bad(
            f"The file isn't valid JSON: {error.msg} (line {error.lineno}, column {error.colno})."
        ) from None
    except jsonlimits.TooDeeplyNested as error:
        raise _bad(f"The JSON is nested too deeply to be a scenario: {error}.") from None
    except jsonlimits.JsonLimitExceeded as error:
        raise _bad(f"The JSON can't be a scenario: {error}.") from None
    except RecursionError:
        raise _bad("The JSON is nested too deeply to be a scenario.") from None
    if not isinstance(data, dict):
        raise _bad("A scenario document is a JSON object ({...}) with a list of players.")
    _check_schema(data)
    try:
        engine.load(data)
        check_actions(data)
    except engine.InvalidDocument as error:
        closest = closest_card_names(error.unknown_card) if error.unknown_card else ""
        raise _bad(_at(error.path, error.message) + closest) from None
    except ServiceError as error:
        raise _bad(_short(error.message)) from None
    except Exception as error:  # noqa: BLE001 - untrusted input: any failure is the file's fault
        raise _bad(f"The engine can't read this scenario: {_short(str(error))}") from None
    return data


def do_import(document: Mapping[str, Any]) -> Draft:
    """A new draft of an imported document (its first save starts a new family); its
    ``actions`` (checked by ``check_import``) are applied as steps, the last one left waiting
    when it needs a decision the document doesn't give.  The rows are written in a short
    transaction; the actions are applied after it, with none open (issue 29), and a draft whose
    actions then fail is removed again: an import is all or nothing."""
    board = {k: v for k, v in document.items() if k != "actions"}
    with transaction.atomic():
        draft = Draft.objects.create(document=board, log=[])
        DraftOrigin.objects.create(draft=draft)
    if document.get("actions"):
        try:
            set_board_with_actions(draft, document)
        except BaseException:
            draft.delete()
            raise
    return draft


@cache
def _validator() -> Any:
    schema = scenario_schema()
    return jsonschema.validators.validator_for(schema)(schema)


def _check_schema(data: dict[str, Any]) -> None:
    try:
        error = jsonschema.exceptions.best_match(_validator().iter_errors(data))
    except RecursionError:
        raise _bad("The JSON is nested too deeply to be a scenario.") from None
    if error is not None:
        raise _bad(_at(_path(error.absolute_path), error.message))


def _path(parts: Iterable[str | int]) -> str:
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else f".{part}" if text else str(part)
    return text


def _at(path: str, message: str) -> str:
    where = path or "the document"
    return f"{where}: {_short(message)}"


def _short(message: str) -> str:
    return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 1] + "…"


def _bad(message: str) -> ServiceError:
    return ServiceError(message, field="file")
