"""The point of a ruling whose answer is a choice: every outcome, in a few words.

A revision saved while its action waited for a decision, or whose last action met one, has
several outcomes (``engine.explore``). Its title, preview image, oEmbed answer and judges'
question all say so: "Bob at 18 or 17", never just the outcome that happened to be picked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from builder.jobs import JobState
from builder.scenarios.services.actions import action_label
from builder.sharing.models import Scenario
from builder.sharing.services.revision_outcomes import revision_outcomes as page_outcomes
from builder.sharing.services.steps import Outcomes, Steps, plain_label


def revision_outcomes(revision: Scenario) -> Outcomes | None:
    """Every outcome of the revision's waiting action, else of its last action when that met
    a decision, as its share page shows them (explored once and kept with the revision:
    ``builder.sharing.services.revision_outcomes``); None when the ruling has one outcome."""
    return explored(revision)[0]


def explored(revision: Scenario) -> tuple[Outcomes | None, JobState | None]:
    """``revision_outcomes``, and the job still exploring them while it runs (what is said of
    them then is the first outcomes found: it is not to be kept)."""
    steps = Steps(revision.history, revision.document, revision.log)
    outcomes, exploring = page_outcomes(revision, steps)
    running = exploring if exploring is not None and not exploring.finished else None
    return (outcomes if outcomes is not None and len(outcomes.items) > 1 else None), running


def outcome_summary(outcomes: Outcomes | None) -> str:
    """The outcomes in a few words: each player whose life differs between them, with the
    totals in the outcomes' order ("Bob at 18 or 17"), else how many outcomes there are."""
    if outcomes is None or len(outcomes.items) < 2:
        return ""
    names: dict[str, str] = {}
    totals: dict[str, list[int]] = {}
    for item in outcomes.items:
        for player in item.document.get("players") or []:
            pid = str(player.get("id"))
            names.setdefault(pid, str(player.get("name") or pid))
            life = int(player.get("life", 0))
            if life not in totals.setdefault(pid, []):
                totals[pid].append(life)
    parts = [
        f"{names[pid]} at {' or '.join(str(v) for v in values)}"
        for pid, values in totals.items()
        if len(values) > 1
    ]
    return "; ".join(parts) or f"{len(outcomes.items)} different outcomes"


def ruling_title(revision: Scenario, outcomes: Outcomes | None = None) -> str:
    """The revision's title with its outcomes when its point is a choice."""
    summary = outcome_summary(outcomes if outcomes is not None else revision_outcomes(revision))
    title = str(revision)
    return f"{title}: {summary}" if summary else title


def outcome_lines(outcomes: Outcomes | None) -> list[str]:
    """Each outcome with the choices that lead to it, for plain text."""
    if outcomes is None:
        return []
    lines = []
    for number, item in enumerate(outcomes.items, start=1):
        totals = ", ".join(
            f"{p.get('name') or p.get('id')} {p.get('life')}" for p in _players(item.document)
        )
        how = "; ".join(item.choice_labels) or "no choice to make"
        lines.append(f"{number}. {how}: {totals}")
    return lines


def waiting_words(pending: Mapping[str, Any]) -> str:
    """The action a revision was saved with, waiting for a decision, in words."""
    decision = pending.get("decision") or {}
    label = str(pending.get("label") or action_label(pending.get("action") or {}))
    prompt = plain_label(str(decision.get("prompt", ""))) if isinstance(decision, Mapping) else ""
    return f"{label}. {prompt}" if prompt else label


def _players(document: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [p for p in document.get("players") or [] if isinstance(p, Mapping)]
