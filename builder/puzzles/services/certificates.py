"""A puzzle's certificate (issue 31): computed by the puzzle's check job, stored once with the
revision's puzzle (``PuzzleCertificate``), read back for pages.

- ``do_certify_puzzle(puzzle, seconds=...)``: the engine's certificate of the puzzle, stored
  unless one is stored already (a revision's puzzle never changes, nor does its certificate).
  With an author's solution, ``engine.puzzle.certify`` confirms it (or says it is refuted) and
  looks for the other ways to win; without one, the solver searches for a line
  (``engine.puzzle.find_solution``). Both within ``CERTIFICATE_NODES`` positions and the
  seconds the job has left;
- ``stored_certificate(puzzle)``: the stored certificate as the engine's value (None when there
  is none, or one this engine can't read);
- ``headline(certificate)``: its verdict in words, as badges and pages say it;
- ``certificate_view(puzzle, scrub=...)``: what a page shows of it (``templates/puzzles/
  _certificate.html``), each sentence through ``scrub`` (a reader's page replaces any naming a
  card the reader can't see).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction

import engine
from builder.puzzles.models import Puzzle, PuzzleCertificate
from builder.puzzles.services.forge import goal_of, start_document
from engine.puzzle import Certificate, Verdict, certificate, certify, find_solution

logger = logging.getLogger(__name__)

CERTIFICATE_NODES = 20_000  # positions the solver may search for one certificate
# Seconds the solver may take for one certificate when the job has that long left
# (``PUZZLE_CERTIFICATE_SECONDS``; the check job's own time limit caps it).
DEFAULT_SECONDS = 60.0
MIN_SECONDS = 1.0  # with less time left than this, the job stores no certificate


def certificate_seconds() -> float:
    return float(getattr(settings, "PUZZLE_CERTIFICATE_SECONDS", DEFAULT_SECONDS))


def headline(found: Certificate) -> str:
    """The verdict in words: what the badge and the certificate's first line say."""
    if found.verdict == Verdict.SOLVED:
        return "Solved by the engine"
    if found.verdict == Verdict.NO_SOLUTION:
        return "Proved: no solution within the bound"
    if found.verdict == Verdict.REFUTED:
        return "Refuted: the engine found an opponent line that beats the author’s solution"
    return f"Unknown within the bound of {found.max_nodes:,} positions"


def stored_certificate(puzzle: Puzzle) -> Certificate | None:
    """The puzzle's stored certificate, or None (none yet, or one written in a format this
    engine can't read: the page then shows none rather than guessing)."""
    row = PuzzleCertificate.objects.filter(puzzle=puzzle).only("data").first()
    if row is None:
        return None
    try:
        return Certificate.from_json(row.data)
    except (KeyError, TypeError, ValueError):
        return None


def stored_verdict(puzzle: Puzzle) -> str:
    """The stored certificate's verdict ("" without one): one short query."""
    found = PuzzleCertificate.objects.filter(puzzle=puzzle).values_list("verdict", flat=True)
    return str(found.first() or "")


def compute_certificate(
    puzzle: Puzzle, *, seconds: float, max_nodes: int = CERTIFICATE_NODES
) -> Certificate:
    """The engine's certificate of the puzzle (engine work: call it with no transaction open)."""
    start = engine.load(start_document(puzzle.scenario))
    goal = goal_of(puzzle)
    if puzzle.solution:
        return certify(start, goal, puzzle.solution, max_nodes=max_nodes, seconds=seconds)
    return certificate(
        start, goal, find_solution(start, goal, max_nodes=max_nodes, seconds=seconds)
    )


def do_certify_puzzle(
    puzzle: Puzzle, *, seconds: float, max_nodes: int = CERTIFICATE_NODES, job_key: str = ""
) -> PuzzleCertificate | None:
    """Compute the puzzle's certificate and store it, once: a stored one is kept as it is.
    From a job (``job_key``), it is stored only if no later publish started another check.
    None when nothing is stored (no time left, the engine can't play the board, or the check
    was replaced)."""
    existing = PuzzleCertificate.objects.filter(puzzle=puzzle).first()
    if existing is not None:
        return existing
    if seconds < MIN_SECONDS:
        return None
    try:
        found = compute_certificate(puzzle, seconds=seconds, max_nodes=max_nodes)
    except engine.EngineError:
        logger.warning("puzzle %s: the engine can't certify its board", puzzle.pk, exc_info=True)
        return None
    with transaction.atomic():
        current = Puzzle.objects.select_for_update().filter(pk=puzzle.pk).first()
        if current is None:
            return None
        if job_key and (current.verification or {}).get("job") != job_key:
            return None  # published again since: that check certifies its own puzzle
        stored, _ = PuzzleCertificate.objects.get_or_create(
            puzzle=current, defaults={"verdict": found.verdict, "data": found.to_json()}
        )
    return stored


# --- what a page shows ---------------------------------------------------------------------------


@dataclass(frozen=True)
class AnswerView:
    answer: str  # "Bob casts Lightning Bolt targeting Hill Giant (tapping Mountain)"
    beaten_by: str  # the rest of the line, in words
    outcome: str  # "the goal is met: ..."


@dataclass(frozen=True)
class StepView:
    move: str
    opponent: tuple[str, ...]  # what the opponent declared after it on the principal line
    answers: tuple[AnswerView, ...]  # each answer the opponent had as the move passed priority
    answers_not_shown: int


@dataclass(frozen=True)
class CertificateView:
    verdict: str  # "solved", "no solution", "unknown", "refuted"
    headline: str
    reason: str
    authored: bool  # the author's solution certified (else the solver's own search)
    steps: tuple[StepView, ...]
    verification: str
    also_wins: tuple[str, ...]
    max_nodes: int
    max_seconds: float
    nodes: int
    seconds: float
    engine_version: str
    rules_edition: str
    not_searched: str

    @property
    def solved(self) -> bool:
        return self.verdict == Verdict.SOLVED

    @property
    def answers_considered(self) -> int:
        return sum(len(s.answers) + s.answers_not_shown for s in self.steps)


def _as_is(text: str) -> str:
    return text


def certificate_view(
    puzzle: Puzzle, *, scrub: Callable[[str], str] = _as_is
) -> CertificateView | None:
    """The stored certificate as a page shows it (None without one); every sentence of it goes
    through ``scrub``."""
    found = stored_certificate(puzzle)
    if found is None:
        return None
    return CertificateView(
        verdict=found.verdict,
        headline=headline(found),
        reason=scrub(found.reason),
        authored=bool(puzzle.solution),
        steps=tuple(
            StepView(
                move=scrub(step.move),
                opponent=tuple(scrub(o) for o in step.opponent),
                answers=tuple(
                    AnswerView(scrub(a.answer), scrub(a.beaten_by), scrub(a.outcome))
                    for a in step.answers
                ),
                answers_not_shown=step.answers_not_shown,
            )
            for step in found.steps
        ),
        verification=scrub(found.verification),
        also_wins=tuple(scrub(line) for line in found.also_wins),
        max_nodes=found.max_nodes,
        max_seconds=found.max_seconds,
        nodes=found.nodes,
        seconds=found.seconds,
        engine_version=found.engine_version,
        rules_edition=found.rules_edition,
        not_searched=found.not_searched,
    )
