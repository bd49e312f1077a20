"""Puzzles: publish (verify the solution and store the badge), import from Forge, solve mode.

Views call one function each:

- ``do_publish_puzzle(scenario, goal, solution=..., hints=..., ...)``: make the saved revision a
  puzzle, check the solution with ``engine.puzzle.verify`` and store the result (the badge);
- ``import_pzl_as_puzzle(text, filename)``: a ``.pzl`` file as a saved scenario and its puzzle;
- ``public_start(puzzle)``: the starting board without hidden cards, for share and embed pages;
- solve mode, keyed by an anonymous browser token (the session key, ``browser_key``):
  ``reader_progress``, ``do_solve_action``, ``do_reveal_hint``, ``do_reveal_solution``,
  ``do_reset_progress``; each returns a ``SolveView`` whose board and log never name a hidden card;
- ``check_goal_after_action(puzzle, document)``: the goal's status on any board.

A puzzle starts from its revision's set-up board: the root of the saved history when steps were
played (then those steps are the authored solution, ``authored_solution``), else its document.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.contrib.sessions.backends.base import SessionBase
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.utils import timezone

import engine
from builder import jobs
from builder.jobs.models import Job
from builder.puzzles.models import (
    Puzzle,
    PuzzleCertificate,
    PuzzleProgress,
    PuzzleStatus,
    difficulty_of,
)
from builder.puzzles.services import certificates
from builder.puzzles.services.forge import (
    CardLookup,
    PuzzleImport,
    authored_solution,
    goal_fields,
    goal_of,
    import_pzl_text,
    start_document,
)
from builder.scenarios.models import Draft
from builder.scenarios.services import ServiceError
from builder.sharing import services as sharing_services
from builder.sharing.models import Scenario
from builder.sharing.services.annotations import render_markdown
from engine.puzzle import (
    Goal,
    GoalStatus,
    SolveResult,
    Verdict,
    Verification,
    check,
    redact,
    solve_start,
    solve_step,
    verify,
)
from engine.puzzle.autopay import is_mana_ability
from engine.puzzle.lines import winning_line
from engine.puzzle.redact import ReaderSees
from engine.puzzle.solve import move_parts, take_back
from engine.puzzle.verify import solver_steps
from engine.rules.names import seen_by

MAX_NODES = 20_000  # positions the verifier checks before it reports how far it got
HIDDEN_TEXT = "(hidden information)"
VERDICT_NODES = 3_000  # positions searched after a reader's move for a line that still wins


def puzzle_of(revision: Scenario) -> Puzzle | None:
    """The revision's puzzle, if it is one."""
    try:
        return revision.puzzle
    except Puzzle.DoesNotExist:
        return None


# --- the start -----------------------------------------------------------------------------------


def _start_state(puzzle: Puzzle) -> engine.GameState:
    return _load(start_document(puzzle.scenario))


def _start_state_of(scenario: Scenario) -> engine.GameState:
    return _load(start_document(scenario))


def _load(document: Mapping[str, Any]) -> engine.GameState:
    try:
        return engine.load(document)
    except engine.InvalidDocument as error:
        raise ServiceError(f"The engine can't read this board: {error}") from error


# --- publishing ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Badge:
    status: str
    label: str
    detail: str


# A puzzle without an author's solution: its badge is its certificate's verdict (the solver's).
CERTIFICATE_BADGES = {
    Verdict.SOLVED: PuzzleStatus.VERIFIED,
    Verdict.NO_SOLUTION: PuzzleStatus.REFUTED,
    Verdict.UNKNOWN: PuzzleStatus.INCOMPLETE,
}


def badge(puzzle: Puzzle) -> Badge:
    """What the verification badge says; for a puzzle without an author's solution, what the
    engine's search found (its certificate), once it has one."""
    data = puzzle.verification or {}
    if not puzzle.solution:
        found = certificates.stored_certificate(puzzle)
        if found is not None:
            searched = CERTIFICATE_BADGES.get(found.verdict, PuzzleStatus.UNCHECKED)
            return Badge(searched.value, certificates.headline(found), found.reason)
    status = str(data.get("status", PuzzleStatus.UNCHECKED))
    label = dict(PuzzleStatus.choices).get(status, status)
    if status == PuzzleStatus.INCOMPLETE:
        label = (
            f"Checked {data.get('nodes', 0):,} positions through step {data.get('depth', 0)} "
            f"of {data.get('solution_length', 0)}: no opponent line found that beats it yet"
        )
    return Badge(status, str(label), str(data.get("message", "")))


def do_publish_puzzle(
    scenario: Scenario,
    goal: Goal,
    *,
    solution: Sequence[Mapping[str, Any]] | None = None,
    hints: Sequence[str] = (),
    difficulty: str = "",
    description: str = "",
    source_credit: str = "",
    source_url: str = "",
    show_opponent_hand: bool = False,
    show_library_order: bool = False,
    scripted_responses: Sequence[Mapping[str, Any]] = (),
    max_nodes: int = MAX_NODES,
    in_background: bool = False,
    client: str = "",
    check: bool = True,
) -> Puzzle:
    """Make ``scenario`` a puzzle (or update its puzzle), verify the solution and store the
    badge (``in_background``: in a job, see ``queue_verification``). ``solution`` defaults to
    the steps played in the saved history."""
    steps = [dict(s) for s in (authored_solution(scenario) if solution is None else solution)]
    if in_background:
        _check_job_room(client, verification_subject(scenario))  # before anything is written
    if _start_state_of(scenario).find_player(goal.solver) is None:
        raise ServiceError(f"There is no player {goal.solver!r} to solve it.", field="solver")
    fields = {
        **goal_fields(goal),
        "hints": [str(h) for h in hints if str(h).strip()],
        "difficulty": difficulty_of(difficulty),
        "description": description,
        "description_html": str(render_markdown(description)),
        "source_credit": source_credit[:200],
        "source_url": source_url[:500],
        "show_opponent_hand": show_opponent_hand,
        "show_library_order": show_library_order,
        "scripted_responses": [dict(r) for r in scripted_responses],
        "solution": steps,
    }
    fields["hints_html"] = [str(render_markdown(h)) for h in fields["hints"]]
    with transaction.atomic():
        puzzle, created = Puzzle.objects.update_or_create(scenario=scenario, defaults=fields)
        if not created:
            # A puzzle rewritten in place (the pages publish a new revision instead; the shell
            # and tests may not): the certificate of what it was is no longer its own.
            PuzzleCertificate.objects.filter(puzzle=puzzle).delete()
    # Checked after the write, with no transaction open: the verifier can take minutes, and a
    # transaction would hold the database's write lock all that time (issue 29). A caller
    # inside its own transaction passes ``check=False`` and calls ``do_verify_puzzle`` after it.
    if check:
        _verify(puzzle, max_nodes, in_background, client)
    return puzzle


def _verify(puzzle: Puzzle, max_nodes: int, in_background: bool, client: str = "") -> None:
    if in_background:
        queue_verification(puzzle, max_nodes=max_nodes, client=client)
    else:
        do_verify_puzzle(puzzle, max_nodes=max_nodes)


VERIFY_JOB = "verify-puzzle"
VERIFY_TIME_LIMIT = 180  # seconds a check may run (issue 29): then it stops and says so


def verification_subject(scenario: Scenario) -> str:
    """What a check is about: the puzzle of a family of revisions. Publishing a puzzle again
    makes a newer revision (a shared revision never changes), whose check replaces the older
    revision's still running or waiting: the older link says its check was replaced."""
    return f"puzzle-family:{scenario.family_id}"


def _check_job_room(client: str, replacing: str) -> None:
    """ServiceError when the client or the server can't start one more check (builder.jobs);
    ``replacing``: the subject whose unfinished check the new one replaces."""
    try:
        jobs.check_room(jobs.client_digest(client), replacing=replacing)
    except jobs.JobRefused as refused:
        raise ServiceError(refused.message) from None


def queue_verification(puzzle: Puzzle, *, max_nodes: int = MAX_NODES, client: str = "") -> Job:
    """Check the solution and write the puzzle's certificate in a background job
    (``builder.jobs``; without a solution, the engine searches for one); until it ends the
    puzzle is unchecked and its verification names the job (the edit page shows its progress).
    A check still running for the puzzle is replaced (it stops at its next progress report)."""
    params = {"puzzle": puzzle.pk, "revision": puzzle.scenario.public_id, "max_nodes": max_nodes}
    try:
        job = jobs.create(
            VERIFY_JOB, params, client=client, subject=verification_subject(puzzle.scenario)
        )
    except jobs.JobRefused as refused:
        raise ServiceError(refused.message) from None
    puzzle.verification = {
        "version": 1,
        "status": PuzzleStatus.UNCHECKED.value,
        "message": (
            "the solution is being checked"
            if puzzle.solution
            else "no solution is given: the engine is searching for one"
        ),
        "job": job.key,
    }
    puzzle.status = PuzzleStatus.UNCHECKED
    puzzle.save(update_fields=["verification", "status", "updated_at"])
    jobs.dispatch(job)
    # The eager backend has stored the result already; the caller's copy should show it.
    puzzle.refresh_from_db(fields=["verification", "status", "updated_at"])
    return job


def do_verify_puzzle(
    puzzle: Puzzle,
    *,
    max_nodes: int = MAX_NODES,
    on_progress: Callable[[int], None] | None = None,
    job_key: str = "",
) -> Verification | None:
    """Check the puzzle's solution and store the result; without a solution it stays unchecked.
    From a job (``job_key``), the result is stored only if no later publish started another."""
    if not puzzle.solution:
        puzzle.verification = {"version": 1, "status": PuzzleStatus.UNCHECKED.value}
        puzzle.status = PuzzleStatus.UNCHECKED
        puzzle.save(update_fields=["verification", "status", "updated_at"])
        return None
    result = verify(
        _start_state(puzzle), puzzle.solution, goal_of(puzzle), max_nodes, on_progress=on_progress
    )
    with transaction.atomic():
        if job_key:
            current = Puzzle.objects.select_for_update().filter(pk=puzzle.pk).first()
            if current is None or (current.verification or {}).get("job") != job_key:
                return result  # deleted, or published again since: that job stores its own
        # A job's result keeps naming it: the job goes on to the certificate, which it stores
        # only while the puzzle's check is still its own (``certificates.do_certify_puzzle``).
        puzzle.verification = {**result.to_json(), "job": job_key} if job_key else result.to_json()
        puzzle.status = result.status
        puzzle.save(update_fields=["verification", "status", "updated_at"])
    return result


def do_note_search(puzzle: Puzzle, job_key: str, message: str) -> None:
    """A puzzle without a solution: what the engine's search found, in its verification's
    message (still naming the job, so the edit page shows how it ended); only if no later
    publish started another check."""
    with transaction.atomic():
        current = Puzzle.objects.select_for_update().filter(pk=puzzle.pk).first()
        if current is None or (current.verification or {}).get("job") != job_key:
            return
        current.verification = {
            "version": 1,
            "status": PuzzleStatus.UNCHECKED.value,
            "message": message,
            "job": job_key,
        }
        current.save(update_fields=["verification", "updated_at"])


def do_copy_puzzle(
    puzzle: Puzzle, revision: Scenario, *, max_nodes: int = MAX_NODES, in_background: bool = False
) -> Puzzle:
    """The same puzzle on a new revision of its family; its solution is checked again. Steps
    newly played on the board in the builder (the new revision's recorded steps differ from the
    old one's) are its new solution: that is how an author records it (``do_record_solution``)."""
    fields = {
        f.name: copy.deepcopy(getattr(puzzle, f.name))
        for f in Puzzle._meta.concrete_fields
        if f.name not in ("id", "scenario", "created_at", "updated_at")
    }
    played = authored_solution(revision)
    if played and played != authored_solution(puzzle.scenario):
        fields["solution"] = played
    with transaction.atomic():
        copied, _ = Puzzle.objects.update_or_create(scenario=revision, defaults=fields)
    try:
        _verify(copied, max_nodes, in_background)  # after the write, as in do_publish_puzzle
    except ServiceError as refused:  # no room for its check now: the new revision is kept
        copied.verification = {
            "version": 1,
            "status": PuzzleStatus.UNCHECKED.value,
            "message": refused.message,
        }
        copied.status = PuzzleStatus.UNCHECKED
        copied.save(update_fields=["verification", "status", "updated_at"])
    return copied


def do_record_solution(revision: Scenario) -> Draft:
    """A builder draft of the puzzle's starting board, no step played, in the revision's family:
    the author plays the solution there with the usual action picker (the opponent's answers
    too) and saves; the new revision's puzzle takes those steps as its solution
    (``do_copy_puzzle``) and checks them again."""
    return sharing_services.do_open_board_for_editing(revision, start_document(revision))


def import_pzl_as_puzzle(
    text: str, filename: str, *, lookup: CardLookup | None = None
) -> PuzzleImport:
    """A ``.pzl`` file as a saved scenario and its puzzle (goal, credit, import report)."""
    return import_pzl_text(text, filename, lookup=lookup, save=True)


def check_goal_after_action(puzzle: Puzzle, document: Mapping[str, Any]) -> GoalStatus:
    """The goal's status on ``document`` (a board reached from the puzzle's start)."""
    return check(goal_of(puzzle), _start_state(puzzle), _load(document))


def reader_sees(puzzle: Puzzle) -> ReaderSees:
    """What the reader sees of the board: the engine's words for them (log lines, decisions,
    refusals) tell same-named objects apart only from those (engine.rules.names.seen_by)."""
    return ReaderSees.of(puzzle.visible or {}, puzzle.solver)


def public_start(puzzle: Puzzle) -> dict[str, Any]:
    """The starting board as share and embed pages may send it: hidden cards removed."""
    return redact(start_document(puzzle.scenario), puzzle.visible, puzzle.solver)


# --- solve mode ----------------------------------------------------------------------------------


def browser_key(session: SessionBase) -> str:
    """The anonymous browser token progress is kept under: the session key (created if new)."""
    if not session.session_key:
        session.save()
    assert session.session_key is not None
    return session.session_key


@dataclass(frozen=True)
class SolveView:
    """What the solve panel shows. ``pending``: a decision for the reader, with the action and
    choices to post again with one more answer. Boards and logs are redacted: log text naming a
    card the redacted board doesn't show becomes "(hidden information)"."""

    document: dict[str, Any]
    status: str  # "open", "solved" or "failed"
    reason: str
    log: list[dict[str, Any]]
    hints: tuple[str, ...]
    hints_left: int
    solution: list[dict[str, Any]] | None
    pending: dict[str, Any] | None = None
    error: str = ""
    moves: int = 0
    # The last move's line steps when no line wins after it (the opponent's answer is there).
    lost_after: list[dict[str, Any]] | None = None
    suggestion: dict[str, Any] | None = None  # a move of a winning line, asked for as a hint
    suggestion_note: str = ""  # why there is no suggestion
    can_take_back: bool = False


def reader_progress(puzzle: Puzzle, key: str) -> SolveView:
    """The reader's board now (the opening position when they haven't started)."""
    progress = PuzzleProgress.objects.filter(puzzle=puzzle, session_key=key).first()
    if progress is None:
        progress = _opening(puzzle, key)
    return _view(puzzle, progress)


def do_solve_action(
    puzzle: Puzzle,
    key: str,
    action: Mapping[str, Any],
    choices: Sequence[str] = (),
    payment: Sequence[Mapping[str, Any]] = (),
) -> SolveView:
    """The reader takes ``action`` (after the mana abilities of ``payment``); the opponent
    answers; the goal is checked. An illegal action changes nothing and comes back as
    ``error``; a decision of the reader as ``pending``. A move after which no line wins any
    more is stored with that verdict (``solve_verdict``)."""
    goal = goal_of(puzzle)
    start = _start_state(puzzle)
    taps = [dict(p) for p in payment]
    # The engine works with no transaction open (issue 29); the move is written after, only if
    # the reader's progress is still the one it was computed from (``_store_progress``).
    progress = _progress_to_change(puzzle, key)
    state = _load(progress.document)
    with seen_by(reader_sees(puzzle)):
        result = solve_step(
            start,
            state,
            dict(action),
            [str(c) for c in choices],
            goal,
            scripted=puzzle.scripted_responses or [],
            scripted_used=progress.scripted_used,
            payment=taps,
        )
    if result.error:
        return _view(puzzle, progress, error=result.error)
    if result.pending is not None:
        pending = {
            "decision": result.pending.to_json(),
            "action": dict(action),
            "choices": [str(c) for c in choices],
            "payment": taps,
        }
        return _view(puzzle, progress, pending=pending)
    move: dict[str, Any] = {**dict(action), "choices": [str(c) for c in choices]}
    if taps:
        move["payment"] = taps
    progress.steps = [*progress.steps, move]
    _fill(progress, result)
    verdict = solve_verdict(puzzle, start, progress.steps, result)
    if verdict is not None:
        progress.steps[-1] = {**move, "verdict": verdict}
    return _store_progress(puzzle, key, progress)


def do_take_back(puzzle: Puzzle, key: str) -> SolveView:
    """Take the reader's last move back: the other moves are replayed from the start (the
    engine is deterministic, so that is the position before it). Hints and the spoiler stay."""
    goal = goal_of(puzzle)
    start = _start_state(puzzle)
    progress = _progress_to_change(puzzle, key)
    if not progress.steps:
        return _view(puzzle, progress, error="there is no move to take back")
    kept = list(progress.steps[:-1])
    with seen_by(reader_sees(puzzle)):
        result = take_back(
            start, goal, [_move_of(m) for m in progress.steps], scripted=_scripted(puzzle)
        )
    if result.error:
        return _view(puzzle, progress, error=result.error)
    progress.steps = kept
    progress.log = []
    _fill(progress, result)
    return _store_progress(puzzle, key, progress)


def _scripted(puzzle: Puzzle) -> list[dict[str, Any]]:
    return [dict(r) for r in puzzle.scripted_responses or []]


def _move_of(stored: Mapping[str, Any]) -> dict[str, Any]:
    """A stored move without what the page added to it (the verdict)."""
    return {k: v for k, v in stored.items() if k != "verdict"}


def _flat(moves: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Moves as the engine actions they are, mana abilities first, for comparing with the
    solution: each ``{**action, "choices": [...]}``."""
    flat: list[dict[str, Any]] = []
    for move in moves:
        action, choices, payment = move_parts(_move_of(move))
        for tap in payment:
            flat.append({**tap, "choices": [str(c) for c in tap.get("choices") or ()]})
        flat.append({**action, "choices": list(choices)})
    return flat


def _reader_steps(puzzle: Puzzle) -> list[dict[str, Any]]:
    """The solution as the reader plays it: the solver's steps with the solver's answers (a
    solution recorded on the board also holds the opponent's, which solve mode answers)."""
    return solver_steps(_start_state(puzzle), puzzle.solution, puzzle.solver)


def on_solution(puzzle: Puzzle, moves: Sequence[Mapping[str, Any]]) -> bool:
    """The reader's moves so far are the start of the verified solution (so a line still wins)."""
    if puzzle.status != PuzzleStatus.VERIFIED:
        return False
    solution = _flat(
        [{**s, "choices": [str(c) for c in s.get("choices") or ()]} for s in _reader_steps(puzzle)]
    )
    played = _flat(moves)
    return len(played) <= len(solution) and solution[: len(played)] == played


def solve_verdict(
    puzzle: Puzzle,
    start: engine.GameState,
    moves: Sequence[Mapping[str, Any]],
    result: SolveResult,
) -> dict[str, Any] | None:
    """``{"status": "lost", "steps": n, "answer": ...}`` when no line wins against every
    opponent choice after the last move (its ``n`` line steps hold the opponent's answers so
    far; ``answer``: the one that beats the line the search tried first), else None: the goal is
    already decided, the reader follows the verified solution, a line still wins, or the search
    (``VERDICT_NODES`` positions) can't tell."""
    if result.status.over or on_solution(puzzle, moves):
        return None
    if moves and is_mana_ability(result.state, _move_of(moves[-1])):
        return None  # mana floated in the pool: the next move says whether it was wasted
    with seen_by(reader_sees(puzzle)):  # the answer's line is shown to the reader
        search = winning_line(start, result.state, goal_of(puzzle), max_nodes=VERDICT_NODES)
    if not search.lost:
        return None
    answer = search.answer.to_json() if search.answer is not None else None
    return {"status": "lost", "steps": len(result.steps), "answer": answer}


def do_suggest_move(puzzle: Puzzle, key: str) -> SolveView:
    """A hint on request from the engine: the next move of a winning line (``suggestion``)."""
    move, note = suggested_move(puzzle, key)
    progress = PuzzleProgress.objects.filter(puzzle=puzzle, session_key=key).first()
    progress = progress if progress is not None else _opening(puzzle, key)
    return _view(puzzle, progress, suggestion=move, suggestion_note=note)


def suggested_move(puzzle: Puzzle, key: str) -> tuple[dict[str, Any] | None, str]:
    """A hint the engine finds: the next move of a winning line from the reader's position
    (the verified solution's while the reader follows it), or why there is none."""
    progress = PuzzleProgress.objects.filter(puzzle=puzzle, session_key=key).first()
    moves = list(progress.steps) if progress is not None else []
    state = reader_state(puzzle, key)
    if on_solution(puzzle, moves):
        taps: list[dict[str, Any]] = []
        for step in _reader_steps(puzzle)[len(_flat(moves)) :]:
            if not is_mana_ability(state, step):
                return {**dict(step), "payment": taps}, ""
            taps.append(dict(step))
    search = winning_line(_start_state(puzzle), state, goal_of(puzzle), max_nodes=VERDICT_NODES)
    if search.move is not None:
        return search.move, ""
    if search.lost:
        return None, "no line wins from here against every answer: take a move back"
    return None, "the engine found no winning line from here within its search bound"


def do_reveal_hint(puzzle: Puzzle, key: str) -> SolveView:
    with transaction.atomic():
        progress = _progress_for_update(puzzle, key)
        progress.hints_revealed = min(progress.hints_revealed + 1, len(puzzle.hints or []))
        progress.save(update_fields=["hints_revealed", "updated_at"])
    return _view(puzzle, progress)


def do_reveal_solution(puzzle: Puzzle, key: str) -> SolveView:
    with transaction.atomic():
        progress = _progress_for_update(puzzle, key)
        progress.solution_revealed = True
        progress.save(update_fields=["solution_revealed", "updated_at"])
    return _view(puzzle, progress)


def do_reset_progress(puzzle: Puzzle, key: str) -> SolveView:
    """Start over: the board, the hints and the spoiler go back to the beginning."""
    PuzzleProgress.objects.filter(puzzle=puzzle, session_key=key).delete()
    return reader_progress(puzzle, key)


def reader_state(puzzle: Puzzle, key: str) -> engine.GameState:
    """The reader's whole board now (hidden cards included: never send it to the browser)."""
    progress = PuzzleProgress.objects.filter(puzzle=puzzle, session_key=key).first()
    document = progress.document if progress is not None else _opening(puzzle, key).document
    return _load(document)


def reader_options(
    puzzle: Puzzle, key: str, state: engine.GameState | None = None
) -> list[engine.ActionOption]:
    """The reader's legal actions now: the solver's own, resolving and advancing."""
    state = reader_state(puzzle, key) if state is None else state
    if check(goal_of(puzzle), _start_state(puzzle), state).over:
        return []
    return [
        option
        for option in engine.available_actions(state)
        if option.legal
        and (
            option.player in ("", puzzle.solver) or option.action["type"] in ("advance", "resolve")
        )
    ]


# What the opening position sets on a progress row (``_fill``), kept in the cache per puzzle.
_OPENING_FIELDS = ("document", "log", "scripted_used", "solved", "failed", "reason")
OPENING_CACHE_SECONDS = 24 * 3600


def _opening(puzzle: Puzzle, key: str) -> PuzzleProgress:
    """An unsaved progress row at the opening position (the opponent's due declarations made).

    Issue 29: every new reader of a puzzle page starts here, and the opening is engine work (the
    start board loaded, the opponent's declarations chosen); it is the same for every reader of
    the same puzzle, so it is computed once and kept in the shared cache, keyed by what it is
    computed from (the revision, the goal, the scripted answers). A reader's GET then costs
    the cache read, whatever the query string."""
    cache_key = opening_key(puzzle)
    kept = cache.get(cache_key)
    if kept is None:
        start = _start_state(puzzle)
        with seen_by(reader_sees(puzzle)):
            result = solve_start(start, goal_of(puzzle), scripted=puzzle.scripted_responses or [])
        computed = PuzzleProgress(puzzle=puzzle, session_key=key)
        _fill(computed, result)
        kept = {name: getattr(computed, name) for name in _OPENING_FIELDS}
        cache.set(cache_key, kept, OPENING_CACHE_SECONDS)
    return PuzzleProgress(puzzle=puzzle, session_key=key, **copy.deepcopy(kept))


def opening_key(puzzle: Puzzle) -> str:
    """The opening position's cache key: a digest of what it is computed from."""
    made_of = [
        puzzle.scenario_id,
        start_document(puzzle.scenario),
        puzzle.goal_kind,
        puzzle.goal_params,
        puzzle.solver,
        puzzle.turn_limit,
        puzzle.scripted_responses,
        puzzle.visible,  # what the reader sees names the objects (reader_sees)
        engine.ENGINE_VERSION,
    ]
    digest = hashlib.sha256(json.dumps(made_of, sort_keys=True, default=str).encode()).hexdigest()[
        :32
    ]
    return f"puzzle-opening:{digest}"


def _saved_progress(puzzle: Puzzle, key: str) -> PuzzleProgress:
    """The reader's progress row; the first time, the opening position is computed (with no
    transaction open: the opponent's declarations are engine work) and saved."""
    progress = PuzzleProgress.objects.filter(puzzle=puzzle, session_key=key).first()
    if progress is not None:
        return progress
    progress = _opening(puzzle, key)
    try:
        with transaction.atomic():
            progress.save()
    except IntegrityError:  # the same reader's other tab saved it first: use theirs
        return PuzzleProgress.objects.get(puzzle=puzzle, session_key=key)
    return progress


def _progress_for_update(puzzle: Puzzle, key: str) -> PuzzleProgress:
    """The reader's progress row, locked for a short change (a hint, the spoiler)."""
    _saved_progress(puzzle, key)
    return PuzzleProgress.objects.select_for_update().get(puzzle=puzzle, session_key=key)


def _progress_to_change(puzzle: Puzzle, key: str) -> PuzzleProgress:
    """The reader's progress as a move starts from it (saved at the opening position the
    first time), read without a lock: ``_store_progress`` checks it didn't change since."""
    progress = _saved_progress(puzzle, key)
    progress._read_at = progress.updated_at  # type: ignore[attr-defined]
    return progress


_PROGRESS_FIELDS = ("steps", "document", "log", "scripted_used", "solved", "failed", "reason")
MOVED_ELSEWHERE = (
    "this puzzle moved on in another tab or window at the same moment: your move was not "
    "applied; the board shows where it is now"
)


def _store_progress(puzzle: Puzzle, key: str, progress: PuzzleProgress) -> SolveView:
    """Write a move computed from ``progress`` (one short statement, compare-and-swap on its
    ``updated_at``): a move made meanwhile in another tab is never written over; then the
    board as it is now comes back with a message."""
    now = timezone.now()
    written = PuzzleProgress.objects.filter(
        pk=progress.pk,
        updated_at=progress._read_at,  # type: ignore[attr-defined]
    ).update(**{name: getattr(progress, name) for name in _PROGRESS_FIELDS}, updated_at=now)
    if not written:
        current = PuzzleProgress.objects.filter(puzzle=puzzle, session_key=key).first()
        return _view(puzzle, current or _opening(puzzle, key), error=MOVED_ELSEWHERE)
    progress.updated_at = now
    return _view(puzzle, progress)


def _fill(progress: PuzzleProgress, result: SolveResult) -> None:
    progress.document = engine.dump(result.state)
    progress.log = [*progress.log, *(s.to_json() for s in result.steps)]
    progress.scripted_used = result.scripted_used
    progress.solved = result.status.met
    progress.failed = result.status.failed
    progress.reason = result.status.reason[:300]


def _view(
    puzzle: Puzzle,
    progress: PuzzleProgress,
    *,
    error: str = "",
    pending: dict[str, Any] | None = None,
    suggestion: dict[str, Any] | None = None,
    suggestion_note: str = "",
) -> SolveView:
    public = redact(progress.document, puzzle.visible, puzzle.solver)
    hidden = _hidden_names(progress.document, public)
    hints = tuple(puzzle.hints or [])
    shown = hints[: progress.hints_revealed]
    status = "solved" if progress.solved else "failed" if progress.failed else "open"
    return SolveView(
        document=public,
        status=status,
        reason=progress.reason,
        log=[_scrub(step, hidden) for step in progress.log],
        hints=shown,
        hints_left=len(hints) - len(shown),
        solution=list(puzzle.solution) if progress.solution_revealed else None,
        pending=pending,  # the reader's own decision shows what the rules let them see
        error=_scrub_text(error, hidden),
        moves=len(progress.steps),
        lost_after=_lost_after(progress, hidden),
        suggestion=suggestion,
        suggestion_note=suggestion_note,
        can_take_back=bool(progress.steps),
    )


def _lost_after(progress: PuzzleProgress, hidden: frozenset[str]) -> list[dict[str, Any]] | None:
    verdict = (progress.steps[-1].get("verdict") or {}) if progress.steps else {}
    if verdict.get("status") != "lost":
        return None
    count = int(verdict.get("steps", 0))
    steps = [_scrub(step, hidden) for step in progress.log[len(progress.log) - count :]]
    if verdict.get("answer"):
        steps.append({"answer": _scrub(verdict["answer"], hidden)})
    return steps


def _names(document: Mapping[str, Any]) -> set[str]:
    zones = ("library", "hand", "graveyard", "battlefield", "exile", "command")
    found = {
        str(obj.get("card", ""))
        for player in document.get("players", [])
        for zone in zones
        for obj in player.get(zone, []) or []
    }
    found |= {str(obj.get("card", "")) for obj in document.get("stack", []) or []}
    return found - {""}


def _hidden_names(document: Mapping[str, Any], public: Mapping[str, Any]) -> frozenset[str]:
    """Card names on the full board that the redacted board doesn't show anywhere."""
    return frozenset(_names(document) - _names(public))


def _scrub(value: Any, hidden: frozenset[str]) -> Any:
    """``value`` (log entries, decisions) with any text naming a hidden card replaced."""
    if isinstance(value, str):
        return _scrub_text(value, hidden)
    if isinstance(value, Mapping):
        return {k: _scrub(v, hidden) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub(v, hidden) for v in value]
    return value


def _scrub_text(text: str, hidden: frozenset[str]) -> str:
    return HIDDEN_TEXT if any(name in text for name in hidden) else text
