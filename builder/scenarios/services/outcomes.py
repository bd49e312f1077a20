"""Every distinct outcome of an action, side by side ("Show all outcomes").

The action is the one waiting for a decision, else the current step's own action replayed from
the step before (so another outcome of it becomes a variation).  ``engine.explore`` finds the
outcomes; this only describes them: the choices that lead to each, in words, and what changed.

The request explores at most ``QUICK_LIMIT`` runs; when that isn't enough, a background job
(``builder.jobs``, kind ``EXPLORE_JOB``) explores up to ``OUTCOME_LIMIT`` and keeps the choices
of each outcome, and ``outcomes_from_job`` replays just those to describe them. What a board's
exploration found is kept in the cache under the board's stamp: asking again explores nothing.

When an action stops at a decision, ``outcomes_at_once`` explores it at once, with a small
budget (``AT_ONCE_LIMIT`` runs, inside the heavy-work slot): outcomes that few and that cheap
are shown beside the decision without asking; otherwise the "Show all outcomes" link stays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from django.core.cache import cache

import engine
from builder import jobs
from builder.jobs import JobState
from builder.jobs.models import Job, JobStatus
from builder.operations.heavy_work import HeavyWorkBusy, heavy_work
from builder.operations.low_priority import HeavyWorkStopped, at_low_priority
from builder.rules.services import RuleLinks, RuleRef
from builder.scenarios.models import Draft
from builder.scenarios.services import ServiceError
from builder.scenarios.services.actions import (
    LogLine,
    action_label,
    history_tree,
    load_state,
    log_view,
)
from builder.scenarios.services.changes import Changes, LifeChange, diff
from builder.scenarios.services.plainwords import without_ids

OUTCOME_LIMIT = 2_000  # explorer runs before it stops and says so (in a background job)
QUICK_LIMIT = 300  # explorer runs inside the request
QUICK_CPU_SECONDS = 2.0  # the request's CPU budget for them (issue 29); past it the job explores
OUTCOMES_SHOWN = 12
EXPLORE_JOB = "explore-outcomes"
KEPT_SECONDS = 24 * 3600  # a board's outcomes are kept this long (the draft's board, by stamp)
# Outcomes shown beside a decision without asking: explored in at most this many runs, and at
# most this many outcomes (more is the "Show all outcomes" page's work).
AT_ONCE_LIMIT = 30
AT_ONCE_SHOWN = 4


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

    @property
    def rules(self) -> tuple[RuleRef, ...]:
        """The rules its steps cite, each once, in the order they first apply: shown beside
        the outcome (the full log is under "How")."""
        seen: dict[str, RuleRef] = {}
        for entry in self.log:
            for ref in entry.rules:
                seen.setdefault(ref.number, ref)
        return tuple(seen.values())


@dataclass(frozen=True)
class Outcomes:
    action_label: str
    items: tuple[OutcomeView, ...]
    total: int
    complete: bool
    from_pending: bool


@dataclass(frozen=True)
class _Explored:
    action: Mapping[str, Any]
    base: Mapping[str, Any]
    label: str
    from_pending: bool


def _explored(draft: Draft) -> _Explored:
    """The action whose outcomes are explored, and the board it starts from."""
    tree, edited = history_tree(draft)
    if tree.pending is not None and not edited:
        action = tree.pending["action"]
        label = tree.pending.get("label") or action_label(action)
        return _Explored(action, tree.document(), label, True)
    node = tree.node(tree.current)
    if node.get("kind") != "action" or edited:
        raise ServiceError("Pick an action first: outcomes are those of an action.")
    return _Explored(
        node["action"], tree.document(int(node["parent"])), str(node.get("label", "")), False
    )


def explore_outcomes(draft: Draft, limit: int | None = None) -> Outcomes:
    """Every distinct outcome of the waiting action (or of the current step's action, from
    the step before), side by side; at most ``limit`` (``QUICK_LIMIT``) explorer runs."""
    explored = _explored(draft)
    state = load_state(explored.base)
    exploration = _explore(state, explored.action, QUICK_LIMIT if limit is None else limit)
    return _outcomes(explored, state, exploration.outcomes, exploration.complete)


def _explore(state: engine.GameState, action: Mapping[str, Any], limit: int) -> engine.Exploration:
    try:
        return engine.explore(state, action, limit=limit)
    except engine.EngineError as error:
        raise ServiceError(f"The engine can't explore that: {error}") from None


def _outcomes(
    explored: _Explored,
    state: engine.GameState,
    outcomes: Sequence[engine.Outcome],
    complete: bool,
    total: int | None = None,
) -> Outcomes:
    links = RuleLinks()
    items = tuple(
        _outcome_view(number, state, explored.base, explored.action, outcome, links)
        for number, outcome in enumerate(outcomes[:OUTCOMES_SHOWN], start=1)
    )
    return Outcomes(
        action_label=explored.label,
        items=items,
        total=len(outcomes) if total is None else total,
        complete=complete,
        from_pending=explored.from_pending,
    )


def outcomes_page(
    draft: Draft, job_key: str = "", *, client: str = ""
) -> tuple[Outcomes | None, JobState | None]:
    """What the outcomes panel shows: a finished job's outcomes; the quick exploration, with
    the job exploring further while it runs (started here when the quick one stopped early,
    unless one runs already for this board; a newer board's exploration replaces an older
    board's). Each board's outcomes are explored once and kept (``_keep``): asking again, while
    its job runs or after, reads them and that job's state, and explores nothing. ``client``:
    the address of who asked (builder.jobs' budgets)."""
    if job_key:
        job = Job.objects.filter(key=job_key, kind=EXPLORE_JOB, params__draft=draft.key).first()
        if job is None:
            raise ServiceError("No such exploration: explore again.")
        state = jobs.state_of(job)
        if state.status == JobStatus.FAILED:
            raise ServiceError(state.error)
        if state.status == JobStatus.DONE:
            return _finished(draft, job), None
        return None, state
    kept = cache.get(_kept_key(draft))
    if kept is not None:
        quick, final = kept
        if final:
            return quick, None
        if (job := _board_job(draft)) is not None:
            return _shown(draft, job, quick)
    elif (job := _board_job(draft)) is not None:
        return _shown(draft, job, None)  # its quick exploration was stopped: the job explores
    try:
        # Issue 29: a few hundred engine runs, once per board, in a child process at the lowest
        # CPU priority (readers keep the CPU), stopped past the request's CPU budget.
        with heavy_work("exploration"):
            quick = at_low_priority(
                "exploration", lambda: explore_outcomes(draft), cpu_seconds=QUICK_CPU_SECONDS
            )
    except HeavyWorkStopped:
        # Too much for a request: the background job explores it, with its own time limit.
        job = _exploration_of(draft) or _start_exploration(draft, client)
        return _shown(draft, job, None)
    _keep(draft, quick, final=quick.complete)
    if quick.complete:
        return quick, None
    job = _exploration_of(draft) or _start_exploration(draft, client)
    return _shown(draft, job, quick)


def outcomes_at_once(draft: Draft) -> Outcomes | None:
    """The waiting decision's outcomes, when they are few and cheap to find: a complete
    exploration of at most ``AT_ONCE_LIMIT`` runs with at most ``AT_ONCE_SHOWN`` outcomes.
    None (the page keeps its "Show all outcomes" link) when there are more, when the board was
    explored and found bigger before, or when the heavy-work slot is taken (tried again on the
    next drawing). What was found is kept like "Show all outcomes" keeps it (``_keep``)."""
    kept = cache.get(_kept_key(draft))
    if kept is not None:
        found, final = kept
        return found if final and _few(found) else None
    try:
        with heavy_work("exploration"):
            found = explore_outcomes(draft, AT_ONCE_LIMIT)
    except (HeavyWorkBusy, ServiceError):
        return None
    # An incomplete exploration is kept as not final: "Show all outcomes" explores further.
    _keep(draft, found, final=found.complete)
    return found if _few(found) else None


def _few(outcomes: Outcomes) -> bool:
    return outcomes.from_pending and outcomes.complete and outcomes.total <= AT_ONCE_SHOWN


def _shown(
    draft: Draft, job: Job, quick: Outcomes | None
) -> tuple[Outcomes | None, JobState | None]:
    """The job's outcomes when it is done (the eager backend: at once), else the quick ones
    (None: none were found in the request's budget) and the job's state; a failed job says
    why."""
    state = jobs.state_of(job)
    if state.status == JobStatus.DONE:
        return _finished(draft, job), None
    if state.status == JobStatus.FAILED:
        raise ServiceError(state.error)
    return quick, state


def _board_job(draft: Draft) -> Job | None:
    """The job exploring the draft's board as it is now, if one was started."""
    return (
        Job.objects.filter(
            kind=EXPLORE_JOB, params__draft=draft.key, params__stamp=draft_stamp(draft)
        )
        .order_by("-pk")
        .first()
    )


def _finished(draft: Draft, job: Job) -> Outcomes:
    """A finished job's outcomes, replayed from their choices once and then kept."""
    kept = cache.get(_kept_key(draft))
    if kept is not None and kept[1]:
        return cast(Outcomes, kept[0])
    outcomes = outcomes_from_job(draft, job.result or {})
    _keep(draft, outcomes, final=True)
    return outcomes


def _kept_key(draft: Draft) -> str:
    return f"draft-outcomes:{draft.key}:{draft_stamp(draft)}"


def _keep(draft: Draft, outcomes: Outcomes, *, final: bool) -> None:
    """Keep the board's outcomes (``final``: every one, or all its job found) for a day: the
    stamp in the key changes with the board, so they are never shown for another board."""
    cache.set(_kept_key(draft), (outcomes, final), KEPT_SECONDS)


EXPLORE_TIME_LIMIT = 120  # seconds (issue 29)


def _subject(draft: Draft) -> str:
    return f"draft:{draft.key}"


def _exploration_of(draft: Draft) -> Job | None:
    """The unfinished exploration of the draft's board as it is now, if one runs."""
    found = (
        Job.objects.filter(
            kind=EXPLORE_JOB,
            subject=_subject(draft),
            params__stamp=draft_stamp(draft),
            status__in=(JobStatus.QUEUED, JobStatus.RUNNING),
        )
        .order_by("-pk")
        .first()
    )
    return found if found is not None and not jobs.state_of(found).finished else None


def _start_exploration(draft: Draft, client: str) -> Job:
    try:
        return jobs.start(
            EXPLORE_JOB,
            {"draft": draft.key, "stamp": draft_stamp(draft)},
            client=client,
            subject=_subject(draft),
        )
    except jobs.JobRefused as refused:
        raise ServiceError(refused.message) from None


def draft_stamp(draft: Draft) -> str:
    """What changes whenever the draft does: a job's result is for the board it started on."""
    return draft.updated_at.isoformat()


def explore_in_job(draft: Draft) -> dict[str, Any]:
    """The background job's work: explore up to ``OUTCOME_LIMIT`` runs, keep the choices and
    path counts of the outcomes shown (JSON)."""
    explored = _explored(draft)
    exploration = _explore(load_state(explored.base), explored.action, OUTCOME_LIMIT)
    return {
        "stamp": draft_stamp(draft),
        "outcomes": [
            {"choices": list(o.choices), "paths": o.paths}
            for o in exploration.outcomes[:OUTCOMES_SHOWN]
        ],
        "total": len(exploration.outcomes),
        "complete": exploration.complete,
    }


def outcomes_from_job(draft: Draft, result: Mapping[str, Any]) -> Outcomes:
    """The outcomes a finished job found, described: each shown outcome replayed from its
    choices (a dozen engine runs, not thousands)."""
    if result.get("stamp") != draft_stamp(draft):
        raise ServiceError("The board changed since these outcomes were explored: explore again.")
    explored = _explored(draft)
    state = load_state(explored.base)
    outcomes = []
    for found in result.get("outcomes") or ():
        choices = tuple(str(c) for c in found["choices"])
        try:
            applied = engine.apply(state, dict(explored.action), list(choices))
        except engine.EngineError as error:
            raise ServiceError(f"The engine can't replay that outcome: {error}") from None
        outcomes.append(
            engine.Outcome(applied.state, tuple(applied.log), choices, int(found["paths"]))
        )
    return _outcomes(
        explored, state, outcomes, bool(result.get("complete")), int(result.get("total", 0))
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


@jobs.kind(
    EXPLORE_JOB,
    time_limit=EXPLORE_TIME_LIMIT,
    replaced="The board changed and was explored again: the newer exploration replaced this one.",
)
def explore_outcomes_job(params: Mapping[str, Any], report: jobs.Report) -> dict[str, Any]:
    """Every distinct outcome of a draft's action, up to ``OUTCOME_LIMIT`` explorer runs."""
    draft = Draft.objects.filter(key=str(params.get("draft", ""))).first()
    if draft is None:
        raise jobs.JobFailed("The draft was deleted before its outcomes could be explored.")
    if draft_stamp(draft) != params.get("stamp"):
        raise jobs.JobFailed(
            "The board changed before its outcomes could be explored: explore again."
        )
    report(0, "Exploring every choice")
    try:
        return explore_in_job(draft)
    except ServiceError as error:
        raise jobs.JobFailed(error.message) from None
